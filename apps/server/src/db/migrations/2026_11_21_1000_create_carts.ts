import { type ColumnDefinitionBuilder, type Kysely, SqliteAdapter, sql } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

function idColumn(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return (col: ColumnDefinitionBuilder) =>
    sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);

  await db.schema
    .createTable('coupons')
    .addColumn('id', 'integer', id)
    // Stored upper-case: codes are matched case-insensitively.
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('percent', 'fixed')`))
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('min_subtotal_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('max_uses', 'integer')
    .addColumn('max_uses_per_user', 'integer')
    .addColumn('store_id', 'integer', (c) => c.references('stores.id'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('carts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('coupon_id', 'integer', (c) => c.references('coupons.id').onDelete('set null'))
    .addColumn('delivery_type', 'text')
    .addColumn('delivery_date', 'text')
    .addColumn('delivery_slot_id', 'integer')
    .addColumn('address_id', 'integer')
    .addColumn('client_id', 'integer')
    .addColumn('client_address_id', 'integer')
    .addColumn('payment_method', 'text')
    .addColumn('use_wallet', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notes', 'text')
    .addColumn('blocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('carts_user_store_idx')
    .on('carts')
    .columns(['user_id', 'store_id'])
    .execute();
  // The purge job looks for old anonymous carts.
  await db.schema
    .createIndex('carts_anonymous_updated_at_idx')
    .on('carts')
    .columns(['user_id', 'updated_at'])
    .execute();

  await db.schema
    .createTable('cart_items')
    .addColumn('id', 'integer', id)
    .addColumn('cart_id', 'text', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('inventory_id', 'integer', (c) =>
      c.notNull().references('inventories.id').onDelete('cascade'),
    )
    .addColumn('qty', 'integer', (c) => c.notNull())
    // Only a seller or mentor ordering for a client sets this; null means the store's price.
    .addColumn('modified_unit_price_cents', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('cart_items_cart_inventory_unique', ['cart_id', 'inventory_id'])
    .addCheckConstraint('cart_items_qty_positive', sql`qty > 0`)
    .execute();
  await db.schema
    .createIndex('cart_items_inventory_id_idx')
    .on('cart_items')
    .column('inventory_id')
    .execute();

  await db.schema
    .createTable('coupon_redemptions')
    .addColumn('id', 'integer', id)
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('coupon_redemptions_coupon_user_idx')
    .on('coupon_redemptions')
    .columns(['coupon_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('coupon_redemptions').execute();
  await db.schema.dropTable('cart_items').execute();
  await db.schema.dropTable('carts').execute();
  await db.schema.dropTable('coupons').execute();
}
