import { UpdateUserBodySchema, UserResponseSchema, apiRoutes } from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { DB } from '../../db/schema';
import { requireUser, signedInOnly } from '../../plugins/auth';
import * as users from './users.service';

const tags = ['auth'];

/** The signed-in user's profile. */
export const userRoutes: FastifyPluginAsyncZod<{ db: Kysely<DB>; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.addHook('onRequest', signedInOnly);

  app.get(
    apiRoutes.authUser,
    {
      schema: { tags, summary: 'The signed-in user', response: { 200: UserResponseSchema } },
    },
    async (request) => ({ user: await users.getUser(db, requireUser(request.user).id) }),
  );

  app.put(
    apiRoutes.authUser,
    {
      schema: {
        tags,
        summary: "Change the signed-in user's name or email",
        body: UpdateUserBodySchema,
        response: { 200: UserResponseSchema },
      },
    },
    async (request) => ({
      user: await users.updateProfile(db, requireUser(request.user).id, request.body, clock()),
    }),
  );
};
