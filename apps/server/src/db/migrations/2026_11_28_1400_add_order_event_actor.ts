import type { Kysely } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

/**
 * Who made a feed event (decision 052): 'customer' when the shopper, or the seller or mentor who
 * placed the order, cancelled it from the shop, so the board can tell the store at once; null for
 * the store's own moves, the shared token and the command line, and for every earlier event.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_events').addColumn('actor', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_events').dropColumn('actor').execute();
}
