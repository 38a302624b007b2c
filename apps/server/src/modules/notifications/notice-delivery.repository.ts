import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Notices to deliver: still pending, or claimed by a worker so long ago (`staleBefore`) that it
 * must have died mid-send.
 */
export async function findDueNotices(db: Kysely<DB>, staleBefore: string, limit: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'delivery_status', 'delivery_attempts'])
    .where((eb) =>
      eb.or([
        eb('delivery_status', '=', 'pending'),
        eb.and([
          eb('delivery_status', '=', 'sending'),
          eb('delivery_claimed_at', '<', staleBefore),
        ]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Takes a notice for one worker: a conditional update, so of two workers only one gets it. A
 * claim older than `staleBefore` is taken over (its worker was killed mid-send).
 */
export async function claimNotice(
  db: Kysely<DB>,
  id: number,
  claim: string,
  at: string,
  staleBefore: string,
): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set((eb) => ({
      delivery_status: 'sending',
      delivery_claim: claim,
      delivery_claimed_at: at,
      delivery_attempts: eb('delivery_attempts', '+', 1),
    }))
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('delivery_status', '=', 'pending'),
        eb.and([
          eb('delivery_status', '=', 'sending'),
          eb('delivery_claimed_at', '<', staleBefore),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The notice with its recipient's phone and the channel they last asked a code on. */
export async function findNoticeToSend(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('notifications')
    .innerJoin('users', 'users.id', 'notifications.user_id')
    .select((eb) => [
      'notifications.title',
      'notifications.body',
      'users.phone',
      eb
        .selectFrom('login_codes')
        .select('login_codes.channel')
        .whereRef('login_codes.phone', '=', 'users.phone')
        .orderBy('login_codes.id', 'desc')
        .limit(1)
        .as('last_channel'),
    ])
    .where('notifications.id', '=', id)
    .executeTakeFirst();
}

/** Ends a claim: only the worker still holding it may (a stale one was taken over). */
export async function finishNotice(
  db: Kysely<DB>,
  id: number,
  claim: string,
  values:
    | { delivery_status: 'delivered'; delivered_at: string; delivery_channel: 'whatsapp' | 'sms' }
    | { delivery_status: 'pending' | 'failed'; delivery_error: string },
): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set({ ...values, delivery_claim: null })
    .where('id', '=', id)
    .where('delivery_claim', '=', claim)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a notice up (its job kept failing), whoever holds it: a person retries it. */
export async function giveUpNotice(db: Kysely<DB>, id: number, reason: string) {
  await db
    .updateTable('notifications')
    .set({ delivery_status: 'failed', delivery_claim: null, delivery_error: reason })
    .where('id', '=', id)
    .where('delivery_status', 'in', ['pending', 'sending'])
    .execute();
}

/** Puts a failed notice back in line (`npm run ops -- jobs:retry`). */
export async function requeueNotice(db: Kysely<DB>, id: number) {
  await db
    .updateTable('notifications')
    .set({ delivery_status: 'pending', delivery_claim: null })
    .where('id', '=', id)
    .where('delivery_status', '=', 'failed')
    .execute();
}
