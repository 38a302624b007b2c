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

interface CatalogueDeps {
  db: Kysely<DB>;
  cache: ResponseCache;
}
type App = Parameters<FastifyPluginAsyncZod<CatalogueDeps>>[0];
export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueDeps> = async (app, deps) => {
  storeRoutes(app, deps);
  browseRoutes(app, deps);
};

/**
 * Answers from the response cache. The body is checked against its contract schema when it is
 * computed (as the zod serializer would) and sent as ready JSON, so hits skip serialization.
 */
async function sendCached<T>(
  cache: ResponseCache,
  reply: FastifyReply,
  key: string,
  schema: z.ZodType<T>,
  load: () => Promise<T>,
) {
  const body = await cache.get(key, async () => JSON.stringify(schema.parse(await load())));
  return reply.type('application/json; charset=utf-8').send(body);
}

/** A store, its inventory and one product. */
function storeRoutes(app: App, { db, cache }: CatalogueDeps) {
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
        cache,
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
        cache,
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
}

/** Browsing a store: categories, collections and banners. */
function browseRoutes(app: App, { db, cache }: CatalogueDeps) {
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
        cache,
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
      sendCached(cache, reply, `banners:${request.params.id}`, BannerListSchema, async () => ({
        data: await catalogue.listBanners(db, request.params.id),
      })),
  );
}
