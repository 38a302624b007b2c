import type { Kysely } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

/**
 * A banner's picture at several widths (decision 036): JSON `{"avif": srcset, "webp": srcset}`,
 * null for a banner stored at one size only. Products keep theirs inside `images`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('banners').addColumn('image_sources', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('banners').dropColumn('image_sources').execute();
}
