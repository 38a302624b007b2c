import { type Kysely, sql } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

/**
 * Modified prices (decision 020). A store says how far below its price a seller or mentor may
 * sell to a client (`max_price_discount_percent`, 0: not at all, the default for every existing
 * store); an offer may add a floor of its own (`min_price_cents`). An order line keeps the
 * store's price at placement beside the price charged, and who changed it, by id and name as
 * they were: an audit record, so no foreign key (the line outlives the account).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('stores')
    .addColumn('max_price_discount_percent', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`max_price_discount_percent between 0 and 100`),
    )
    .execute();
  await db.schema
    .alterTable('inventories')
    .addColumn('min_price_cents', 'integer', (c) => c.check(sql`min_price_cents >= 0`))
    .execute();

  await db.schema
    .alterTable('order_items')
    .addColumn('list_unit_price_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Lines placed before this were charged the store's price.
  await sql`update order_items set list_unit_price_cents = unit_price_cents`.execute(db);
  await db.schema
    .alterTable('order_items')
    .addColumn('price_changed_by_user_id', 'integer')
    .execute();
  await db.schema.alterTable('order_items').addColumn('price_changed_by_name', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_items').dropColumn('price_changed_by_name').execute();
  await db.schema.alterTable('order_items').dropColumn('price_changed_by_user_id').execute();
  await db.schema.alterTable('order_items').dropColumn('list_unit_price_cents').execute();
  await db.schema.alterTable('inventories').dropColumn('min_price_cents').execute();
  await db.schema.alterTable('stores').dropColumn('max_price_discount_percent').execute();
}
