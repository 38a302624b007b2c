import { type Kysely, sql } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

/**
 * Products a store owns (decision 042). Until now every product row was the marketplace's,
 * shared by every store that offers it; a store's operators now edit names, descriptions,
 * categories, units and pictures, which must not change what another store shows. So a product
 * may belong to one store (`store_id`; null: the shared catalogue's), and a store that edits a
 * shared product gets its own copy, which remembers the product it was copied from
 * (`source_product_id`) so the store's old product address keeps answering.
 *
 * No foreign keys on the two columns: SQLite can't drop a column that has one, and this
 * migration must be able to roll back. Every writer is the catalogue module, which sets both.
 *
 * Offers seeded after the SKU column came (their seed didn't set one) take their product's slug
 * as SKU, as the older ones did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('store_id', 'integer').execute();
  await db.schema.alterTable('products').addColumn('source_product_id', 'integer').execute();
  await db.schema.createIndex('products_store_id_idx').on('products').column('store_id').execute();
  await db.schema
    .createIndex('products_source_product_id_idx')
    .on('products')
    .column('source_product_id')
    .execute();
  await sql`update inventories set sku = (select slug from products where products.id = inventories.product_id) where sku is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('products_source_product_id_idx').execute();
  await db.schema.dropIndex('products_store_id_idx').execute();
  await db.schema.alterTable('products').dropColumn('source_product_id').execute();
  await db.schema.alterTable('products').dropColumn('store_id').execute();
}
