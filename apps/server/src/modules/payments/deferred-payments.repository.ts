import type { Kysely } from 'kysely';
import type { DB, PaymentsTable } from '../../db/schema';

/** OXXO and SPEI records and their refunds (decision 060). */

const DEFERRED = ['oxxo', 'spei'] as const;

/**
 * A refund of a deferred payment, written in the transaction that decides it (so it is decided
 * once) before the provider is asked; its `reference` stays null until the provider answers.
 */
export async function insertPendingRefund(
  db: Kysely<DB>,
  values: {
    orderId: number;
    provider: PaymentsTable['provider'];
    method: 'oxxo' | 'spei';
    amountCents: number;
    stamp: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('payments')
    .values({
      order_id: values.orderId,
      provider: values.provider,
      kind: 'refund',
      reference: null,
      status: 'refunded',
      amount_cents: values.amountCents,
      method: values.method,
      created_at: values.stamp,
      updated_at: values.stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setRefundReference(
  db: Kysely<DB>,
  id: number,
  reference: string,
  stamp: string,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ reference, updated_at: stamp })
    .where('id', '=', id)
    .where('reference', 'is', null)
    .execute();
}

/**
 * Refunds decided but not confirmed by the provider, written between `since` (the provider's
 * memory of idempotency keys) and `before` (their request is surely over).
 */
export function listUnsentRefunds(db: Kysely<DB>, since: string, before: string, limit: number) {
  return db
    .selectFrom('payments as refund')
    .innerJoin('payments as charge', (join) =>
      join
        .onRef('charge.order_id', '=', 'refund.order_id')
        .on('charge.kind', '=', 'charge')
        .onRef('charge.method', '=', 'refund.method'),
    )
    .select([
      'refund.id',
      'refund.order_id',
      'refund.amount_cents',
      'charge.reference as charge_reference',
    ])
    .where('refund.kind', '=', 'refund')
    .where('refund.method', 'in', DEFERRED)
    .where('refund.reference', 'is', null)
    .where('refund.created_at', '<', before)
    .where('refund.created_at', '>', since)
    .where('charge.reference', 'is not', null)
    .orderBy('refund.id')
    .limit(limit)
    .execute();
}

/** Records still awaiting their payment whose deadline passed. */
export function listLapsedRecords(db: Kysely<DB>, now: string, limit: number) {
  return db
    .selectFrom('payments')
    .select(['id', 'order_id', 'reference'])
    .where('kind', '=', 'charge')
    .where('method', 'in', DEFERRED)
    .where('status', '=', 'awaiting_payment')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

/**
 * Orders still `pending` whose deferred payment was settled or expired, but whose move (to
 * confirmed, or cancelled) never happened: the process stopped between the two.
 */
export function listUnmovedOrders(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select(['payments.id', 'payments.order_id', 'payments.status'])
    .where('payments.kind', '=', 'charge')
    .where('payments.method', 'in', DEFERRED)
    .where('payments.status', 'in', ['paid', 'expired'])
    .where('payments.edit_id', 'is', null)
    .where('orders.status', '=', 'pending')
    .orderBy('payments.id')
    .limit(limit)
    .execute();
}

/** The record a provider's payment belongs to (the newest, when an edit replaced a voucher). */
export function findDeferredRecordRow(
  db: Kysely<DB>,
  provider: PaymentsTable['provider'],
  reference: string,
) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', provider)
    .where('reference', '=', reference)
    .where('kind', '=', 'charge')
    .where('method', 'in', DEFERRED)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export function findEditRecordRow(db: Kysely<DB>, orderId: number, editId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('kind', '=', 'charge')
    .where('edit_id', '=', editId)
    .executeTakeFirst();
}

/** Who pays an order, in what currency, under which number (a voucher for an edit). */
export function findOrderPayer(db: Kysely<DB>, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['placed_by_user_id', 'currency', 'number'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/** The store's edit cut-off (decision 061): an OXXO/SPEI deadline ends before it. */
export async function findStoreCutoff(db: Kysely<DB>, storeId: number): Promise<number> {
  const row = await db
    .selectFrom('stores')
    .select('edit_cutoff_minutes')
    .where('id', '=', storeId)
    .executeTakeFirst();
  return row?.edit_cutoff_minutes ?? 0;
}

/** Holds an order row until the transaction ends (as a status change locks it). */
export function lockOrderRow(db: Kysely<DB>, id: number, now: string) {
  return db
    .updateTable('orders')
    .set({ updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export function findOrderStore(db: Kysely<DB>, orderId: number) {
  return db
    .selectFrom('orders')
    .innerJoin('stores', 'stores.id', 'orders.store_id')
    .select(['orders.id', 'orders.number', 'orders.status', 'orders.store_id', 'stores.slug'])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
}
