import { type ColumnDefinitionBuilder, type Kysely, SqliteAdapter, sql } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

function idColumn(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return (col: ColumnDefinitionBuilder) =>
    sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
}

/**
 * A seller's or mentor's clients and their addresses. Carts point at them through the existing
 * `client_id` / `client_address_id` columns without a foreign key (SQLite can't add one to an
 * existing table without rebuilding it): deleting a client or address sets those to null in the
 * same transaction. Orders keep their own JSON snapshot of the client, so nothing references them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);

  await db.schema
    .createTable('clients')
    .addColumn('id', 'integer', id)
    .addColumn('owner_user_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    // E.164, normalized like sign-in phones (+52 1 … is +52 …).
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('notes', 'text')
    // Lower-case, accent-free name plus the phone's digits: what `q` searches.
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One client per phone in each owner's list, whatever races the application loses.
  await db.schema
    .createIndex('clients_owner_phone_unique')
    .on('clients')
    .columns(['owner_user_id', 'phone'])
    .unique()
    .execute();
  await db.schema
    .createIndex('clients_owner_created_idx')
    .on('clients')
    .columns(['owner_user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('client_addresses')
    .addColumn('id', 'integer', id)
    .addColumn('client_id', 'integer', (c) =>
      c.notNull().references('clients.id').onDelete('cascade'),
    )
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
    .createIndex('client_addresses_client_id_created_idx')
    .on('client_addresses')
    .columns(['client_id', 'created_at'])
    .execute();
  // At most one default per client.
  await db.schema
    .createIndex('client_addresses_one_default_per_client_idx')
    .on('client_addresses')
    .column('client_id')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();

  // Deleting a client or one of its addresses finds the carts pointing at it.
  await db.schema.createIndex('carts_client_id_idx').on('carts').column('client_id').execute();
  await db.schema
    .createIndex('carts_client_address_id_idx')
    .on('carts')
    .column('client_address_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('carts_client_address_id_idx').execute();
  await db.schema.dropIndex('carts_client_id_idx').execute();
  await db.schema.dropTable('client_addresses').execute();
  await db.schema.dropTable('clients').execute();
}
