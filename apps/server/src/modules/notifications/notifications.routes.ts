import {
  NotificationPageSchema,
  NotificationParamsSchema,
  PageQuerySchema,
  ReadAllNotificationsResponseSchema,
  apiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { DB } from '../../db/schema';
import { requireUser, signedInOnly } from '../../plugins/auth';
import * as notifications from './notifications.service';

const tags = ['notifications'];

/** The signed-in user's notifications; nobody sees or marks anyone else's. */
export const notificationRoutes: FastifyPluginAsyncZod<{ db: Kysely<DB>; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.addHook('onRequest', signedInOnly);

  app.get(
    apiRoutes.notifications,
    {
      schema: {
        tags,
        summary: "The caller's notifications, newest first, with the unread count",
        querystring: PageQuerySchema,
        response: { 200: NotificationPageSchema },
      },
    },
    (request) => notifications.listNotifications(db, requireUser(request.user), request.query),
  );

  app.post(
    apiRoutes.notificationRead,
    {
      schema: {
        tags,
        summary: 'Mark one notification read',
        params: NotificationParamsSchema,
        response: { 200: ReadAllNotificationsResponseSchema },
      },
    },
    (request) =>
      notifications.markNotificationRead(db, requireUser(request.user), request.params.id, clock()),
  );

  app.post(
    apiRoutes.notificationsReadAll,
    {
      schema: {
        tags,
        summary: "Mark all the caller's notifications read",
        response: { 200: ReadAllNotificationsResponseSchema },
      },
    },
    (request) => notifications.markAllNotificationsRead(db, requireUser(request.user), clock()),
  );
};
