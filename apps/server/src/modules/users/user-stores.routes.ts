import { UserStoresResponseSchema, apiRoutes } from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { requireUser, signedInOnly } from '../../plugins/auth';
import * as users from './users.service';

const tags = ['auth'];

/** The signed-in user's stores. */
export const userStoreRoutes: FastifyPluginAsyncZod<{ db: Kysely<DB> }> = async (app, { db }) => {
  app.addHook('onRequest', signedInOnly);

  app.get(
    apiRoutes.authUserStores,
    {
      schema: {
        tags,
        summary: "The signed-in user's stores: the assigned one first, then where they keep a cart",
        response: { 200: UserStoresResponseSchema },
      },
    },
    async (request) => ({ data: await users.listUserStores(db, requireUser(request.user).id) }),
  );
};
