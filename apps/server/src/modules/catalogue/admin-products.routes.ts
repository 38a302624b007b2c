import {
  AdminProductPageSchema,
  AdminProductParamsSchema,
  AdminProductResponseSchema,
  AdminProductsQuerySchema,
  AdminStoreParamsSchema,
  CreateAdminProductBodySchema,
  PRODUCT_IMAGE_FIELD,
  UpdateAdminProductBodySchema,
  adminApiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminApiDeps } from '../../admin-deps';
import { FormCheck } from '../../form-check';
import { messages } from '../../messages';
import { adminContext } from '../../plugins/admin-access';
import { readUploadedFile } from '../../plugins/admin-upload';
import * as products from './admin-products.service';
import { createShareCards } from './share-cards.service';

const tags = ['admin: catalogue'];

/** A store's products as its operators see and edit them (decision 042). */
export const adminProductRoutes: FastifyPluginAsyncZod<AdminApiDeps> = async (app, deps) => {
  const writeDeps = {
    db: deps.db,
    uploadsDir: deps.config.uploadsDir,
    catalogueChanges: deps.catalogueChanges,
    shareCards: createShareCards({ db: deps.db, uploadsDir: deps.config.uploadsDir, log: app.log }),
  };

  app.get(
    adminApiRoutes.products,
    {
      schema: {
        tags,
        summary: "The store's products, hidden and sold out included; search, filter, page",
        params: AdminStoreParamsSchema,
        querystring: AdminProductsQuerySchema,
        response: { 200: AdminProductPageSchema },
      },
    },
    async (request) =>
      products.listAdminProducts(deps.db, adminContext(request).store.id, request.query),
  );

  app.get(
    adminApiRoutes.product,
    {
      schema: {
        tags,
        summary: 'One product of the store, by its offer id',
        params: AdminProductParamsSchema,
        response: { 200: AdminProductResponseSchema },
      },
    },
    async (request) => ({
      data: await products.getAdminProduct(
        deps.db,
        adminContext(request).store.id,
        request.params.id,
      ),
    }),
  );

  app.post(
    adminApiRoutes.products,
    {
      schema: {
        tags,
        summary: 'A new product of this store, with its price, stock and SKU',
        params: AdminStoreParamsSchema,
        body: CreateAdminProductBodySchema,
        response: { 201: AdminProductResponseSchema },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const data = await products.createAdminProduct(
        writeDeps,
        adminContext(request),
        FormCheck.fromRequest(request),
        deps.clock(),
      );
      return reply.code(201).send({ data });
    },
  );

  app.patch(
    adminApiRoutes.product,
    {
      schema: {
        tags,
        summary:
          "Change any of a product's fields; name, description, category and unit change for this store only",
        params: AdminProductParamsSchema,
        body: UpdateAdminProductBodySchema,
        response: { 200: AdminProductResponseSchema },
      },
      attachValidation: true,
    },
    async (request) => ({
      data: await products.updateAdminProduct(
        writeDeps,
        adminContext(request),
        request.params.id,
        FormCheck.fromRequest(request),
        deps.clock(),
      ),
    }),
  );

  app.put(
    adminApiRoutes.productImage,
    {
      schema: {
        tags,
        summary: `Replace the product's photo (multipart field "${PRODUCT_IMAGE_FIELD}": JPG, PNG or WebP, ≤ 5 MB)`,
        consumes: ['multipart/form-data'],
        params: AdminProductParamsSchema,
        response: { 200: AdminProductResponseSchema },
      },
    },
    async (request) => {
      const upload = await readUploadedFile(request, PRODUCT_IMAGE_FIELD, {
        missing: messages.productImageMissing,
        tooLarge: messages.productImageTooLarge,
        broken: messages.adminUploadBroken,
      });
      return {
        data: await products.setAdminProductImage(
          writeDeps,
          adminContext(request),
          request.params.id,
          upload.data,
          deps.clock(),
        ),
      };
    },
  );
};
