import type { Kysely } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

/**
 * Each offer's link-preview card (decision 051): the address of a 1200×630 picture of its photo,
 * name, prices and store, named after a fingerprint of what it shows; null until it is drawn.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('inventories').addColumn('share_image_url', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('inventories').dropColumn('share_image_url').execute();
}
