import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The windows offered now: a window removed after orders were placed in it is archived. */
export function listWindows(db: Kysely<DB>, storeId: number, type: 'delivery' | 'pickup') {
  return db
    .selectFrom('delivery_windows')
    .select(['id', 'weekday', 'start_time', 'end_time', 'capacity'])
    .where('store_id', '=', storeId)
    .where('type', '=', type)
    .where('archived_at', 'is', null)
    .execute();
}

export async function listClosedDates(db: Kysely<DB>, storeId: number, from: string, to: string) {
  const rows = await db
    .selectFrom('store_closed_dates')
    .select('date')
    .where('store_id', '=', storeId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
  return new Set(rows.map((row) => row.date));
}

/** Orders holding slots between two dates (cancelled orders free their slot). */
export async function countBooked(db: Kysely<DB>, storeId: number, from: string, to: string) {
  const rows = await db
    .selectFrom('orders')
    .select([
      'delivery_date',
      'delivery_slot_id',
      (eb) => eb.fn.countAll<number | string>().as('n'),
    ])
    .where('store_id', '=', storeId)
    .where('delivery_date', '>=', from)
    .where('delivery_date', '<=', to)
    .where('status', '!=', 'cancelled')
    .groupBy(['delivery_date', 'delivery_slot_id'])
    .execute();
  return rows.map((row) => ({
    date: row.delivery_date,
    windowId: row.delivery_slot_id,
    count: Number(row.n),
  }));
}

/**
 * Holds a window until the transaction ends (PostgreSQL row lock; SQLite runs one writer), so
 * two orders can't both take the last place in a slot.
 */
export async function lockWindow(db: Kysely<DB>, windowId: number): Promise<void> {
  await db
    .updateTable('delivery_windows')
    .set((eb) => ({ capacity: eb.ref('capacity') }))
    .where('id', '=', windowId)
    .execute();
}
