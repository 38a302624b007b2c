import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema';

/**
 * Everything of a store's that an admin write could touch, and every audit entry, read straight
 * from the database: compared before and after an attempt, it shows nothing changed.
 */
export async function storeData(db: Kysely<DB>, storeId: number): Promise<string> {
  const byStore = (table: 'inventories' | 'delivery_zones' | 'delivery_windows' | 'coupons') =>
    db
      .selectFrom(table as 'inventories')
      .selectAll()
      .where('store_id', '=', storeId)
      .orderBy('id')
      .execute();
  const orders = await db
    .selectFrom('orders')
    .selectAll()
    .where('store_id', '=', storeId)
    .orderBy('id')
    .execute();
  return JSON.stringify({
    store: await db.selectFrom('stores').selectAll().where('id', '=', storeId).execute(),
    offers: await byStore('inventories'),
    products: await db
      .selectFrom('products')
      .selectAll()
      .where(
        'id',
        'in',
        db.selectFrom('inventories').select('product_id').where('store_id', '=', storeId),
      )
      .orderBy('id')
      .execute(),
    zones: await byStore('delivery_zones'),
    windows: await byStore('delivery_windows'),
    coupons: await byStore('coupons'),
    closed: await db
      .selectFrom('store_closed_dates')
      .selectAll()
      .where('store_id', '=', storeId)
      .orderBy('date')
      .execute(),
    operators: await db
      .selectFrom('store_operators')
      .selectAll()
      .where('store_id', '=', storeId)
      .orderBy('user_id')
      .execute(),
    orders,
    history: await db
      .selectFrom('order_status_history')
      .selectAll()
      .where(
        'order_id',
        'in',
        orders.map((o) => o.id),
      )
      .orderBy('id')
      .execute(),
    audit: await db.selectFrom('audit_log').selectAll().orderBy('id').execute(),
  });
}
