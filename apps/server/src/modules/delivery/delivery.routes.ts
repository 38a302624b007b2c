import {
  DeliverySlotsQuerySchema,
  DeliverySlotsResponseSchema,
  StoreIdParamsSchema,
  apiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { DB } from '../../db/schema';
import { listSlots } from './delivery.service';

export const deliveryRoutes: FastifyPluginAsyncZod<{ db: Kysely<DB>; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.get(
    apiRoutes.storeDeliverySlots,
    {
      schema: {
        tags: ['delivery'],
        summary:
          "A store's delivery or pickup days and slots, in its time zone (full or past slots unavailable; with payment_method oxxo or spei, slots too soon to pay)",
        params: StoreIdParamsSchema,
        querystring: DeliverySlotsQuerySchema,
        response: { 200: DeliverySlotsResponseSchema },
      },
    },
    async (request) => ({
      data: await listSlots(
        db,
        clock(),
        request.params.id,
        request.query.type,
        request.query.payment_method,
      ),
    }),
  );
};
