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

/** The places taken in the store's slots between two dates (cancelled orders free theirs). */
export async function countBooked(db: Kysely<DB>, storeId: number, from: string, to: string) {
  const rows = await db
    .selectFrom('slot_order_counts')
    .select(['delivery_date', 'window_id', 'orders'])
    .where('store_id', '=', storeId)
    .where('delivery_date', '>=', from)
    .where('delivery_date', '<=', to)
    .execute();
  return rows.map((row) => ({
    date: row.delivery_date,
    windowId: row.window_id,
    count: row.orders,
  }));
}

/**
 * One window of the store, offered now, with what a slot check needs on one date: the places
 * already taken and whether the store closed that day. Undefined when the store has no such
 * window for the type. One statement, where listing every slot takes three.
 */
export async function findWindowOnDate(
  db: Kysely<DB>,
  { storeId, type, date, windowId }: SlotOnDate & { storeId: number; type: 'delivery' | 'pickup' },
) {
  const row = await db
    .selectFrom('delivery_windows as w')
    .select((eb) => [
      'w.id',
      'w.weekday',
      'w.start_time',
      'w.end_time',
      'w.capacity',
      eb
        .selectFrom('slot_order_counts as c')
        .select('c.orders')
        .whereRef('c.window_id', '=', 'w.id')
        .where('c.delivery_date', '=', date)
        .as('booked'),
      eb
        .exists(
          eb
            .selectFrom('store_closed_dates as d')
            .select('d.date')
            .whereRef('d.store_id', '=', 'w.store_id')
            .where('d.date', '=', date),
        )
        .as('closed'),
    ])
    .where('w.id', '=', windowId)
    .where('w.store_id', '=', storeId)
    .where('w.type', '=', type)
    .where('w.archived_at', 'is', null)
    .executeTakeFirst();
  // SQLite answers `exists` as 0 or 1.
  return row && { ...row, booked: Number(row.booked ?? 0), closed: Boolean(Number(row.closed)) };
}

export interface SlotOnDate {
  windowId: number;
  date: string;
}

/**
 * The statement that takes a slot's place, answering a row only when it took one: the capacity
 * is the window's (an archived window takes no more orders), compared with the counter as it
 * stands when the statement gets the row. On PostgreSQL the row stays locked until the commit,
 * so orders into one slot take their places one after the other: it runs last, with the
 * order's event for the orders board (one statement, one round trip).
 */
export function slotPlaceStatement(db: Kysely<DB>, { windowId, date }: SlotOnDate) {
  return db
    .insertInto('slot_order_counts')
    .columns(['window_id', 'delivery_date', 'store_id', 'orders'])
    .expression((eb) =>
      eb
        .selectFrom('delivery_windows')
        .select((w) => ['id', w.val(date).as('delivery_date'), 'store_id', w.lit(1).as('orders')])
        .where('id', '=', windowId)
        .where('archived_at', 'is', null)
        .where('capacity', '>=', 1),
    )
    .onConflict((oc) =>
      oc
        .columns(['window_id', 'delivery_date'])
        .doUpdateSet((eb) => ({ orders: eb('slot_order_counts.orders', '+', 1) }))
        .where((eb) =>
          eb(
            'slot_order_counts.orders',
            '<',
            eb
              .selectFrom('delivery_windows')
              .select('capacity')
              .whereRef('delivery_windows.id', '=', 'slot_order_counts.window_id')
              .where('delivery_windows.archived_at', 'is', null),
          ),
        ),
    )
    .returning('orders');
}

/**
 * Holds a window until the transaction ends (PostgreSQL row lock; SQLite runs one writer), so
 * two changes of its hours or capacity run one after the other.
 */
export async function lockWindow(db: Kysely<DB>, windowId: number): Promise<void> {
  await db
    .updateTable('delivery_windows')
    .set((eb) => ({ capacity: eb.ref('capacity') }))
    .where('id', '=', windowId)
    .execute();
}
