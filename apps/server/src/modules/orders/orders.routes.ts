import {
  CancelOrderBodySchema,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  OrderLineParamsSchema,
  OrderPageSchema,
  OrderParamsSchema,
  OrderResponseSchema,
  PageQuerySchema,
  PlaceOrderBodySchema,
  ReorderResponseSchema,
  SubstitutionAnswerBodySchema,
  UpdateOrderLineBodySchema,
  apiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../messages';
import { requireUser, signedInOnly } from '../../plugins/auth';
import { cancelOwnOrder } from './order-cancel.service';
import { type OrderDeps, placeOrder } from './order-placement.service';
import { getOrder, listOrders } from './order-reads.service';
import { reorder } from './order-reorder.service';
import { answerSubstitution, chooseLineSubstitution } from './order-substitution.service';

const tags = ['orders'];

export const orderRoutes: FastifyPluginAsyncZod<OrderDeps> = async (app, deps) => {
  app.addHook('onRequest', signedInOnly);

  app.post(
    apiRoutes.orders,
    {
      schema: {
        tags,
        summary:
          "Place an order from the caller's cart; the same Idempotency-Key (or cart) answers the same order",
        headers: z.object({
          'idempotency-key': z
            .string()
            .max(IDEMPOTENCY_KEY_MAX_LENGTH, { error: messages.idempotencyKeyMissing })
            .optional(),
        }),
        body: PlaceOrderBodySchema,
        response: { 200: OrderResponseSchema, 201: OrderResponseSchema },
      },
    },
    async (request, reply) => {
      const { order, created } = await placeOrder(
        deps,
        requireUser(request.user),
        request.headers['idempotency-key'],
        request.body,
      );
      return reply.status(created ? 201 : 200).send({ data: order });
    },
  );

  app.get(
    apiRoutes.orders,
    {
      schema: {
        tags,
        summary: "The caller's orders, newest first",
        querystring: PageQuerySchema,
        response: { 200: OrderPageSchema },
      },
    },
    (request) => listOrders(deps.db, requireUser(request.user), request.query),
  );

  app.get(
    apiRoutes.order,
    {
      schema: {
        tags,
        summary: 'One order, for its customer or whoever placed it (404 for anyone else)',
        params: OrderParamsSchema,
        response: { 200: OrderResponseSchema },
      },
    },
    async (request) => ({
      data: await getOrder(deps.db, requireUser(request.user), request.params.id),
    }),
  );

  app.post(
    apiRoutes.orderReorder,
    {
      schema: {
        tags,
        summary:
          "Put an order's products into the caller's cart in its store again, with what changed (price, stock, no longer sold)",
        params: OrderParamsSchema,
        response: { 200: ReorderResponseSchema },
      },
    },
    (request) => reorder(deps, requireUser(request.user), request.params.id),
  );

  app.post(
    apiRoutes.orderCancel,
    {
      schema: {
        tags,
        summary:
          'Cancel an order while it is still pending, for its customer or whoever placed it (404 for anyone else, 409 once the store confirmed it); the stock, the wallet part and a card hold come back',
        params: OrderParamsSchema,
        // No body at all arrives as null: the reason is optional, and so is the body.
        body: CancelOrderBodySchema.nullish(),
        response: { 200: OrderResponseSchema },
      },
    },
    async (request) => ({
      data: await cancelOwnOrder(
        deps,
        requireUser(request.user),
        request.params.id,
        request.body,
        request.id,
      ),
    }),
  );

  app.post(
    apiRoutes.orderLineSubstitution,
    {
      schema: {
        tags,
        summary:
          "Accept or refuse the substitute the store proposed for a line, while it is proposed and its answer window is open (409 after); the store's board is told",
        params: OrderLineParamsSchema,
        body: SubstitutionAnswerBodySchema,
        response: { 200: OrderResponseSchema },
      },
    },
    async (request) => ({
      data: await answerSubstitution(
        deps,
        requireUser(request.user),
        request.params.id,
        request.params.lineId,
        request.body.accept,
      ),
    }),
  );

  app.patch(
    apiRoutes.orderLine,
    {
      schema: {
        tags,
        summary:
          "Choose what the store does if a line's product is missing, until picking starts (409 after)",
        params: OrderLineParamsSchema,
        body: UpdateOrderLineBodySchema,
        response: { 200: OrderResponseSchema },
      },
    },
    async (request) => ({
      data: await chooseLineSubstitution(
        deps,
        requireUser(request.user),
        request.params.id,
        request.params.lineId,
        request.body.substitution,
      ),
    }),
  );
};
