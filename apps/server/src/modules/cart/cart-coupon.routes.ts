import {
  ApplyCouponBodySchema,
  CartCouponParamsSchema,
  CartParamsSchema,
  CartResponseSchema,
  apiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CartDeps } from './cart-access';
import * as carts from './cart.service';

const tags = ['cart'];

/** A cart's coupon. */
export const cartCouponRoutes: FastifyPluginAsyncZod<CartDeps> = async (app, deps) => {
  app.post(
    apiRoutes.cartDiscount,
    {
      schema: {
        tags,
        summary: 'Apply a coupon',
        params: CartParamsSchema,
        body: ApplyCouponBodySchema,
        response: { 200: CartResponseSchema },
      },
    },
    (request) => carts.applyCoupon(deps, request.user, request.params.cartId, request.body.coupon),
  );

  app.delete(
    apiRoutes.cartDiscountCode,
    {
      schema: {
        tags,
        summary: 'Remove the applied coupon',
        params: CartCouponParamsSchema,
        response: { 200: CartResponseSchema },
      },
    },
    (request) =>
      carts.removeCoupon(deps, request.user, request.params.cartId, request.params.couponName),
  );
};
