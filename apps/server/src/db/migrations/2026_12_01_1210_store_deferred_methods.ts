import type { Kysely } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

/**
 * Each store chooses OXXO and SPEI as it chooses cash and card (decisions 043 and 060): on by
 * default, offered only while the shop has a payment provider for them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('stores')
    .addColumn('accepts_oxxo', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('stores')
    .addColumn('accepts_spei', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stores').dropColumn('accepts_spei').execute();
  await db.schema.alterTable('stores').dropColumn('accepts_oxxo').execute();
}
