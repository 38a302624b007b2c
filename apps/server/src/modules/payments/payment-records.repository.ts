import type { PaymentMethod, PaymentRecordStatus, PaymentStatus } from '@canasta/contract';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB, PaymentRow, PaymentsTable } from '../../db/schema';
import type { PaymentDetails, PaymentRecord, StartedPayment } from './payment-handler';

/** Payment records: the `payments` rows of kind 'charge' (decision 059). */

/**
 * A row as a record. A row the previous release wrote (no `method`) is its order's method, and
 * its 'pending' status (never written for a charge, kept for the type) reads as awaiting.
 */
export function toRecord(row: PaymentRow, orderMethod: PaymentMethod): PaymentRecord {
  return {
    id: row.id,
    orderId: row.order_id,
    method: row.method ?? (row.reference?.startsWith('wallet:') ? 'wallet' : orderMethod),
    status: row.status === 'pending' ? 'awaiting_payment' : row.status,
    provider: row.provider,
    reference: row.reference,
    amountCents: row.amount_cents,
    refundedCents: row.refunded_cents,
    receivedCents: row.received_cents,
    expiresAt: row.expires_at,
    details: parseDetails(row.details),
    editId: row.edit_id,
  };
}

function parseDetails(text: string | null): PaymentDetails | null {
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? parsed : null;
  } catch {
    return null;
  }
}

export function listRecordRows(db: Kysely<DB>, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .where('kind', '=', 'charge')
    .orderBy('id')
    .execute();
}

export function findRecordRow(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', 'charge')
    .executeTakeFirst();
}

export function findRecordByReference(
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
    .orderBy('id')
    .executeTakeFirst();
}

export async function insertRecord(
  trx: Kysely<DB>,
  orderId: number,
  started: StartedPayment,
  stamp: string,
  editId: number | null = null,
): Promise<PaymentRecord> {
  const values: Insertable<PaymentsTable> = {
    order_id: orderId,
    provider: started.provider,
    kind: 'charge',
    reference: started.reference,
    status: started.status,
    amount_cents: started.amountCents,
    method: started.method,
    expires_at: started.expiresAt,
    details: started.details === null ? null : JSON.stringify(started.details),
    edit_id: editId,
    created_at: stamp,
    updated_at: stamp,
  };
  const row = await trx
    .insertInto('payments')
    .values(values)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRecord(row, started.method);
}

/**
 * Moves a record, only from the statuses given (null: from any), so a step run twice changes
 * nothing the second time. Answers whether it moved.
 */
export async function updateRecord(
  db: Kysely<DB>,
  id: number,
  changes: Updateable<PaymentsTable>,
  from: readonly (PaymentRecordStatus | 'pending')[] | null = null,
): Promise<boolean> {
  let query = db.updateTable('payments').set(changes).where('id', '=', id);
  if (from !== null) query = query.where('status', 'in', from);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertRefundRow(
  db: Kysely<DB>,
  values: {
    orderId: number;
    provider: PaymentsTable['provider'];
    method: PaymentMethod;
    reference: string | null;
    amountCents: number;
    stamp: string;
    /** The order edit the refund gives back the difference of. */
    editId?: number | null;
  },
): Promise<void> {
  await db
    .insertInto('payments')
    .values({
      order_id: values.orderId,
      provider: values.provider,
      kind: 'refund',
      reference: values.reference,
      status: 'refunded',
      amount_cents: values.amountCents,
      method: values.method,
      edit_id: values.editId ?? null,
      created_at: values.stamp,
      updated_at: values.stamp,
    })
    .execute();
}

/** The record's status once `refundedCents` of what it collected went back. */
export function refundedStatus(record: PaymentRecord, refundedCents: number): PaymentRecordStatus {
  return refundedCents >= record.amountCents ? 'refunded' : 'partially_refunded';
}

/** The statuses of an order's records. */
export function listRecordStatuses(db: Kysely<DB>, orderId: number) {
  return db
    .selectFrom('payments')
    .select('status')
    .where('order_id', '=', orderId)
    .where('kind', '=', 'charge')
    .execute();
}

export async function setOrderPaymentStatus(
  db: Kysely<DB>,
  orderId: number,
  status: PaymentStatus,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ payment_status: status })
    .where('id', '=', orderId)
    .where('payment_status', '<>', status)
    .execute();
}

/** Orders whose wallet payment was given back (the ledger's refund entry). */
export async function findWalletRefundedOrders(
  db: Kysely<DB>,
  orderIds: readonly number[],
): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('wallet_entries')
    .select('order_id')
    .where('kind', '=', 'order_refund')
    .where('order_id', 'in', orderIds)
    .execute();
  return new Set(rows.flatMap((row) => (row.order_id === null ? [] : [row.order_id])));
}

export function findOrder(db: Kysely<DB>, orderId: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
}

/** Holds the order row until the transaction ends (as a status change does). */
export function lockOrder(db: Kysely<DB>, orderId: number, stamp: string) {
  return db
    .updateTable('orders')
    .set({ updated_at: stamp })
    .where('id', '=', orderId)
    .returningAll()
    .executeTakeFirst();
}

/** Who pays the order's wallet part: its placer (decision 019). */
export async function findPayer(db: Kysely<DB>, orderId: number): Promise<number> {
  const order = await db
    .selectFrom('orders')
    .select('placed_by_user_id')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return order.placed_by_user_id;
}

/** Whether an order edit's change was written already (a record or refund carrying its id). */
export async function editApplied(
  db: Kysely<DB>,
  orderId: number,
  editId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('payments')
    .select('id')
    .where('order_id', '=', orderId)
    .where('edit_id', '=', editId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setOrderMoney(
  db: Kysely<DB>,
  orderId: number,
  money: { wallet_applied_cents: number; hold_cents: number | null },
): Promise<void> {
  await db.updateTable('orders').set(money).where('id', '=', orderId).execute();
}
