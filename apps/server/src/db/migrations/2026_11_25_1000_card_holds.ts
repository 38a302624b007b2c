import { type ColumnDefinitionBuilder, type Kysely, SqliteAdapter } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

function idColumn(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return (col: ColumnDefinitionBuilder) =>
    sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
}

/**
 * Every card hold an order asks for is written down before the provider is asked, so a hold
 * whose order was never written (the provider timed out after holding the money, or the
 * process died between the hold and the order) is found and released (decision 033). One live
 * hold per placer and order key: a retried request reuses it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('card_holds')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('order_key', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('card_holds_user_key_idx')
    .on('card_holds')
    .columns(['user_id', 'order_key'])
    .execute();
  await db.schema
    .createIndex('card_holds_state_updated_idx')
    .on('card_holds')
    .columns(['state', 'updated_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('card_holds').execute();
}
