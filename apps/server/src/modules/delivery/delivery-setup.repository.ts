import { type Insertable, type Kysely, SqliteAdapter, sql } from 'kysely';
import type { DB, DeliveryWindowsTable } from '../../db/schema';

/** Orders that still have to be handed over: neither delivered nor cancelled. */
const FINISHED = ['delivered', 'cancelled'] as const;

const WINDOW_COLUMNS = ['id', 'type', 'weekday', 'start_time', 'end_time', 'capacity'] as const;

/** The store's live windows (archived ones are offered no more), by type, day and hour. */
export function listWindowRows(db: Kysely<DB>, storeId: number) {
  return db
    .selectFrom('delivery_windows')
    .select(WINDOW_COLUMNS)
    .where('store_id', '=', storeId)
    .where('archived_at', 'is', null)
    .orderBy('type')
    .orderBy('weekday')
    .orderBy('start_time')
    .orderBy('id')
    .execute();
}

export function findWindowRow(db: Kysely<DB>, storeId: number, id: number) {
  return db
    .selectFrom('delivery_windows')
    .select(WINDOW_COLUMNS)
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
}

export async function countWindows(db: Kysely<DB>, storeId: number): Promise<number> {
  const row = await db
    .selectFrom('delivery_windows')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('store_id', '=', storeId)
    .where('archived_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A live window of the same type and day whose hours overlap [start, end), other than `exceptId`. */
export function findOverlappingWindow(
  db: Kysely<DB>,
  window: {
    storeId: number;
    type: 'delivery' | 'pickup';
    weekday: number;
    start: string;
    end: string;
    exceptId: number | null;
  },
) {
  let query = db
    .selectFrom('delivery_windows')
    .select(['weekday', 'start_time', 'end_time'])
    .where('store_id', '=', window.storeId)
    .where('archived_at', 'is', null)
    .where('type', '=', window.type)
    .where('weekday', '=', window.weekday)
    .where('start_time', '<', window.end)
    .where('end_time', '>', window.start);
  if (window.exceptId !== null) query = query.where('id', '!=', window.exceptId);
  return query.orderBy('start_time').executeTakeFirst();
}

export async function insertWindow(
  db: Kysely<DB>,
  values: Insertable<DeliveryWindowsTable>,
): Promise<number> {
  const row = await db
    .insertInto('delivery_windows')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateWindow(
  db: Kysely<DB>,
  id: number,
  values: Pick<
    Insertable<DeliveryWindowsTable>,
    'type' | 'weekday' | 'start_time' | 'end_time' | 'capacity'
  >,
): Promise<void> {
  await db.updateTable('delivery_windows').set(values).where('id', '=', id).execute();
}

export async function archiveWindow(db: Kysely<DB>, id: number, now: string): Promise<void> {
  await db.updateTable('delivery_windows').set({ archived_at: now }).where('id', '=', id).execute();
}

export async function deleteWindow(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('delivery_windows').where('id', '=', id).execute();
}

/** Whether any order, of any date or status, was placed in the window. */
export async function windowHasOrders(db: Kysely<DB>, windowId: number): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('delivery_slot_id', '=', windowId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Orders still to be handed over from `fromDate` on, per window of the store. */
export async function countPendingByWindow(db: Kysely<DB>, storeId: number, fromDate: string) {
  const rows = await db
    .selectFrom('orders')
    .select(['delivery_slot_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('store_id', '=', storeId)
    .where('delivery_date', '>=', fromDate)
    .where('status', 'not in', FINISHED)
    .groupBy('delivery_slot_id')
    .execute();
  return new Map(rows.map((row) => [row.delivery_slot_id, Number(row.n)]));
}

/** The window's orders still to be handed over from `fromDate` on: how many, and the first day. */
export async function pendingOfWindow(db: Kysely<DB>, windowId: number, fromDate: string) {
  const row = await db
    .selectFrom('orders')
    .select([
      (eb) => eb.fn.countAll<number | string>().as('n'),
      (eb) => eb.fn.min('delivery_date').as('first_date'),
    ])
    .where('delivery_slot_id', '=', windowId)
    .where('delivery_date', '>=', fromDate)
    .where('status', 'not in', FINISHED)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), firstDate: row.first_date };
}

/**
 * The day from `fromDate` on with the most orders holding a place in the window (cancelled
 * orders free theirs, as the slots count them), or undefined when none does.
 */
export async function busiestDayOfWindow(db: Kysely<DB>, windowId: number, fromDate: string) {
  const row = await db
    .selectFrom('slot_order_counts')
    .select(['delivery_date', 'orders'])
    .where('window_id', '=', windowId)
    .where('delivery_date', '>=', fromDate)
    .where('orders', '>', 0)
    .orderBy('orders', 'desc')
    .orderBy('delivery_date')
    .limit(1)
    .executeTakeFirst();
  return row && { date: row.delivery_date, booked: row.orders };
}

/**
 * Holds the window's slot counters from `fromDate` on until the transaction ends (PostgreSQL;
 * SQLite runs one writer): an order taking a place in one of them right now is waited for, so
 * what is counted next includes it.
 */
export async function lockSlotCounts(db: Kysely<DB>, windowId: number, fromDate: string) {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await db
    .selectFrom('slot_order_counts')
    .select('window_id')
    .where('window_id', '=', windowId)
    .where('delivery_date', '>=', fromDate)
    .forUpdate()
    .execute();
}

// Closed dates

/** Today and later first (soonest first), then past days (latest first). */
export function listClosedDateRows(
  db: Kysely<DB>,
  {
    storeId,
    today,
    limit,
    offset,
  }: { storeId: number; today: string; limit: number; offset: number },
) {
  return db
    .selectFrom('store_closed_dates')
    .select(['date', 'reason'])
    .where('store_id', '=', storeId)
    .orderBy(sql`case when date >= ${today} then 0 else 1 end`)
    .orderBy(sql`case when date >= ${today} then date end`)
    .orderBy('date', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countClosedDates(db: Kysely<DB>, storeId: number): Promise<number> {
  const row = await db
    .selectFrom('store_closed_dates')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('store_id', '=', storeId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findClosedDate(db: Kysely<DB>, storeId: number, date: string) {
  return db
    .selectFrom('store_closed_dates')
    .select(['date', 'reason'])
    .where('store_id', '=', storeId)
    .where('date', '=', date)
    .executeTakeFirst();
}

export async function insertClosedDate(
  db: Kysely<DB>,
  row: { storeId: number; date: string; reason: string | null },
): Promise<void> {
  await db
    .insertInto('store_closed_dates')
    .values({ store_id: row.storeId, date: row.date, reason: row.reason })
    .execute();
}

export async function deleteClosedDate(db: Kysely<DB>, storeId: number, date: string) {
  await db
    .deleteFrom('store_closed_dates')
    .where('store_id', '=', storeId)
    .where('date', '=', date)
    .execute();
}

/** Orders still to be handed over on each of `dates`. */
export async function countPendingOnDates(db: Kysely<DB>, storeId: number, dates: string[]) {
  if (dates.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('orders')
    .select(['delivery_date', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('store_id', '=', storeId)
    .where('delivery_date', 'in', dates)
    .where('status', 'not in', FINISHED)
    .groupBy('delivery_date')
    .execute();
  return new Map(rows.map((row) => [row.delivery_date, Number(row.n)]));
}

/** Whether a database error is a unique-index violation (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return (
    error.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    error.code === '23505'
  );
}
