import { type Insertable, type Kysely, type Updateable, sql } from 'kysely';
import type { CouponsTable, DB } from '../../db/schema';

/** The store's own coupons and the ones every store honours (store_id null). */
function visibleTo(db: Kysely<DB>, storeId: number, q: string | undefined) {
  let query = db
    .selectFrom('coupons')
    .where((eb) => eb.or([eb('store_id', '=', storeId), eb('store_id', 'is', null)]));
  if (q) {
    const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(code)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(description)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  return query;
}

/** The store's own first, newest first; then the shared ones. */
export function listCouponRows(
  db: Kysely<DB>,
  { storeId, q, limit, offset }: { storeId: number; q?: string; limit: number; offset: number },
) {
  return visibleTo(db, storeId, q)
    .selectAll()
    .orderBy(sql`case when store_id is null then 1 else 0 end`)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countCoupons(db: Kysely<DB>, storeId: number, q?: string) {
  const row = await visibleTo(db, storeId, q)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findVisibleCoupon(db: Kysely<DB>, storeId: number, id: number) {
  return visibleTo(db, storeId, undefined).selectAll().where('id', '=', id).executeTakeFirst();
}

/** A coupon a shopper of this store would reach with `code`: the store's own or a shared one. */
export function findCodeInStore(
  db: Kysely<DB>,
  { storeId, code, exceptId }: { storeId: number; code: string; exceptId: number | null },
) {
  let query = visibleTo(db, storeId, undefined).select('id').where('code', '=', code);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function insertCoupon(
  db: Kysely<DB>,
  values: Insertable<CouponsTable>,
): Promise<number> {
  const row = await db
    .insertInto('coupons')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCoupon(
  db: Kysely<DB>,
  id: number,
  values: Updateable<CouponsTable>,
): Promise<void> {
  await db.updateTable('coupons').set(values).where('id', '=', id).execute();
}

export async function deleteCoupon(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('coupons').where('id', '=', id).execute();
}

/** Orders of this store that used each coupon. */
export async function countStoreOrdersByCoupon(db: Kysely<DB>, storeId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('orders')
    .select(['coupon_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('store_id', '=', storeId)
    .where('coupon_id', 'in', ids)
    .groupBy('coupon_id')
    .execute();
  return new Map(rows.map((row) => [row.coupon_id ?? 0, Number(row.n)]));
}

/** Uses of each coupon in every store: what its `max_uses` counts. */
export async function countRedemptionsByCoupon(db: Kysely<DB>, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('coupon_redemptions')
    .select(['coupon_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('coupon_id', 'in', ids)
    .groupBy('coupon_id')
    .execute();
  return new Map(rows.map((row) => [row.coupon_id, Number(row.n)]));
}

/** Whether an order or a redemption points at the coupon: it is history then. */
export async function couponWasUsed(db: Kysely<DB>, id: number): Promise<boolean> {
  const [order, redemption] = await Promise.all([
    db.selectFrom('orders').select('id').where('coupon_id', '=', id).limit(1).executeTakeFirst(),
    db
      .selectFrom('coupon_redemptions')
      .select('id')
      .where('coupon_id', '=', id)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return order !== undefined || redemption !== undefined;
}

/** Whether a database error is a unique-index violation (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === '23505';
}
