import {
  AddCartItemBodySchema,
  ApplyCouponBodySchema,
  BulkCartItemsBodySchema,
  CartCouponParamsSchema,
  CartItemParamsSchema,
  CartParamsSchema,
  CartResponseSchema,
  CreateCartBodySchema,
  UpdateCartBodySchema,
  ValidateCartItemBodySchema,
  ValidateCartItemResponseSchema,
  apiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CartDeps } from './cart-access';
import * as choices from './cart-choices.service';
import * as lines from './cart-items.service';
import * as carts from './cart.service';

const tags = ['cart'];

type App = Parameters<FastifyPluginAsyncZod<CartDeps>>[0];

/** The spec's ten "Checkout cart" calls. Carts are reached by their unguessable id. */
export const cartRoutes: FastifyPluginAsyncZod<CartDeps> = async (app, deps) => {
  cartsAndChoices(app, deps);
  lineRoutes(app, deps);
  couponRoutes(app, deps);
};

/** Creating, reading and deleting a cart, and its checkout choices. */
function cartsAndChoices(app: App, deps: CartDeps) {
  app.post(
    apiRoutes.carts,
    {
      schema: {
        tags,
        summary:
          "Create a cart in a store; with the caller's own user_id, their open cart there (200) or a new one (201)",
        body: CreateCartBodySchema,
        response: { 200: CartResponseSchema, 201: CartResponseSchema },
      },
    },
    async (request, reply) => {
      const { created, response } = await carts.createCart(deps, request.user, request.body);
      return reply.status(created ? 201 : 200).send(response);
    },
  );

  app.get(
    apiRoutes.cart,
    {
      schema: {
        tags,
        summary: 'A cart with its lines and server-computed totals',
        params: CartParamsSchema,
        response: { 200: CartResponseSchema },
      },
    },
    (request) => carts.getCart(deps, request.user, request.params.cartId),
  );

  app.put(
    apiRoutes.cart,
    {
      schema: {
        tags,
        summary: "Change a cart's choices, or claim an anonymous cart for the caller",
        params: CartParamsSchema,
        body: UpdateCartBodySchema,
        response: { 200: CartResponseSchema },
      },
    },
    (request) => choices.updateCart(deps, request.user, request.params.cartId, request.body),
  );

  app.delete(
    apiRoutes.cart,
    {
      schema: {
        tags,
        summary: 'Delete a cart',
        params: CartParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await carts.deleteCart(deps, request.user, request.params.cartId);
      return reply.status(204).send(null);
    },
  );
}

/** A cart's lines. */
function lineRoutes(app: App, deps: CartDeps) {
  app.post(
    apiRoutes.cartItems,
    {
      schema: {
        tags,
        summary: 'Add units of a product (merged into its line if present)',
        params: CartParamsSchema,
        body: AddCartItemBodySchema,
        response: { 200: CartResponseSchema },
      },
    },
    (request) => lines.addItem(deps, request.user, request.params.cartId, request.body),
  );

  app.post(
    apiRoutes.cartItemsBulk,
    {
      schema: {
        tags,
        summary: 'Set the quantities of several products at once (0 removes)',
        params: CartParamsSchema,
        body: BulkCartItemsBodySchema,
        response: { 200: CartResponseSchema },
      },
    },
    (request) => lines.setItems(deps, request.user, request.params.cartId, request.body),
  );

  app.delete(
    apiRoutes.cartItem,
    {
      schema: {
        tags,
        summary: 'Remove a line',
        params: CartItemParamsSchema,
        response: { 200: CartResponseSchema },
      },
    },
    (request) => lines.removeItem(deps, request.user, request.params.cartId, request.params.itemId),
  );

  app.post(
    apiRoutes.cartItemValidate,
    {
      schema: {
        tags,
        summary: "Check a line's quantity against stock and the per-order limit",
        params: CartItemParamsSchema,
        body: ValidateCartItemBodySchema,
        response: { 200: ValidateCartItemResponseSchema },
      },
    },
    (request) =>
      lines.validateItem(
        deps,
        request.user,
        request.params.cartId,
        request.params.itemId,
        request.body.qty,
      ),
  );
}

/** A cart's coupon. */
function couponRoutes(app: App, deps: CartDeps) {
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
}
