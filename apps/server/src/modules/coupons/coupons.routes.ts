import {
  AdminStoreParamsSchema,
  CouponBodySchema,
  CouponPageSchema,
  CouponParamsSchema,
  CouponQuerySchema,
  CouponResponseSchema,
  adminApiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminApiDeps } from '../../admin-deps';
import { FormCheck } from '../../form-check';
import { adminContext } from '../../plugins/admin-access';
import * as coupons from './coupons.service';

const tags = ['admin: coupons'];

/** The store's coupons, and the shared ones it honours (read-only). */
export const adminCouponRoutes: FastifyPluginAsyncZod<AdminApiDeps> = async (app, deps) => {
  const { db, clock } = deps;

  app.get(
    adminApiRoutes.coupons,
    {
      schema: {
        tags,
        summary: "The store's coupons (newest first), then those valid in every store (read-only)",
        params: AdminStoreParamsSchema,
        querystring: CouponQuerySchema,
        response: { 200: CouponPageSchema },
      },
    },
    (request) => coupons.listCoupons(db, adminContext(request), request.query, clock()),
  );

  app.get(
    adminApiRoutes.coupon,
    {
      schema: {
        tags,
        summary: 'One coupon, with its uses at this store',
        params: CouponParamsSchema,
        response: { 200: CouponResponseSchema },
      },
    },
    async (request) => ({
      data: await coupons.getCoupon(db, adminContext(request), request.params.id, clock()),
    }),
  );

  app.post(
    adminApiRoutes.coupons,
    {
      schema: {
        tags,
        summary: 'Create a coupon; its code (upper-cased) must be new in the store',
        params: AdminStoreParamsSchema,
        body: CouponBodySchema,
        response: { 201: CouponResponseSchema },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const form = FormCheck.fromRequest(request);
      return reply.status(201).send({
        data: await coupons.createCoupon(db, adminContext(request), form, clock()),
      });
    },
  );

  app.put(
    adminApiRoutes.coupon,
    {
      schema: {
        tags,
        summary: "Replace a store coupon's fields; active: false ends it",
        params: CouponParamsSchema,
        body: CouponBodySchema,
        response: { 200: CouponResponseSchema },
      },
      attachValidation: true,
    },
    async (request) => ({
      data: await coupons.updateCoupon(
        db,
        adminContext(request),
        request.params.id,
        FormCheck.fromRequest(request),
        clock(),
      ),
    }),
  );

  app.delete(
    adminApiRoutes.coupon,
    {
      schema: {
        tags,
        summary: 'Delete a coupon never used; a used one is refused (409): end it instead',
        params: CouponParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await coupons.deleteCoupon(db, adminContext(request), request.params.id, clock());
      return reply.status(204).send(null);
    },
  );
};
