import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export async function sumEntries(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('wallet_entries')
    .select((eb) => eb.fn.sum<number>('amount_cents').as('balance'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

export async function insertEntry(
  db: Kysely<DB>,
  entry: { userId: number; amountCents: number; reason: string; now: string },
): Promise<void> {
  await db
    .insertInto('wallet_entries')
    .values({
      user_id: entry.userId,
      amount_cents: entry.amountCents,
      reason: entry.reason,
      created_at: entry.now,
    })
    .execute();
}

/** Holds the user's ledger until the transaction ends, so two debits can't both pass. */
export async function lockLedger(db: Kysely<DB>, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', userId)
    .execute();
}
