import type { Kysely } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

/**
 * What a store's owner sets from the console (decision 043), beside the cut-off, lead days, days
 * ahead and WhatsApp the stores already had: which payment methods the store takes, and a
 * maintenance switch of its own (its shop front closed, the other stores open). And windows are
 * archived rather than deleted once orders were placed in them: an order keeps pointing at the
 * window it was placed in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('stores')
    .addColumn('accepts_cash', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('stores')
    .addColumn('accepts_card', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('stores')
    .addColumn('maintenance', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('delivery_windows').addColumn('archived_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('delivery_windows').dropColumn('archived_at').execute();
  await db.schema.alterTable('stores').dropColumn('maintenance').execute();
  await db.schema.alterTable('stores').dropColumn('accepts_card').execute();
  await db.schema.alterTable('stores').dropColumn('accepts_cash').execute();
}
