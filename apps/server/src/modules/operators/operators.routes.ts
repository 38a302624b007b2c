import {
  AdminStoreParamsSchema,
  OperatorListResponseSchema,
  OperatorParamsSchema,
  OperatorResponseSchema,
  PutOperatorBodySchema,
  adminApiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminApiDeps } from '../../admin-deps';
import { adminContext, ownerOnly } from '../../plugins/admin-access';
import * as operators from './operators.service';

const tags = ['admin: team'];

/** The store's team (owner only): who runs it, and giving or taking a role by phone. */
export const adminOperatorRoutes: FastifyPluginAsyncZod<AdminApiDeps> = async (app, deps) => {
  app.addHook('onRequest', ownerOnly);

  app.get(
    adminApiRoutes.operators,
    {
      schema: {
        tags,
        summary: "The store's owners and staff",
        params: AdminStoreParamsSchema,
        response: { 200: OperatorListResponseSchema },
      },
    },
    async (request) => ({
      data: await operators.listOperators(deps.db, adminContext(request).store.id),
    }),
  );

  app.put(
    adminApiRoutes.operator,
    {
      schema: {
        tags,
        summary: 'Give a registered user a role in this store, or take it away (role: null)',
        params: OperatorParamsSchema,
        body: PutOperatorBodySchema,
        response: { 200: OperatorResponseSchema },
      },
    },
    async (request) => ({
      data: await operators.setOperatorRole(
        { db: deps.db, allowedCountryCodes: deps.config.otp.allowedCountryCodes },
        adminContext(request),
        request.params.phone,
        request.body.role,
        deps.clock(),
      ),
    }),
  );
};
