import { type ColumnDefinitionBuilder, type Kysely, SqliteAdapter, sql } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

function idColumn(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return (col: ColumnDefinitionBuilder) =>
    sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
}

/**
 * The operator side (decision 040): who runs which store (`store_operators`), what each of them
 * changed (`audit_log`, one row per admin write, written in the write's transaction), who moved
 * an order and why (`order_status_history`), and a SKU per offer, unique in its store, that
 * spreadsheet imports match on. Existing offers take their product's slug as SKU.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('store_operators')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'staff')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_operators_pkey', ['user_id', 'store_id'])
    .execute();
  await db.schema
    .createIndex('store_operators_store_idx')
    .on('store_operators')
    .column('store_id')
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    // Null: the shared OPERATOR_TOKEN ("sistema").
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_store_id_idx')
    .on('audit_log')
    .columns(['store_id', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_log_store_entity_idx')
    .on('audit_log')
    .columns(['store_id', 'entity', 'id'])
    .execute();

  await db.schema
    .alterTable('order_status_history')
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema.alterTable('order_status_history').addColumn('actor_name', 'text').execute();
  await db.schema.alterTable('order_status_history').addColumn('reason', 'text').execute();

  await db.schema.alterTable('inventories').addColumn('sku', 'text').execute();
  await sql`update inventories set sku = (select slug from products where products.id = inventories.product_id)`.execute(
    db,
  );
  await db.schema
    .createIndex('inventories_store_sku_key')
    .on('inventories')
    .columns(['store_id', 'sku'])
    .unique()
    .execute();

  // The orders board reads one store's day, slot by slot.
  await db.schema
    .createIndex('orders_store_delivery_idx')
    .on('orders')
    .columns(['store_id', 'delivery_date', 'delivery_slot_start'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_store_delivery_idx').execute();
  await db.schema.dropIndex('inventories_store_sku_key').execute();
  await db.schema.alterTable('inventories').dropColumn('sku').execute();
  await db.schema.alterTable('order_status_history').dropColumn('reason').execute();
  await db.schema.alterTable('order_status_history').dropColumn('actor_name').execute();
  await db.schema.alterTable('order_status_history').dropColumn('actor_user_id').execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('store_operators').execute();
}
