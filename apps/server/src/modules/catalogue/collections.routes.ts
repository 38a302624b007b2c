import {
  CollectionPageSchema,
  CollectionPreviewListSchema,
  PageQuerySchema,
  StoreCollectionParamsSchema,
  StoreCollectionsParamsSchema,
  apiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CatalogueDeps, catalogueTags as tags, sendCached } from './cached-reply';
import * as catalogue from './catalogue.service';

/** A store's product collections: their previews and one collection's page. */
export const collectionRoutes: FastifyPluginAsyncZod<CatalogueDeps> = async (
  app,
  { db, cache },
) => {
  app.get(
    apiRoutes.storeCollections,
    {
      schema: {
        tags,
        summary: "A store's product collections, each with a short preview of items",
        params: StoreCollectionsParamsSchema,
        response: { 200: CollectionPreviewListSchema },
      },
    },
    (request, reply) =>
      sendCached(
        cache,
        request,
        reply,
        `collections:${request.params.storeId}`,
        CollectionPreviewListSchema,
        async () => ({ data: await catalogue.listCollectionPreviews(db, request.params.storeId) }),
      ),
  );

  app.get(
    apiRoutes.storeCollection,
    {
      schema: {
        tags,
        summary: 'One product collection, paginated',
        params: StoreCollectionParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: CollectionPageSchema },
      },
    },
    (request, reply) =>
      sendCached(
        cache,
        request,
        reply,
        `collection:${request.params.storeId}:${request.params.collectionId}:${JSON.stringify(request.query)}`,
        CollectionPageSchema,
        () =>
          catalogue.getCollectionPage(
            db,
            request.params.storeId,
            request.params.collectionId,
            request.query,
          ),
      ),
  );
};
