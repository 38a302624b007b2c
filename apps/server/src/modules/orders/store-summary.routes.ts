import {
  AdminStoreParamsSchema,
  StoreSummaryQuerySchema,
  StoreSummaryResponseSchema,
  adminApiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminApiDeps } from '../../admin-deps';
import { adminContext } from '../../plugins/admin-access';
import { storeSummary } from './store-summary.service';

/** "Hoy": the store's day at a glance (issue 23). */
export const adminSummaryRoutes: FastifyPluginAsyncZod<AdminApiDeps> = async (app, deps) => {
  app.get(
    adminApiRoutes.summary,
    {
      schema: {
        tags: ['admin: orders'],
        summary:
          "A delivery day's orders, booked sales, average basket and cancellations (today in the store's time zone by default), and the products sold out or nearly",
        params: AdminStoreParamsSchema,
        querystring: StoreSummaryQuerySchema,
        response: { 200: StoreSummaryResponseSchema },
      },
    },
    async (request) => ({
      data: await storeSummary(
        deps.db,
        deps.clock(),
        adminContext(request).store,
        request.query.date,
      ),
    }),
  );
};
