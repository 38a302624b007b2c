import { type ColumnDefinitionBuilder, type Kysely, SqliteAdapter, sql } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

function idColumn(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return (col: ColumnDefinitionBuilder) =>
    sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('addresses')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('label', 'text')
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('exterior_number', 'text', (c) => c.notNull())
    .addColumn('internal_number', 'text')
    .addColumn('neighborhood', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('municipality', 'text', (c) => c.notNull())
    .addColumn('city', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('between_streets', 'text')
    .addColumn('references', 'text')
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('receiver_name', 'text', (c) => c.notNull())
    .addColumn('receiver_phone', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('addresses_user_id_created_idx')
    .on('addresses')
    .columns(['user_id', 'created_at'])
    .execute();
  // At most one default per user, whatever races the application loses.
  await db.schema
    .createIndex('addresses_one_default_per_user_idx')
    .on('addresses')
    .column('user_id')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();
  await db.schema.createIndex('carts_address_id_idx').on('carts').column('address_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('carts_address_id_idx').execute();
  await db.schema.dropTable('addresses').execute();
}
