import type { OrderStatus } from '@canasta/contract';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { containsPattern } from '../catalogue/search-text';

/** The orders board's reads (issue 23): one store's orders, by day and slot. */

/** Paid later, away from the shop (decision 060). */
const DEFERRED_METHODS = ['oxxo', 'spei'] as const;

export interface BoardFilter {
  storeId: number;
  /** The delivery day, or every day. */
  date?: string;
  statuses?: readonly OrderStatus[];
  /**
   * Lower-case, accent-free words or a run of digits; each must appear in the order's
   * `search_text`, and a run of digits may also be the order's number.
   */
  terms: readonly string[];
}

function filteredOrders(db: Kysely<DB>, filter: BoardFilter) {
  let query = db.selectFrom('orders').where('orders.store_id', '=', filter.storeId);
  if (filter.date !== undefined) query = query.where('orders.delivery_date', '=', filter.date);
  if (filter.statuses?.length) query = query.where('orders.status', 'in', filter.statuses);
  for (const term of filter.terms) {
    const inText = sql<boolean>`orders.search_text like ${containsPattern(term)} escape '\\'`;
    query = query.where((eb) =>
      /^\d+$/.test(term) ? eb.or([eb('orders.number', '=', term), inText]) : inText,
    );
  }
  return query;
}

/** What a board line shows, with the order's user (the customer unless it is a client's). */
function withBoardColumns<O>(query: SelectQueryBuilder<DB, 'orders', O>) {
  return query.innerJoin('users', 'users.id', 'orders.user_id').select((eb) => [
    'orders.id',
    'orders.number',
    'orders.status',
    'orders.payment_status',
    'orders.payment_method',
    'orders.delivery_type',
    'orders.delivery_date',
    'orders.delivery_slot_id',
    'orders.delivery_slot_start',
    'orders.delivery_slot_end',
    'orders.client',
    'orders.address',
    'orders.total_cents',
    'orders.wallet_applied_cents',
    'orders.cash_tendered_cents',
    'orders.currency',
    'orders.created_at',
    'orders.picking_started_at',
    'orders.picking_done_at',
    'orders.store_absorbs_cents',
    'users.name as user_name',
    'users.phone as user_phone',
    eb
      .selectFrom('order_items')
      .whereRef('order_items.order_id', '=', 'orders.id')
      .select((inner) => inner.fn.countAll<number | string>().as('n'))
      .as('item_count'),
    // Lines weighed at the shelf or replaced: the total is an estimate until picking is done.
    eb
      .selectFrom('order_items')
      .whereRef('order_items.order_id', '=', 'orders.id')
      .where((inner) =>
        inner.or([
          inner('order_items.sold_by', '=', 'weight'),
          inner('order_items.substitute_state', 'is not', null),
        ]),
      )
      .select((inner) => inner.fn.countAll<number | string>().as('n'))
      .as('estimated_lines'),
    // An OXXO/SPEI payment still to arrive (decision 060): the board shows the order apart.
    eb
      .selectFrom('payments')
      .whereRef('payments.order_id', '=', 'orders.id')
      .where('payments.kind', '=', 'charge')
      .where('payments.method', 'in', DEFERRED_METHODS)
      .where('payments.status', '=', 'awaiting_payment')
      .select((inner) => inner.fn.countAll<number | string>().as('n'))
      .as('awaiting_deferred'),
  ]);
}

export type BoardRow = Awaited<ReturnType<typeof listBoardOrders>>[number];

