import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB, SandboxDeferredPaymentsTable } from '../../db/schema';

/** The sandbox's vouchers and transfer references (decision 060). */

export function findByReference(db: Kysely<DB>, reference: string) {
  return db
    .selectFrom('sandbox_deferred_payments')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst();
}

export function findByKey(db: Kysely<DB>, idempotencyKey: string) {
  return db
    .selectFrom('sandbox_deferred_payments')
    .selectAll()
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/** Inserts unless the key already issued one (a retry racing the first request). */
export async function insertPayment(
  db: Kysely<DB>,
  row: Insertable<SandboxDeferredPaymentsTable>,
): Promise<void> {
  await db
    .insertInto('sandbox_deferred_payments')
    .values(row)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
}

export async function updatePayment(
  db: Kysely<DB>,
  reference: string,
  changes: Updateable<SandboxDeferredPaymentsTable>,
): Promise<void> {
  await db
    .updateTable('sandbox_deferred_payments')
    .set(changes)
    .where('reference', '=', reference)
    .execute();
}

/** Adds a payment to what was received, in one statement (two payments at once both count). */
export async function addReceived(
  db: Kysely<DB>,
  reference: string,
  amountCents: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('sandbox_deferred_payments')
    .set((eb) => ({
      received_cents: eb('received_cents', '+', amountCents),
      updated_at: now,
    }))
    .where('reference', '=', reference)
    .execute();
}

export async function addRefunded(
  db: Kysely<DB>,
  reference: string,
  amountCents: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('sandbox_deferred_payments')
    .set((eb) => ({
      refunded_cents: eb('refunded_cents', '+', amountCents),
      updated_at: now,
    }))
    .where('reference', '=', reference)
    .execute();
}
