import { createHash, timingSafeEqual } from 'node:crypto';
import {
  AdvanceOrderBodySchema,
  OrderNumberParamsSchema,
  OrderResponseSchema,
  opsApiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import { type AdvanceDeps, advanceOrder } from './order-status.service';

/** Operator routes under /api/ops, guarded by `Authorization: Bearer <OPERATOR_TOKEN>`. */
export const operatorRoutes: FastifyPluginAsyncZod<
  AdvanceDeps & { operatorToken: string }
> = async (app, deps) => {
  const expected = digest(deps.operatorToken);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!timingSafeEqual(digest(token), expected)) {
      throw new AppError('unauthenticated', messages.operatorTokenInvalid);
    }
  });

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
      data: await advanceOrder(deps, request.params.number, request.body.status),
    }),
  );
};

/** Comparing fixed-length digests keeps the check constant-time whatever the token's length. */
function digest(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
