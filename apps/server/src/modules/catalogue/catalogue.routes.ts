import {
  BannerListSchema,
  CategoriesQuerySchema,
  CategoryListSchema,
  CollectionPageSchema,
  CollectionPreviewListSchema,
  InventoriesQuerySchema,
  InventoryItemResponseSchema,
  InventoryPageSchema,
  PageQuerySchema,
  SliderParamsSchema,
  StoreCollectionParamsSchema,
  StoreCollectionsParamsSchema,
  StoreIdParamsSchema,
  StoreParamsSchema,
  StoreProductParamsSchema,
  StoreResponseSchema,
  apiRoutes,
} from '@canasta/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import * as catalogue from './catalogue.service';
import type { ResponseCache } from './response-cache';

const tags = ['catalogue'];

export const catalogueRoutes: FastifyPluginAsyncZod<{
  db: Kysely<DB>;
  cache: ResponseCache;
}> = async (app, { db, cache }) => {
  /**
   * Answers from the response cache. The body is checked against its contract schema when it is
   * computed (as the zod serializer would) and sent as ready JSON, so hits skip serialization.
   */
  async function sendCached<T>(
    reply: FastifyReply,
    key: string,
    schema: z.ZodType<T>,
    load: () => Promise<T>,
  ) {
    const body = await cache.get(key, async () => JSON.stringify(schema.parse(await load())));
    return reply.type('application/json; charset=utf-8').send(body);
  }

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
        reply,
        `store:${request.params.idOrSlug.toLowerCase()}`,
        StoreResponseSchema,
        async () => ({
          data: await catalogue.getStore(db, request.params.idOrSlug),
        }),
      ),
  );

  app.get(
    apiRoutes.storeInventories,
    {
      schema: {
        tags,
        summary: "A store's products, filtered by category and search, paginated",
        params: StoreIdParamsSchema,
        querystring: InventoriesQuerySchema,
        response: { 200: InventoryPageSchema },
      },
    },
    (request, reply) =>
      sendCached(
        reply,
        `inventories:${request.params.id}:${JSON.stringify(request.query)}`,
        InventoryPageSchema,
        () => catalogue.listInventories(db, request.params.id, request.query),
      ),
  );

  app.get(
    apiRoutes.storeProduct,
    {
      schema: {
        tags,
        summary: "A product of a store, by the product's slug",
        params: StoreProductParamsSchema,
        response: { 200: InventoryItemResponseSchema },
      },
    },
    (request, reply) =>
      sendCached(
        reply,
        `product:${request.params.storeId}:${request.params.productSlug}`,
        InventoryItemResponseSchema,
        async () => ({
          data: await catalogue.getInventoryByProductSlug(
            db,
            request.params.storeId,
            request.params.productSlug,
          ),
        }),
      ),
  );

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
        reply,
        `categories:${request.query.store_id ?? ''}`,
        CategoryListSchema,
        async () => ({
          data: await catalogue.listCategories(db, request.query.store_id),
        }),
      ),
  );

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

  app.get(
    apiRoutes.slider,
    {
      schema: {
        tags,
        summary: "A store's banners",
        params: SliderParamsSchema,
        response: { 200: BannerListSchema },
      },
    },
    (request, reply) =>
      sendCached(reply, `banners:${request.params.id}`, BannerListSchema, async () => ({
        data: await catalogue.listBanners(db, request.params.id),
      })),
  );
};
