import { type ColumnDefinitionBuilder, type Kysely, SqliteAdapter, sql } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

function idColumn(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return (col: ColumnDefinitionBuilder) =>
    sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
}

/**
 * The orders board's live feed (issue 23): one row per order placed and per status change,
 * written in the change's own transaction. A store's events, read in id order, are what every
 * API process streams to its operators and what a reconnecting stream replays from
 * `Last-Event-ID`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_events')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('created', 'status')`))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_events_store_id_idx')
    .on('order_events')
    .columns(['store_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_events').execute();
}
