import {
  AddCartItemBodySchema,
  BulkCartItemsBodySchema,
  CartItemParamsSchema,
  CartParamsSchema,
  CartResponseSchema,
  UpdateCartItemBodySchema,
  ValidateCartItemBodySchema,
  ValidateCartItemResponseSchema,
  apiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CartDeps } from './cart-access';
import * as lines from './cart-items.service';

const tags = ['cart'];

/** A cart's lines. */
export const cartItemRoutes: FastifyPluginAsyncZod<CartDeps> = async (app, deps) => {
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

  app.put(
    apiRoutes.cartItem,
    {
      schema: {
        tags,
        summary: "Change a line's quantity (0 removes it) or its substitution choice",
        description:
          "A weight line's `qty` is grams: a multiple of the offer's `weight_step_g` within its minimum, maximum and stock (else 422 with `max_qty`).",
        params: CartItemParamsSchema,
        body: UpdateCartItemBodySchema,
        response: { 200: CartResponseSchema },
      },
    },
    (request) =>
      lines.updateItem(
        deps,
        request.user,
        request.params.cartId,
        request.params.itemId,
        request.body,
      ),
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
};
