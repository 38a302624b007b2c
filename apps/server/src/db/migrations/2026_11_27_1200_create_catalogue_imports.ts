import type { Kysely } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

/**
 * Spreadsheet imports waiting to be committed (decision 042). `POST /imports` checks a file and
 * keeps its valid rows here (JSON), writing nothing to the catalogue; `POST /imports/{id}/commit`
 * applies them in one transaction and stamps `committed_at`, so the same preview can't be
 * applied twice. The id is random and unguessable; a preview expires after `expires_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_imports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    // Null: the shared OPERATOR_TOKEN ("sistema").
    .addColumn('created_by_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text')
    // The file's columns (JSON array) and its valid rows, parsed (JSON array of objects).
    .addColumn('columns', 'text', (c) => c.notNull())
    .addColumn('rows', 'text', (c) => c.notNull())
    .addColumn('total_rows', 'integer', (c) => c.notNull())
    .addColumn('valid_rows', 'integer', (c) => c.notNull())
    .addColumn('invalid_rows', 'integer', (c) => c.notNull())
    .addColumn('create_rows', 'integer', (c) => c.notNull())
    .addColumn('update_rows', 'integer', (c) => c.notNull())
    .addColumn('unchanged_rows', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('committed_at', 'text')
    .execute();
  await db.schema
    .createIndex('catalogue_imports_expires_idx')
    .on('catalogue_imports')
    .column('expires_at')
    .execute();
  await db.schema
    .createIndex('catalogue_imports_store_idx')
    .on('catalogue_imports')
    .column('store_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('catalogue_imports').execute();
}
