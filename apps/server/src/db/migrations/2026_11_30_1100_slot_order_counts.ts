import { type Kysely, SqliteAdapter, sql } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

/**
 * Issue 26: the orders holding each delivery slot (a window on a date), kept as a counter an
 * order takes one place of with a conditional update at the end of its transaction, instead of
 * counting the slot's orders under the window's lock for the whole transaction. Cancelled orders
 * hold no place. Filled from the orders already placed.
 *
 * The counter stays true whoever writes the orders, the previous release included (it places and
 * cancels orders without knowing the counter, while a rolling upgrade runs): triggers on `orders`
 * count an order inserted without `slot_counted` (the application sets it when it took the place
 * itself), and give the place back when an order is cancelled or deleted (and take it again if
 * a cancelled order came back).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('slot_order_counts')
    .addColumn('window_id', 'integer', (c) =>
      c.notNull().references('delivery_windows.id').onDelete('cascade'),
    )
    .addColumn('delivery_date', 'text', (c) => c.notNull())
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('orders', 'integer', (c) => c.notNull().check(sql`orders >= 0`))
    .addPrimaryKeyConstraint('slot_order_counts_pkey', ['window_id', 'delivery_date'])
    .execute();
  await db.schema
    .createIndex('slot_order_counts_store_date_idx')
    .on('slot_order_counts')
    .columns(['store_id', 'delivery_date'])
    .execute();
  // 1: the order's place was taken by the application in the order's own transaction.
  await db.schema
    .alterTable('orders')
    .addColumn('slot_counted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    insert into slot_order_counts (window_id, delivery_date, store_id, orders)
    select o.delivery_slot_id, o.delivery_date, w.store_id, count(*)
    from orders o
    join delivery_windows w on w.id = o.delivery_slot_id
    where o.status <> 'cancelled'
    group by o.delivery_slot_id, o.delivery_date, w.store_id`.execute(db);
  if (db.getExecutor().adapter instanceof SqliteAdapter) await sqliteTriggers(db);
  else await postgresTriggers(db);
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const take = (row: 'new' | 'old') => sql`
    insert into slot_order_counts (window_id, delivery_date, store_id, orders)
    values (${sql.raw(row)}.delivery_slot_id, ${sql.raw(row)}.delivery_date, ${sql.raw(row)}.store_id, 1)
    on conflict (window_id, delivery_date) do update set orders = orders + 1;`;
  const giveBack = sql`
    update slot_order_counts set orders = orders - 1
    where window_id = old.delivery_slot_id and delivery_date = old.delivery_date and orders > 0;`;
  await sql`
    create trigger orders_slot_count_insert after insert on orders
    when new.status <> 'cancelled' and new.slot_counted = 0
    begin ${take('new')} end`.execute(db);
  await sql`
    create trigger orders_slot_count_cancel after update of status on orders
    when old.status <> 'cancelled' and new.status = 'cancelled'
    begin ${giveBack} end`.execute(db);
  await sql`
    create trigger orders_slot_count_uncancel after update of status on orders
    when old.status = 'cancelled' and new.status <> 'cancelled'
    begin ${take('new')} end`.execute(db);
  await sql`
    create trigger orders_slot_count_delete after delete on orders
    when old.status <> 'cancelled'
    begin ${giveBack} end`.execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function orders_slot_count() returns trigger language plpgsql as $$
    declare
      takes boolean := false;
      gives boolean := false;
    begin
      if tg_op = 'INSERT' then
        takes := new.status <> 'cancelled' and new.slot_counted = 0;
      elsif tg_op = 'UPDATE' then
        takes := old.status = 'cancelled' and new.status <> 'cancelled';
        gives := old.status <> 'cancelled' and new.status = 'cancelled';
      else
        gives := old.status <> 'cancelled';
      end if;
      if takes then
        insert into slot_order_counts (window_id, delivery_date, store_id, orders)
        values (new.delivery_slot_id, new.delivery_date, new.store_id, 1)
        on conflict (window_id, delivery_date)
        do update set orders = slot_order_counts.orders + 1;
      elsif gives then
        update slot_order_counts set orders = orders - 1
        where window_id = old.delivery_slot_id and delivery_date = old.delivery_date
          and orders > 0;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger orders_slot_count after insert or update of status or delete on orders
    for each row execute function orders_slot_count()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const name of ['insert', 'cancel', 'uncancel', 'delete']) {
      await sql`drop trigger if exists ${sql.raw(`orders_slot_count_${name}`)}`.execute(db);
    }
  } else {
    await sql`drop trigger if exists orders_slot_count on orders`.execute(db);
    await sql`drop function if exists orders_slot_count()`.execute(db);
  }
  await db.schema.alterTable('orders').dropColumn('slot_counted').execute();
  await db.schema.dropTable('slot_order_counts').execute();
}
