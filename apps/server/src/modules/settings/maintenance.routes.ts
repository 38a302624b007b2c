import { MaintenanceBodySchema, MaintenanceResponseSchema, opsApiRoutes } from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOperatorToken } from '../../plugins/operator-token';
import { type MaintenanceDeps, getMaintenance, setMaintenance } from './settings.service';

/** Operator routes under /api/ops: read and switch the shop front's maintenance (decision 038). */
export const maintenanceRoutes: FastifyPluginAsyncZod<
  MaintenanceDeps & { operatorToken: string }
> = async (app, deps) => {
  requireOperatorToken(app, deps.operatorToken);

  app.get(
    opsApiRoutes.maintenance,
    {
      schema: {
        tags: ['operators'],
        summary: 'Whether the shop front is closed for maintenance',
        response: { 200: MaintenanceResponseSchema },
      },
    },
    async () => ({ data: await getMaintenance(deps.db) }),
  );

  app.put(
    opsApiRoutes.maintenance,
    {
      schema: {
        tags: ['operators'],
        summary: 'Turn maintenance on or off: every page of the shop front shows it at once',
        body: MaintenanceBodySchema,
        response: { 200: MaintenanceResponseSchema },
      },
    },
    async (request) => ({ data: await setMaintenance(deps, request.body.enabled) }),
  );
};
