import {
  AdvanceOrderBodySchema,
  OrderNumberParamsSchema,
  OrderResponseSchema,
  opsApiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOperatorToken } from '../../plugins/operator-token';
import { type AdvanceDeps, advanceOrder } from './order-status.service';

/** Operator routes under /api/ops, guarded by `Authorization: Bearer <OPERATOR_TOKEN>`. */
export const operatorRoutes: FastifyPluginAsyncZod<
  AdvanceDeps & { operatorToken: string }
> = async (app, deps) => {
  requireOperatorToken(app, deps.operatorToken);

  app.post(
    opsApiRoutes.orderStatus,
    {
      schema: {
        tags: ['operators'],
        summary: 'Move an order to its next status (history and customer notification written)',
        params: OrderNumberParamsSchema,
        body: AdvanceOrderBodySchema,
        response: { 200: OrderResponseSchema },
      },
    },
    async (request) => ({
      data: await advanceOrder(deps, request.params.number, request.body.status, request.id),
    }),
  );
};
