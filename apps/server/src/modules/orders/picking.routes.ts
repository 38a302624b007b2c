import {
  AdminStoreParamsSchema,
  PickingQuerySchema,
  PickingResponseSchema,
  adminApiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminApiDeps } from '../../admin-deps';
import { adminContext } from '../../plugins/admin-access';
import { pickingList } from './picking.service';

/** "Surtido": what to pick for one slot (issue 23). */
export const adminPickingRoutes: FastifyPluginAsyncZod<AdminApiDeps> = async (app, deps) => {
  app.get(
    adminApiRoutes.picking,
    {
      schema: {
        tags: ['admin: orders'],
        summary:
          'The picking list of one delivery slot: every product summed, then each order’s lines (orders still to prepare only)',
        params: AdminStoreParamsSchema,
        querystring: PickingQuerySchema,
        response: { 200: PickingResponseSchema },
      },
    },
    async (request) => ({
      data: await pickingList(deps.db, adminContext(request).store.id, request.query),
    }),
  );
};
