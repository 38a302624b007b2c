import {
  OrderEditBodySchema,
  OrderEditParamsSchema,
  OrderEditResponseSchema,
  OrderParamsSchema,
  OrderResponseSchema,
  apiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInOnly } from '../../plugins/auth';
import { type OrderEditDeps, confirmEdit, discardEdit, openEdit } from './order-edits.service';

const tags = ['orders'];

/** Order edits (decision 061): open a priced draft, confirm it, or discard it. */
export const orderEditRoutes: FastifyPluginAsyncZod<OrderEditDeps> = async (app, deps) => {
  app.addHook('onRequest', signedInOnly);

  app.post(
    apiRoutes.orderEdits,
    {
      schema: {
        tags,
        summary:
          "Open an edit of an order until its cut-off, for whoever placed it: the whole new list of lines priced as a draft that holds the extra units (409 after the cut-off or while another draft is open; 404 for anyone else's order)",
        params: OrderParamsSchema,
        body: OrderEditBodySchema,
        response: { 201: OrderEditResponseSchema },
      },
    },
    async (request, reply) => {
      const edit = await openEdit(deps, requireUser(request.user), request.params.id, request.body);
      return reply.status(201).send({ data: edit });
    },
  );

  app.post(
    apiRoutes.orderEditConfirm,
    {
      schema: {
        tags,
        summary:
          'Apply a draft edit: the new lines and total, the difference charged or refunded once; confirming it again answers the same order',
        params: OrderEditParamsSchema,
        response: { 200: OrderResponseSchema },
      },
    },
    async (request) => ({
      data: await confirmEdit(
        deps,
        requireUser(request.user),
        request.params.id,
        request.params.editId,
      ),
    }),
  );

  app.delete(
    apiRoutes.orderEdit,
    {
      schema: {
        tags,
        summary: 'Discard a draft edit: its extra units go back to stock',
        params: OrderEditParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await discardEdit(deps, requireUser(request.user), request.params.id, request.params.editId);
      return reply.status(204).send(null);
    },
  );
};
