import { type Kysely, SqliteAdapter, sql } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

const COLUMNS = sql.raw(
  'id, code, description, kind, value, min_subtotal_cents, starts_at, ends_at, max_uses, max_uses_per_user, store_id, active, created_at',
);

/**
 * Coupon codes are unique per store, no longer across the marketplace (decision 043): two stores
 * may each have their own ENVIOGRATIS. A code shared by every store (store_id null) stays unique
 * among the shared ones; the coupons module keeps a store's codes apart from the shared ones.
 *
 * PostgreSQL drops the column's unique constraint. SQLite can't drop a column constraint, so
 * the table is rebuilt as SQLite's documentation lays out (foreign keys off, copy, swap, check),
 * in one transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await rebuildSqlite(db, false);
  else await sql`alter table coupons drop constraint coupons_code_key`.execute(db);
  await sql`create unique index coupons_store_code_key on coupons (store_id, code) where store_id is not null`.execute(
    db,
  );
  await sql`create unique index coupons_shared_code_key on coupons (code) where store_id is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index coupons_shared_code_key`.execute(db);
  await sql`drop index coupons_store_code_key`.execute(db);
  if (db.getExecutor().adapter instanceof SqliteAdapter) await rebuildSqlite(db, true);
  else {
    await sql`alter table coupons add constraint coupons_code_key unique (code)`.execute(db);
  }
}

async function rebuildSqlite(db: Kysely<unknown>, uniqueCode: boolean): Promise<void> {
  // Off outside the transaction (SQLite ignores it inside one), so dropping the old table
  // neither fails nor touches the carts, orders and redemptions that point at its rows.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    try {
      await sql`create table coupons_new (
        id integer primary key autoincrement,
        code text not null ${sql.raw(uniqueCode ? 'unique' : '')},
        description text not null,
        kind text not null check (kind in ('percent', 'fixed')),
        value integer not null,
        min_subtotal_cents integer not null default 0,
        starts_at text,
        ends_at text,
        max_uses integer,
        max_uses_per_user integer,
        store_id integer references stores (id),
        active integer not null default 1,
        created_at text not null
      )`.execute(db);
      await sql`insert into coupons_new (${COLUMNS}) select ${COLUMNS} from coupons`.execute(db);
      await sql`drop table coupons`.execute(db);
      await sql`alter table coupons_new rename to coupons`.execute(db);
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error('coupons rebuild left broken foreign keys');
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
