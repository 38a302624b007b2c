import { StoreParamsSchema, StoreResponseSchema, apiRoutes } from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CatalogueDeps, catalogueTags as tags, sendCached } from './cached-reply';
import * as catalogue from './catalogue.service';

/** A store, by id or slug. */
export const storeRoutes: FastifyPluginAsyncZod<CatalogueDeps> = async (app, { db, cache }) => {
  app.get(
    apiRoutes.store,
    {
      schema: {
        tags,
        summary: 'A store by id or slug',
        params: StoreParamsSchema,
        response: { 200: StoreResponseSchema },
      },
    },
    (request, reply) =>
      sendCached(
        cache,
        request,
        reply,
        `store:${request.params.idOrSlug.toLowerCase()}`,
        StoreResponseSchema,
        async () => ({
          data: await catalogue.getStore(db, request.params.idOrSlug),
        }),
      ),
  );
};