/** One page: newest delivery day first, each day slot by slot, newest order first in a slot. */
export function listBoardOrders(
  db: Kysely<DB>,
  filter: BoardFilter,
  page: { limit: number; offset: number },
) {
  return withBoardColumns(filteredOrders(db, filter))
    .orderBy('orders.delivery_date', 'desc')
    .orderBy('orders.delivery_slot_start', 'asc')
    .orderBy('orders.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countBoardOrders(db: Kysely<DB>, filter: BoardFilter): Promise<number> {
  const row = await filteredOrders(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A day's orders counted per slot and status (the whole day, whatever the board's filter). */
/**
 * The day's money for the summary (decision 060), over the orders not cancelled: what is paid
 * (the order's payment status), and the OXXO/SPEI payments still to arrive (count and amount).
 */
export async function sumDayPayments(db: Kysely<DB>, storeId: number, date: string) {
  const [paid, awaiting] = await Promise.all([
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.sum<number | string | null>('total_cents').as('cents'))
      .where('store_id', '=', storeId)
      .where('delivery_date', '=', date)
      .where('status', '<>', 'cancelled')
      .where('payment_status', '=', 'paid')
      .executeTakeFirst(),
    db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .select((eb) => [
        eb.fn.count<number | string>('payments.order_id').distinct().as('n'),
        eb.fn.sum<number | string | null>('payments.amount_cents').as('cents'),
      ])
      .where('orders.store_id', '=', storeId)
      .where('orders.delivery_date', '=', date)
      .where('orders.status', '<>', 'cancelled')
      .where('payments.kind', '=', 'charge')
      .where('payments.method', 'in', DEFERRED_METHODS)
      .where('payments.status', '=', 'awaiting_payment')
      .executeTakeFirst(),
  ]);
  return {
    paidCents: Number(paid?.cents ?? 0),
    awaitingOrders: Number(awaiting?.n ?? 0),
    awaitingCents: Number(awaiting?.cents ?? 0),
  };
}

export function countDayBySlot(db: Kysely<DB>, storeId: number, date: string) {
  return db
    .selectFrom('orders')
    .select((eb) => [
      'delivery_slot_id',
      'delivery_slot_start',
      'delivery_slot_end',
      'delivery_type',
      'status',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.sum<number | string | null>('total_cents').as('total_cents'),
    ])
    .where('store_id', '=', storeId)
    .where('delivery_date', '=', date)
    .groupBy([
      'delivery_slot_id',
      'delivery_slot_start',
      'delivery_slot_end',
      'delivery_type',
      'status',
    ])
    .orderBy('delivery_slot_start')
    .orderBy('delivery_slot_id')
    .execute();
}

/** Board lines of these orders, in this store only. */
export function boardOrdersByIds(db: Kysely<DB>, storeId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return withBoardColumns(
    db.selectFrom('orders').where('orders.store_id', '=', storeId).where('orders.id', 'in', ids),
  ).execute();
}

/** The order with this number, if it is this store's. */
export function findStoreOrder(db: Kysely<DB>, storeId: number, number: string) {
  return withBoardColumns(
    db
      .selectFrom('orders')
      .where('orders.store_id', '=', storeId)
      .where('orders.number', '=', number),
  )
    .select([
      'orders.user_id',
      'orders.placed_by_user_id',
      'orders.subtotal_cents',
      'orders.discount_cents',
      'orders.delivery_fee_cents',
      'orders.estimated_total_cents',
      'orders.coupon_code',
      'orders.zone_name',
      'orders.card_brand',
      'orders.card_last4',
      'orders.notes',
    ])
    .executeTakeFirst();
}

/** The lines of these orders, with each offer's current SKU and unit. */
export function listOrderLines(db: Kysely<DB>, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_items as i')
    .leftJoin('inventories as v', 'v.id', 'i.inventory_id')
    .leftJoin('products as p', 'p.id', 'v.product_id')
    .select([
      'i.id',
      'i.order_id',
      'i.inventory_id',
      'i.name',
      'i.image_url',
      'i.sold_by',
      'i.qty',
      'i.picked_qty',
      'i.unit_price_cents',
      'i.list_unit_price_cents',
      'i.estimated_line_total_cents',
      'i.line_total_cents',
      'i.substitution',
      'i.substitute_inventory_id',
      'i.substitute_name',
      'i.substitute_image_url',
      'i.substitute_sold_by',
      'i.substitute_qty',
      'i.substitute_unit_price_cents',
      'i.substitute_state',
      'i.substitute_answer_by',
      'v.sku',
      'p.unit',
    ])
    .where('i.order_id', 'in', orderIds)
    .orderBy('i.order_id')
    .orderBy('i.id')
    .execute();
}

/** An order's status changes, oldest first, with who made them and why. */
export function listStatusChanges(db: Kysely<DB>, orderId: number) {
  return db
    .selectFrom('order_status_history')
    .select(['status', 'at', 'actor_user_id', 'actor_name', 'reason'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export function findPeople(db: Kysely<DB>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'name', 'phone']).where('id', 'in', ids).execute();
}

/** The order's card charge (one per order), if it has one. */
export function findCardCharge(db: Kysely<DB>, orderId: number) {
  return db
    .selectFrom('payments')
    .select(['provider', 'status', 'amount_cents'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'charge')
    .executeTakeFirst();
}

/** A slot's orders in these statuses, in the order they were placed. */
export function listSlotOrders(
  db: Kysely<DB>,
  filter: { storeId: number; date: string; slotId: number; statuses: readonly OrderStatus[] },
) {
  return withBoardColumns(
    db
      .selectFrom('orders')
      .where('orders.store_id', '=', filter.storeId)
      .where('orders.delivery_date', '=', filter.date)
      .where('orders.delivery_slot_id', '=', filter.slotId)
      .where('orders.status', 'in', filter.statuses),
  )
    .select('orders.notes')
    .orderBy('orders.id')
    .execute();
}

/** One of the store's delivery windows (a slot's hours), if it still exists. */
export function findStoreWindow(db: Kysely<DB>, storeId: number, windowId: number) {
  return db
    .selectFrom('delivery_windows')
    .select(['id', 'type', 'start_time', 'end_time'])
    .where('store_id', '=', storeId)
    .where('id', '=', windowId)
    .executeTakeFirst();
}

/** The store's offers on sale with fewer than `below` units left: sold out first, then fewest. */
export function listStockAlerts(db: Kysely<DB>, storeId: number, below: number, limit: number) {
  return db
    .selectFrom('inventories as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.id', 'v.sku', 'v.stock', 'p.name', 'p.unit'])
    .where('v.store_id', '=', storeId)
    .where('v.active', '=', 1)
    .where('v.stock', '<', below)
    .orderBy('v.stock')
    .orderBy('p.name')
    .orderBy('v.id')
    .limit(limit)
    .execute();
}

/** How many of the store's offers on sale are sold out, and how many are low but not out. */
export async function countStockAlerts(db: Kysely<DB>, storeId: number, below: number) {
  const row = await db
    .selectFrom('inventories')
    .select((eb) => [
      eb.fn
        .sum<number | string | null>(eb.case().when('stock', '<=', 0).then(1).else(0).end())
        .as('sold_out'),
      eb.fn.countAll<number | string>().as('alerts'),
    ])
    .where('store_id', '=', storeId)
    .where('active', '=', 1)
    .where('stock', '<', below)
    .executeTakeFirstOrThrow();
  const soldOut = Number(row.sold_out ?? 0);
  return { soldOut, low: Number(row.alerts) - soldOut };
}
