import { type NotificationPage, type PageQuery, pageMeta } from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import type { AuthUser } from '../auth/session.service';
import * as repo from './notifications.repository';

export interface NewNotification {
  userId: number;
  orderId: number | null;
  title: string;
  body: string;
  now: Date;
}

/** Writes a notification for a user (in the caller's transaction, so it lands with the change). */
export function notify(db: Kysely<DB>, notification: NewNotification): Promise<void> {
  return repo.insertNotification(db, {
    user_id: notification.userId,
    order_id: notification.orderId,
    title: notification.title,
    body: notification.body,
    created_at: notification.now.toISOString(),
  });
}

export async function listNotifications(
  db: Kysely<DB>,
  user: AuthUser,
  page: PageQuery,
): Promise<NotificationPage> {
  const [rows, total, unread] = await Promise.all([
    repo.listNotifications(db, user.id, page.per_page, (page.page - 1) * page.per_page),
    repo.countNotifications(db, user.id, false),
    repo.countNotifications(db, user.id, true),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      title: row.title,
      body: row.body,
      order_id: row.order_id,
      read: row.read_at !== null,
      created_at: row.created_at,
    })),
    meta: pageMeta(page.page, page.per_page, total),
    unread_count: unread,
  };
}

export async function markNotificationRead(
  db: Kysely<DB>,
  user: AuthUser,
  id: number,
  now: Date,
): Promise<{ unread_count: number }> {
  if (!(await repo.markRead(db, user.id, id, now.toISOString()))) {
    throw new AppError('notification_not_found', messages.notificationNotFound);
  }
  return { unread_count: await repo.countNotifications(db, user.id, true) };
}

export async function markAllNotificationsRead(
  db: Kysely<DB>,
  user: AuthUser,
  now: Date,
): Promise<{ unread_count: number }> {
  await repo.markAllRead(db, user.id, now.toISOString());
  return { unread_count: 0 };
}
