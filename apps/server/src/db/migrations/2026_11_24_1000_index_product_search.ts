import { type Kysely, SqliteAdapter, sql } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

/**
 * Ranked full-text search over products (decision 026), with each database's own engine. The
 * index is kept by triggers, so every write to `products` (seeds, operators, plain SQL) keeps
 * it in step. The LIKE column `search_text` it replaces is dropped.
 *
 * - SQLite: an FTS5 table over the name and description, reading them from `products`
 *   (external content); the `unicode61 remove_diacritics 2` tokenizer folds case and accents
 *   ("Piña" is indexed as "pina"). Prefix indexes for 2 and 3 characters keep typeahead fast.
 * - PostgreSQL: a `tsvector` column, the name weighted A and the description B, built with the
 *   'simple' configuration (no stemming, no stop words) over `unaccent`, with a GIN index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('search_text').execute();
  if (db.getExecutor().adapter instanceof SqliteAdapter) await upSqlite(db);
  else await upPostgres(db);
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`
    create virtual table products_fts using fts5(
      name, description,
      content='products', content_rowid='id',
      tokenize='unicode61 remove_diacritics 2',
      prefix='2 3'
    )`.execute(db);
  await sql`
    create trigger products_fts_insert after insert on products begin
      insert into products_fts(rowid, name, description)
        values (new.id, new.name, new.description);
    end`.execute(db);
  await sql`
    create trigger products_fts_delete after delete on products begin
      insert into products_fts(products_fts, rowid, name, description)
        values ('delete', old.id, old.name, old.description);
    end`.execute(db);
  await sql`
    create trigger products_fts_update after update on products begin
      insert into products_fts(products_fts, rowid, name, description)
        values ('delete', old.id, old.name, old.description);
      insert into products_fts(rowid, name, description)
        values (new.id, new.name, new.description);
    end`.execute(db);
  await sql`insert into products_fts(products_fts) values ('rebuild')`.execute(db);
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  // A trusted extension since PostgreSQL 13: the database's owner may create it.
  await sql`create extension if not exists unaccent`.execute(db);
  await db.schema
    .alterTable('products')
    .addColumn('search_vector', sql`tsvector`)
    .execute();
  // `set search_path from current` pins the schema unaccent was found in now, so the trigger
  // works whatever search path the writing session has.
  await sql`
    create function products_search_vector() returns trigger language plpgsql
    set search_path from current as $$
    begin
      new.search_vector :=
        setweight(to_tsvector('simple', unaccent(new.name)), 'A') ||
        setweight(to_tsvector('simple', unaccent(new.description)), 'B');
      return new;
    end
    $$`.execute(db);
  await sql`
    create trigger products_search_vector before insert or update of name, description
    on products for each row execute function products_search_vector()`.execute(db);
  await sql`update products set name = name`.execute(db);
  await sql`create index products_search_vector_idx on products using gin (search_vector)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const trigger of ['products_fts_insert', 'products_fts_delete', 'products_fts_update']) {
      await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
    }
    await sql`drop table products_fts`.execute(db);
  } else {
    await sql`drop trigger products_search_vector on products`.execute(db);
    await sql`drop function products_search_vector()`.execute(db);
    await db.schema.alterTable('products').dropColumn('search_vector').execute();
  }
  await db.schema
    .alterTable('products')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Lower-cased only: the accent folding the old column had lived in application code.
  await sql`update products set search_text = lower(name || ' ' || description)`.execute(db);
}
