import {
  WalletBalanceResponseSchema,
  WalletMovementPageSchema,
  WalletMovementsQuerySchema,
  apiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { requireUser, signedInOnly } from '../../plugins/auth';
import { getBalance, listMovements } from './wallet.service';

export const walletRoutes: FastifyPluginAsyncZod<{ db: Kysely<DB> }> = async (app, { db }) => {
  app.addHook('onRequest', signedInOnly);

  app.get(
    apiRoutes.walletBalance,
    {
      schema: {
        tags: ['wallet'],
        summary: "A mentor's wallet balance (403 for everyone else)",
        response: { 200: WalletBalanceResponseSchema },
      },
    },
    (request) => getBalance(db, requireUser(request.user)),
  );

  app.get(
    apiRoutes.walletMovements,
    {
      schema: {
        tags: ['wallet'],
        summary: "A mentor's wallet movements, newest first (403 for everyone else)",
        querystring: WalletMovementsQuerySchema,
        response: { 200: WalletMovementPageSchema },
      },
    },
    (request) => listMovements(db, requireUser(request.user), request.query),
  );
};
