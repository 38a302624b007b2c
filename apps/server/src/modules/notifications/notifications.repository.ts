import type { Insertable, Kysely } from 'kysely';
import type { DB, NotificationsTable } from '../../db/schema';

export async function insertNotification(db: Kysely<DB>, values: Insertable<NotificationsTable>) {
  await db.insertInto('notifications').values(values).execute();
}

export function listNotifications(db: Kysely<DB>, userId: number, limit: number, offset: number) {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countNotifications(db: Kysely<DB>, userId: number, unreadOnly: boolean) {
  let query = db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId);
  if (unreadOnly) query = query.where('read_at', 'is', null);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Marks one of the user's notifications read; false when it isn't theirs. */
export async function markRead(db: Kysely<DB>, userId: number, id: number, at: string) {
  const result = await db
    .updateTable('notifications')
    .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(at)) }))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markAllRead(db: Kysely<DB>, userId: number, at: string) {
  await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
}
