import { DevOutboxQuerySchema, DevOutboxResponseSchema, devApiRoutes } from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DevOutboxSender } from '../../providers/messaging/dev-outbox-sender';
import { normalizePhone } from '../auth/phone';

/**
 * `GET /api/dev/outbox?phone=` (DESIGN §7): the codes the development sender "sent", newest
 * first, so people and end-to-end tests can sign in. Registered only outside production.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{
  outbox: DevOutboxSender;
  allowedCountryCodes: readonly string[];
}> = async (app, { outbox, allowedCountryCodes }) => {
  app.get(
    devApiRoutes.outbox,
    {
      schema: {
        tags: ['development'],
        summary: 'Development outbox of sign-in codes (not in production)',
        querystring: DevOutboxQuerySchema,
        response: { 200: DevOutboxResponseSchema },
      },
    },
    async (request) => {
      const { phone } = request.query;
      const normalized =
        phone === undefined ? undefined : normalizePhone(phone, allowedCountryCodes);
      const entries = outbox.list(normalized?.ok ? normalized.phone : phone);
      return {
        data: entries.map((e) => ({
          phone: e.phone,
          channel: e.channel,
          code: e.code,
          sent_at: e.sent_at,
        })),
      };
    },
  );
};
