import type { Kysely } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

/**
 * The sandbox's OXXO vouchers and SPEI references (decision 060), kept in the database rather
 * than in a process's memory, so that every server process sees the voucher another issued
 * and the sandbox's "pay" and "expire" reach it wherever they are asked. `reference` is both
 * the provider's id and what the shopper reads (the voucher number, the transfer reference);
 * `received_cents` is what was paid on it, `refunded_cents` what went back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sandbox_deferred_payments')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('clabe', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('received_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_deferred_payments').execute();
}
