import { type Kysely, SqliteAdapter, sql } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

/**
 * Spanish stemming for the product search (decision 047), so "aguacates" finds "Aguacate hass":
 * both engines index every word of a name and a description folded (lower-case, accent-free)
 * and also its Snowball Spanish stem, and re-index the products they already hold.
 *
 * - PostgreSQL: the 'simple' vector of 026 plus one from `spanish_unstopped`, a copy of the
 *   `spanish` configuration whose stemmer keeps stop words: `spanish` drops "té", "mi" or "con"
 *   altogether, so "té" would find nothing and typing "con" would not suggest "Concha".
 * - SQLite has no Spanish stemmer: the connection provides `search_index_words(text)` (the
 *   folded words, each followed by its stem where that differs, computed with the same Snowball
 *   algorithm), and the triggers index what it returns. The FTS5 table becomes contentless:
 *   with `content='products'` a 'rebuild' would silently index the raw text again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await upSqlite(db);
  else await upPostgres(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await downSqlite(db);
  else await downPostgres(db);
}

const FTS_TRIGGERS = ['products_fts_insert', 'products_fts_delete', 'products_fts_update'];

async function dropSqliteIndex(db: Kysely<unknown>): Promise<void> {
  for (const trigger of FTS_TRIGGERS) await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  await sql`drop table products_fts`.execute(db);
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await dropSqliteIndex(db);
  await sql`
    create virtual table products_fts using fts5(
      name, description,
      content='', contentless_delete=1,
      tokenize='unicode61 remove_diacritics 2',
      prefix='2 3'
    )`.execute(db);
  await sql`
    create trigger products_fts_insert after insert on products begin
      insert into products_fts(rowid, name, description)
        values (new.id, search_index_words(new.name), search_index_words(new.description));
    end`.execute(db);
  await sql`
    create trigger products_fts_delete after delete on products begin
      delete from products_fts where rowid = old.id;
    end`.execute(db);
  await sql`
    create trigger products_fts_update after update of name, description on products begin
      delete from products_fts where rowid = old.id;
      insert into products_fts(rowid, name, description)
        values (new.id, search_index_words(new.name), search_index_words(new.description));
    end`.execute(db);
  await sql`
    insert into products_fts(rowid, name, description)
      select id, search_index_words(name), search_index_words(description) from products`.execute(
    db,
  );
}

/** Back to decision 026's index: external content, the unicode61 tokenizer alone. */
async function downSqlite(db: Kysely<unknown>): Promise<void> {
  await dropSqliteIndex(db);
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
  // A snowball dictionary without a StopWords file keeps every word.
  await sql`
    create text search dictionary spanish_stem_unstopped (template = snowball, language = spanish)
  `.execute(db);
  await sql`create text search configuration spanish_unstopped (copy = spanish)`.execute(db);
  await sql`
    alter text search configuration spanish_unstopped
      alter mapping replace spanish_stem with spanish_stem_unstopped`.execute(db);
  await sql`
    create or replace function products_search_vector() returns trigger language plpgsql
    set search_path from current as $$
    begin
      new.search_vector :=
        setweight(
          to_tsvector('simple', unaccent(new.name)) ||
            to_tsvector('spanish_unstopped', unaccent(new.name)),
          'A') ||
        setweight(
          to_tsvector('simple', unaccent(new.description)) ||
            to_tsvector('spanish_unstopped', unaccent(new.description)),
          'B');
      return new;
    end
    $$`.execute(db);
  await sql`update products set name = name`.execute(db);
}

async function downPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function products_search_vector() returns trigger language plpgsql
    set search_path from current as $$
    begin
      new.search_vector :=
        setweight(to_tsvector('simple', unaccent(new.name)), 'A') ||
        setweight(to_tsvector('simple', unaccent(new.description)), 'B');
      return new;
    end
    $$`.execute(db);
  await sql`update products set name = name`.execute(db);
  await sql`drop text search configuration spanish_unstopped`.execute(db);
  await sql`drop text search dictionary spanish_stem_unstopped`.execute(db);
}
