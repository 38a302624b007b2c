import { type Kysely, sql } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

/**
 * Issue 25: offers sold by weight (price per kilogram, stock and limits in grams), substitution
 * choices on cart lines and orders, the store's hold margin and answer window, and what picking
 * records on each order line: the weighed or picked quantity and a substitute with its answer.
 * Existing rows are unit offers and unit lines whose estimate is what they cost.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('inventories')
    .addColumn('sold_by', 'text', (col) => col.notNull().defaultTo('unit'))
    .execute();
  for (const column of ['weight_step_g', 'min_weight_g', 'max_weight_g', 'approx_piece_g']) {
    await db.schema.alterTable('inventories').addColumn(column, 'integer').execute();
  }

  await db.schema
    .alterTable('stores')
    .addColumn('weight_hold_margin_percent', 'integer', (col) => col.notNull().defaultTo(10))
    .execute();
  await db.schema
    .alterTable('stores')
    .addColumn('substitution_answer_minutes', 'integer', (col) => col.notNull().defaultTo(10))
    .execute();

  await db.schema
    .alterTable('carts')
    .addColumn('substitution_default', 'text', (col) => col.notNull().defaultTo('similar'))
    .execute();
  // Null: the line follows the cart's default.
  await db.schema.alterTable('cart_items').addColumn('substitution', 'text').execute();

  await db.schema
    .alterTable('orders')
    .addColumn('estimated_total_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('substitution_default', 'text', (col) => col.notNull().defaultTo('similar'))
    .execute();
  await db.schema.alterTable('orders').addColumn('hold_cents', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('picking_started_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('picking_done_at', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('store_absorbs_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE orders SET estimated_total_cents = total_cents`.execute(db);

  await db.schema
    .alterTable('order_items')
    .addColumn('sold_by', 'text', (col) => col.notNull().defaultTo('unit'))
    .execute();
  await db.schema.alterTable('order_items').addColumn('picked_qty', 'integer').execute();
  await db.schema
    .alterTable('order_items')
    .addColumn('estimated_line_total_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('order_items')
    .addColumn('substitution', 'text', (col) => col.notNull().defaultTo('similar'))
    .execute();
  for (const [column, type] of [
    ['substitute_inventory_id', 'integer'],
    ['substitute_name', 'text'],
    ['substitute_image_url', 'text'],
    ['substitute_sold_by', 'text'],
    ['substitute_qty', 'integer'],
    ['substitute_unit_price_cents', 'integer'],
    ['substitute_state', 'text'],
    ['substitute_answer_by', 'text'],
  ] as const) {
    await db.schema.alterTable('order_items').addColumn(column, type).execute();
  }
  await sql`UPDATE order_items SET estimated_line_total_cents = line_total_cents`.execute(db);
  // The sweeper that applies unanswered substitutes looks only at proposed ones.
  await db.schema
    .createIndex('order_items_substitute_state_idx')
    .on('order_items')
    .columns(['substitute_state', 'substitute_answer_by'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('order_items_substitute_state_idx').execute();
  for (const column of [
    'substitute_answer_by',
    'substitute_state',
    'substitute_unit_price_cents',
    'substitute_qty',
    'substitute_sold_by',
    'substitute_image_url',
    'substitute_name',
    'substitute_inventory_id',
    'substitution',
    'estimated_line_total_cents',
    'picked_qty',
    'sold_by',
  ]) {
    await db.schema.alterTable('order_items').dropColumn(column).execute();
  }
  for (const column of [
    'store_absorbs_cents',
    'picking_done_at',
    'picking_started_at',
    'hold_cents',
    'substitution_default',
    'estimated_total_cents',
  ]) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  await db.schema.alterTable('cart_items').dropColumn('substitution').execute();
  await db.schema.alterTable('carts').dropColumn('substitution_default').execute();
  await db.schema.alterTable('stores').dropColumn('substitution_answer_minutes').execute();
  await db.schema.alterTable('stores').dropColumn('weight_hold_margin_percent').execute();
  for (const column of [
    'approx_piece_g',
    'max_weight_g',
    'min_weight_g',
    'weight_step_g',
    'sold_by',
  ]) {
    await db.schema.alterTable('inventories').dropColumn(column).execute();
  }
}
