import type { OrderStatus } from '@canasta/contract';
import { type Insertable, type Kysely, SqliteAdapter, type Updateable, sql } from 'kysely';
import type { DB, OrderItemRow, OrderItemsTable, OrderRow, OrdersTable } from '../../db/schema';
import { ORDER_NUMBER_BASE, orderNumber } from './order-number';

export function findOrderById(db: Kysely<DB>, id: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOrderByNumber(db: Kysely<DB>, number: string) {
  return db.selectFrom('orders').selectAll().where('number', '=', number).executeTakeFirst();
}

/** The orders placed by the user with this Idempotency-Key and the order of this cart, in one read. */
export function findOrdersByKeyOrCart(
  db: Kysely<DB>,
  placerId: number,
  key: string,
  cartId: string,
) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('placed_by_user_id', '=', placerId), eb('idempotency_key', '=', key)]),
        eb('cart_id', '=', cartId),
      ]),
    )
    .execute();
}

export function findOrderByCart(db: Kysely<DB>, cartId: string) {
  return db.selectFrom('orders').selectAll().where('cart_id', '=', cartId).executeTakeFirst();
}

/** The orders a user may see: their own, and those they placed for someone else. */
export function listOrders(db: Kysely<DB>, userId: number, limit: number, offset: number) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('placed_by_user_id', '=', userId)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countOrders(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('placed_by_user_id', '=', userId)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Writes an order with its number and its first history row (its status, at its creation); the
 * stored row. `searchPhoneOf` names a user whose phone digits are added to the order's
 * `search_text`, read by the same statement. On PostgreSQL it is one statement, the id drawn
 * from the orders' sequence first; SQLite, in process, takes three.
 */
export async function insertOrder(
  db: Kysely<DB>,
  values: Insertable<OrdersTable>,
  { searchPhoneOf }: { searchPhoneOf: number | null },
): Promise<OrderRow> {
  const searchText =
    searchPhoneOf === null
      ? values.search_text
      : // E.164 without its "+": the digits a search for the phone is written as.
        sql<string>`cast(${values.search_text ?? ''} as text) || coalesce((select ' ' || substr(phone, 2) from users where id = ${searchPhoneOf}), '')`;
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    const { id } = await db
      .insertInto('orders')
      .values({ ...values, search_text: searchText })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertHistory(db, id, values.status, values.created_at);
    return db
      .updateTable('orders')
      .set({ number: orderNumber(id) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  return db
    .with('next_order', (qb) =>
      qb.selectNoFrom(sql<number>`nextval(pg_get_serial_sequence('orders', 'id'))`.as('id')),
    )
    .with('first_status', (qb) =>
      qb
        .insertInto('order_status_history')
        .columns(['order_id', 'status', 'at'])
        .expression((eb) =>
          eb
            .selectFrom('next_order')
            .select([
              'next_order.id',
              sql<OrderStatus>`cast(${values.status} as text)`.as('status'),
              sql<string>`cast(${values.created_at} as text)`.as('at'),
            ]),
        ),
    )
    .insertInto('orders')
    .values({
      ...values,
      id: (eb) => eb.selectFrom('next_order').select('next_order.id'),
      number: (eb) =>
        eb
          .selectFrom('next_order')
          .select(
            sql<string>`cast(${sql.lit(ORDER_NUMBER_BASE)} + next_order.id as text)`.as('number'),
          ),
      search_text: searchText,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateOrder(db: Kysely<DB>, id: number, changes: Updateable<OrdersTable>) {
  await db.updateTable('orders').set(changes).where('id', '=', id).execute();
}

/** Holds an order row until the transaction ends, so two status changes run one at a time. */
export function lockOrder(db: Kysely<DB>, id: number, now: string): Promise<OrderRow | undefined> {
  return db
    .updateTable('orders')
    .set({ updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export function insertItems(
  db: Kysely<DB>,
  items: Insertable<OrderItemsTable>[],
): Promise<OrderItemRow[]> {
  if (items.length === 0) return Promise.resolve([]);
  return db.insertInto('order_items').values(items).returningAll().execute();
}

export function listItems(db: Kysely<DB>, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
}

/** A status change; `actor` is who made it and why (none when the customer places the order). */
export async function insertHistory(
  db: Kysely<DB>,
  orderId: number,
  status: OrderStatus,
  at: string,
  actor?: { userId: number | null; name: string; reason: string | null },
) {
  await db
    .insertInto('order_status_history')
    .values({
      order_id: orderId,
      status,
      at,
      ...(actor
        ? { actor_user_id: actor.userId, actor_name: actor.name, reason: actor.reason }
        : {}),
    })
    .execute();
}

export function listHistory(db: Kysely<DB>, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_status_history')
    .select(['order_id', 'status', 'at'])
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
}

export function findUserNames(db: Kysely<DB>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute();
}

/** The last order a user placed for themself in a store (not one a seller placed for them). */
export function findLastOwnOrder(db: Kysely<DB>, userId: number, storeId: number) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('placed_by_user_id', '=', userId)
    .where('client', 'is', null)
    .where('store_id', '=', storeId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The store's rules for weighed orders: the card hold's margin and the substitutes' answer window. */
export function findStoreOrderRules(db: Kysely<DB>, storeId: number) {
  return db
    .selectFrom('stores')
    .select(['weight_hold_margin_percent', 'substitution_answer_minutes'])
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow();
}

/**
 * Whether the order's money waits for its picking: a weight line (weighed at the shelf) or a
 * substitute put in a line's place.
 */
export async function awaitsPicking(db: Kysely<DB>, orderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('order_items')
    .select('id')
    .where('order_id', '=', orderId)
    .where((eb) => eb.or([eb('sold_by', '=', 'weight'), eb('substitute_state', 'is not', null)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateItem(
  db: Kysely<DB>,
  id: number,
  changes: Updateable<OrderItemsTable>,
): Promise<void> {
  await db.updateTable('order_items').set(changes).where('id', '=', id).execute();
}

/** The coupon's terms as they are now, to judge it again on what was picked. */
export function findCouponTerms(db: Kysely<DB>, couponId: number) {
  return db
    .selectFrom('coupons')
    .select(['kind', 'value', 'min_subtotal_cents'])
    .where('id', '=', couponId)
    .executeTakeFirst();
}

/** Proposed substitutes whose answer window closed before `now`, with their orders' stores. */
export function listLapsedSubstitutes(db: Kysely<DB>, now: string, limit: number) {
  return db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(['i.id', 'i.order_id', 'o.store_id', 'o.status'])
    .where('i.substitute_state', '=', 'proposed')
    .where('i.substitute_answer_by', '<=', now)
    .orderBy('i.id')
    .limit(limit)
    .execute();
}

/** Moves a proposed substitute to its answer; false when it was already answered or lapsed. */
export async function answerSubstitute(
  db: Kysely<DB>,
  itemId: number,
  state: 'accepted' | 'refused' | 'expired',
): Promise<boolean> {
  const result = await db
    .updateTable('order_items')
    .set({ substitute_state: state })
    .where('id', '=', itemId)
    .where('substitute_state', '=', 'proposed')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
