import { CategoriesQuerySchema, CategoryListSchema, apiRoutes } from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CatalogueDeps, catalogueTags as tags, sendCached } from './cached-reply';
import * as catalogue from './catalogue.service';

/** Categories, marketplace-wide or of one store. */
export const categoryRoutes: FastifyPluginAsyncZod<CatalogueDeps> = async (app, { db, cache }) => {
  app.get(
    apiRoutes.categories,
    {
      schema: {
        tags,
        summary: 'Categories (with store_id: those with products in that store)',
        querystring: CategoriesQuerySchema,
        response: { 200: CategoryListSchema },
      },
    },
    (request, reply) =>
      sendCached(
        cache,
        request,
        reply,
        `categories:${request.query.store_id ?? ''}`,
        CategoryListSchema,
        async () => ({
          data: await catalogue.listCategories(db, request.query.store_id),
        }),
      ),
  );
};
