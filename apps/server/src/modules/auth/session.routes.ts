import { apiRoutes } from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { DB } from '../../db/schema';
import { requireUser, signedInOnly } from '../../plugins/auth';
import { revokeSession } from './session.service';

const tags = ['auth'];

/** Ending the signed-in session. */
export const sessionRoutes: FastifyPluginAsyncZod<{ db: Kysely<DB>; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.addHook('onRequest', signedInOnly);

  app.post(
    apiRoutes.authLogout,
    { schema: { tags, summary: 'End this session', response: { 204: z.null() } } },
    async (request, reply) => {
      const user = requireUser(request.user);
      await revokeSession(db, user.sessionId, clock());
      return reply.status(204).send(null);
    },
  );
};
