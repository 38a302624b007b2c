import {
  UserPhoneParamsSchema,
  UserRolesBodySchema,
  UserRolesResponseSchema,
  opsApiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOperatorToken } from '../../plugins/operator-token';
import { type UserRoleDeps, setUserRoles } from './user-roles.service';

/** Operator route under /api/ops: grant or remove a user's seller and mentor flags. */
export const userRoleRoutes: FastifyPluginAsyncZod<
  UserRoleDeps & { operatorToken: string }
> = async (app, deps) => {
  requireOperatorToken(app, deps.operatorToken);

  app.put(
    opsApiRoutes.userRoles,
    {
      schema: {
        tags: ['operators'],
        summary: "Grant or remove a user's seller and mentor flags, by phone",
        params: UserPhoneParamsSchema,
        body: UserRolesBodySchema,
        response: { 200: UserRolesResponseSchema },
      },
    },
    async (request) => ({
      data: await setUserRoles(deps, request.params.phone, request.body),
    }),
  );
};
