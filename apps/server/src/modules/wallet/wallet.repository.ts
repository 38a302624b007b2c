import type { WalletMovementKind } from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export async function sumEntries(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('wallet_entries')
    .select((eb) => eb.fn.sum<number | string>('amount_cents').as('balance'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

export interface NewEntry {
  userId: number;
  amountCents: number;
  kind: WalletMovementKind;
  orderId: number | null;
  reason: string;
  now: string;
}

/**
 * Appends an entry; false when the order already has an entry of this kind (the unique
 * (kind, order_id) index), so a replayed payment, refund or commission writes nothing.
 */
export async function insertEntryOnce(db: Kysely<DB>, entry: NewEntry): Promise<boolean> {
  const row = await db
    .insertInto('wallet_entries')
    .values({
      user_id: entry.userId,
      amount_cents: entry.amountCents,
      kind: entry.kind,
      order_id: entry.orderId,
      reason: entry.reason,
      created_at: entry.now,
    })
    .onConflict((oc) => oc.columns(['kind', 'order_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export function findOrderEntry(db: Kysely<DB>, kind: WalletMovementKind, orderId: number) {
  return db
    .selectFrom('wallet_entries')
    .selectAll()
    .where('kind', '=', kind)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

/** One user's entries, newest first. */
export function listEntries(db: Kysely<DB>, userId: number, limit: number, offset: number) {
  return db
    .selectFrom('wallet_entries')
    .select(['id', 'amount_cents', 'kind', 'order_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countEntries(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('wallet_entries')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Holds the user's ledger until the transaction ends, so two debits can't both pass. */
export async function lockLedger(db: Kysely<DB>, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', userId)
    .execute();
}
