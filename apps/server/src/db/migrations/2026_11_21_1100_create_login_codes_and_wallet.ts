import { type ColumnDefinitionBuilder, type Kysely, SqliteAdapter } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

function idColumn(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return (col: ColumnDefinitionBuilder) =>
    sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);

  await db.schema
    .createTable('login_codes')
    .addColumn('id', 'integer', id)
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('code_hmac', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('consumed_at', 'text')
    .execute();
  await db.schema
    .createIndex('login_codes_phone_created_idx')
    .on('login_codes')
    .columns(['phone', 'created_at'])
    .execute();

  await db.schema
    .createTable('registration_tokens')
    .addColumn('id', 'integer', id)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('wallet_entries')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('wallet_entries_user_id_idx')
    .on('wallet_entries')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wallet_entries').execute();
  await db.schema.dropTable('registration_tokens').execute();
  await db.schema.dropTable('login_codes').execute();
}
