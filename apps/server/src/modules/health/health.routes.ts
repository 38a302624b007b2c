import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { pingDatabase } from '../../db/database';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import type { Readiness } from './readiness';

const StatusSchema = z.object({ status: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod<{ db: Kysely<DB>; readiness: Readiness }> = async (
  app,
  { db, readiness },
) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'The process is alive',
        response: { 200: StatusSchema },
      },
    },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary:
          'The process can serve requests (database reachable); 503 once it has started stopping',
        response: { 200: StatusSchema },
      },
    },
    async (request) => {
      // Quiet: a stopping process answers this to every health check until it stops accepting.
      if (readiness.stopping) {
        throw new AppError('service_unavailable', messages.serverStopping, { quiet: true });
      }
      try {
        await pingDatabase(db);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        throw new AppError('service_unavailable', messages.serviceUnavailable);
      }
      return { status: 'ok' as const };
    },
  );
};
