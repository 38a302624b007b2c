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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import * as catalogue from './catalogue.service';

const tags = ['catalogue'];

export const catalogueRoutes: FastifyPluginAsyncZod<{ db: Kysely<DB> }> = async (app, { db }) => {
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
    async (request) => ({ data: await catalogue.getStore(db, request.params.idOrSlug) }),
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
    (request) => catalogue.listInventories(db, request.params.id, request.query),
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
    async (request) => ({
      data: await catalogue.getInventoryByProductSlug(
        db,
        request.params.storeId,
        request.params.productSlug,
      ),
    }),
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
    async (request) => ({ data: await catalogue.listCategories(db, request.query.store_id) }),
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
    async (request) => ({
      data: await catalogue.listCollectionPreviews(db, request.params.storeId),
    }),
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
    (request) =>
      catalogue.getCollectionPage(
        db,
        request.params.storeId,
        request.params.collectionId,
        request.query,
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
    async (request) => ({ data: await catalogue.listBanners(db, request.params.id) }),
  );
};
