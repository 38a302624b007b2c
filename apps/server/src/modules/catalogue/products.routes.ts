import {
  InventoriesQuerySchema,
  InventoryItemResponseSchema,
  InventoryPageSchema,
  StoreIdParamsSchema,
  StoreProductParamsSchema,
  apiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CatalogueDeps, catalogueTags as tags, sendCached } from './cached-reply';
import * as catalogue from './catalogue.service';

/** A store's products (its inventory) and one product. */
export const productRoutes: FastifyPluginAsyncZod<CatalogueDeps> = async (app, { db, cache }) => {
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
        request,
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
        request,
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
};
