import { type Kysely, SqliteAdapter, sql } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

/**
 * Issue 28 (decision 066): a store's catalogue lists its offers in stock first, then by the
 * product's slug. That order spans `inventories` and `products`, so no index gave it: every page
 * of a store's listing sorted all of the store's offers (10,000 rows for a big store) to return
 * twenty. The offer now keeps its product's slug (`product_slug`), and one index on `inventories`
 * holds the listing's whole order per store, so a page reads its own rows and the count reads
 * the index alone.
 *
 * The copy is kept by triggers, not by the application, so it stays true whoever writes the rows
 * (imports, the console's product copies, the previous release during a rolling upgrade): an
 * offer takes its product's slug when it is written or moved to another product, and a
 * product's new slug reaches its offers.
 */
const IN_STOCK_FIRST = sql`(case when stock > 0 then 0 else 1 end)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('inventories').addColumn('product_slug', 'text').execute();
  await sql`update inventories set product_slug =
    (select slug from products where products.id = inventories.product_id)`.execute(db);
  await sql`create index inventories_store_listing_idx
    on inventories (store_id, active, ${IN_STOCK_FIRST}, product_slug)`.execute(db);
  if (db.getExecutor().adapter instanceof SqliteAdapter) await sqliteTriggers(db);
  else await postgresTriggers(db);
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  // SQLite's BEFORE triggers can't change the row being written: the copy is set just after.
  const copySlug = sql`
    update inventories set product_slug = (select slug from products where id = new.product_id)
    where id = new.id;`;
  await sql`
    create trigger inventories_product_slug_insert after insert on inventories
    begin ${copySlug} end`.execute(db);
  await sql`
    create trigger inventories_product_slug_move after update of product_id on inventories
    begin ${copySlug} end`.execute(db);
  await sql`
    create trigger products_slug_to_inventories after update of slug on products
    when new.slug is not old.slug
    begin update inventories set product_slug = new.slug where product_id = new.id; end`.execute(
    db,
  );
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function inventories_product_slug() returns trigger language plpgsql as $$
    begin
      new.product_slug := (select slug from products where id = new.product_id);
      return new;
    end $$`.execute(db);
  await sql`
    create trigger inventories_product_slug before insert or update of product_id on inventories
    for each row execute function inventories_product_slug()`.execute(db);
  await sql`
    create function products_slug_to_inventories() returns trigger language plpgsql as $$
    begin
      update inventories set product_slug = new.slug where product_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger products_slug_to_inventories after update of slug on products
    for each row when (new.slug is distinct from old.slug)
    execute function products_slug_to_inventories()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const name of [
      'inventories_product_slug_insert',
      'inventories_product_slug_move',
      'products_slug_to_inventories',
    ]) {
      await sql`drop trigger if exists ${sql.raw(name)}`.execute(db);
    }
  } else {
    await sql`drop trigger if exists products_slug_to_inventories on products`.execute(db);
    await sql`drop function if exists products_slug_to_inventories()`.execute(db);
    await sql`drop trigger if exists inventories_product_slug on inventories`.execute(db);
    await sql`drop function if exists inventories_product_slug()`.execute(db);
  }
  await db.schema.dropIndex('inventories_store_listing_idx').execute();
  await db.schema.alterTable('inventories').dropColumn('product_slug').execute();
}
