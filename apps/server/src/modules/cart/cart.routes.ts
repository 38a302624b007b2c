import {
  CartParamsSchema,
  CartResponseSchema,
  CreateCartBodySchema,
  RememberedChoicesResponseSchema,
  UpdateCartBodySchema,
  apiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CartDeps } from './cart-access';
import { requireUser, signedInOnly } from '../../plugins/auth';
import * as choices from './cart-choices.service';
import { applyRememberedChoices } from './cart-remembered.service';
import * as carts from './cart.service';

const tags = ['cart'];

/** A cart (reached by its unguessable id) and its checkout choices; lines and coupon beside. */
export const cartRoutes: FastifyPluginAsyncZod<CartDeps> = async (app, deps) => {
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
        description:
          "Choosing `client_id` without `client_address_id` also chooses that client's default address when the store delivers there (decision 048); an explicit `client_address_id: null` leaves it empty.",
        params: CartParamsSchema,
        body: UpdateCartBodySchema,
        response: { 200: CartResponseSchema },
      },
    },
    (request) => choices.updateCart(deps, request.user, request.params.cartId, request.body),
  );

  app.post(
    apiRoutes.cartRememberedChoices,
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary:
          "Start a returning shopper's checkout from their last own order in the store: each choice that still holds, only on a cart with none yet; the delivery day is only offered (remembered_slot), for the shopper to confirm",
        params: CartParamsSchema,
        response: { 200: RememberedChoicesResponseSchema },
      },
    },
    (request) => applyRememberedChoices(deps, requireUser(request.user), request.params.cartId),
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
};
