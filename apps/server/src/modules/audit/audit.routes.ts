import {
  AdminStoreParamsSchema,
  AuditPageSchema,
  AuditQuerySchema,
  adminApiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminApiDeps } from '../../admin-deps';
import { adminContext } from '../../plugins/admin-access';
import { listAudit } from './audit.service';

/** The store's history of changes ("Historial"), newest first. */
export const adminAuditRoutes: FastifyPluginAsyncZod<AdminApiDeps> = async (app, deps) => {
  app.get(
    adminApiRoutes.audit,
    {
      schema: {
        tags: ['admin: audit'],
        summary: 'Every change made from the console or by automation, newest first',
        params: AdminStoreParamsSchema,
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema },
      },
    },
    (request) => listAudit(deps.db, adminContext(request).store.id, request.query),
  );
};
