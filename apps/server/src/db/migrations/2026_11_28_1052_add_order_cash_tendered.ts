import type { Kysely } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

/**
 * "¿Con cuánto pagas?" (decision 052): the bill a cash order's shopper pays with, in cents, so
 * the courier or the counter brings the change. Null when they didn't say, and for every order
 * placed before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('cash_tendered_cents', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('cash_tendered_cents').execute();
}
