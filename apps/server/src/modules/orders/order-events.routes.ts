import {
  AdminStoreParamsSchema,
  OrderEventSchema,
  OrderEventsHeadersSchema,
  adminApiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminApiDeps } from '../../admin-deps';
import { adminContext } from '../../plugins/admin-access';
import { type OrderEventStream, orderStreamStart, streamOrderEvents } from './order-events.stream';

/**
 * The orders board's live feed (issue 23): server-sent events of the store's orders placed and
 * moved, in every process. Closing the app ends every open stream, so it never waits on one.
 */
export const adminOrderEventRoutes: FastifyPluginAsyncZod<AdminApiDeps> = async (app, deps) => {
  const streams = new Set<OrderEventStream>();
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });

  app.get(
    adminApiRoutes.orderEvents,
    {
      schema: {
        tags: ['admin: orders'],
        summary:
          'Server-sent events: `event: order` for each order placed or moved (its `id:` resumes a dropped stream through Last-Event-ID), `event: resync` when too much was missed, a comment every 15 s',
        params: AdminStoreParamsSchema,
        headers: OrderEventsHeadersSchema,
        response: {
          200: {
            description: 'A text/event-stream; each `data:` of an `order` event is this object.',
            content: { 'text/event-stream': { schema: OrderEventSchema } },
          },
        },
      },
    },
    async (request, reply) => {
      const { store } = adminContext(request);
      const header = request.headers['last-event-id'];
      const start = await orderStreamStart(
        deps.db,
        store.id,
        header === undefined ? null : Number(header),
      );
      // From here on the answer is this stream's own, written as events happen.
      reply.hijack();
      const stream = streamOrderEvents({
        db: deps.db,
        orderEvents: deps.orderEvents,
        storeId: store.id,
        start,
        response: reply.raw,
        headers: reply.getHeaders(),
        log: request.log,
      });
      streams.add(stream);
      void stream.closed.then(() => streams.delete(stream));
    },
  );
};
