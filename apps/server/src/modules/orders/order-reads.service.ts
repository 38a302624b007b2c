import {
  type Order,
  OrderSchema,
  type OrderPage,
  type PageQuery,
  type Store,
  pageMeta,
} from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB, OrderRow } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import type { AuthUser } from '../auth/session.service';
import { getStore } from '../catalogue/catalogue.service';
import { recordsOfOrders } from '../payments/payments.service';
import {
  type EditRules,
  editSummaries,
  editableUntil,
  loadEditRules,
  withEditPayments,
} from './order-edits.view';
import { toOrder } from './order-view';
import * as repo from './orders.repository';

/** Reading orders: a user's list and one order, for its customer or whoever placed it. */

export async function listOrders(
  db: Kysely<DB>,
  user: AuthUser,
  page: PageQuery,
): Promise<OrderPage> {
  const [rows, total] = await Promise.all([
    repo.listOrders(db, user.id, page.per_page, (page.page - 1) * page.per_page),
    repo.countOrders(db, user.id),
  ]);
  return { data: await orderViews(db, rows), meta: pageMeta(page.page, page.per_page, total) };
}

/** The order for its customer or whoever placed it; anyone else gets 404. */
export async function getOrder(db: Kysely<DB>, user: AuthUser, id: number): Promise<Order> {
  const row = await repo.findOrderById(db, id);
  if (!row || (row.user_id !== user.id && row.placed_by_user_id !== user.id)) {
    throw new AppError('order_not_found', messages.orderNotFound);
  }
  return orderView(db, row);
}

/** What a shopper chose for their last own order in a store, to offer it again (decision 030). */
export interface LastChoices {
  deliveryType: Order['delivery_type'];
  paymentMethod: Order['payment_method'];
  addressId: number | null;
  /** The day it was for (`YYYY-MM-DD`) and its time window. */
  date: string;
  slot: { start: string; end: string };
  /** What missing lines became, remembered for the next cart (issue 25). */
  substitutionDefault: Order['substitution_default'];
}

export async function lastOrderChoices(
  db: Kysely<DB>,
  userId: number,
  storeId: number,
): Promise<LastChoices | null> {
  const row = await repo.findLastOwnOrder(db, userId, storeId);
  if (!row) return null;
  const address = row.address ? OrderSchema.shape.address.parse(JSON.parse(row.address)) : null;
  return {
    deliveryType: row.delivery_type,
    paymentMethod: row.payment_method,
    addressId: address?.id ?? null,
    date: row.delivery_date,
    slot: { start: row.delivery_slot_start, end: row.delivery_slot_end },
    substitutionDefault: row.substitution_default,
  };
}

/** One order as stored now (after an operator's move, for instance). */
export async function orderById(db: Kysely<DB>, id: number): Promise<Order> {
  const row = await repo.findOrderById(db, id);
  if (!row) throw new AppError('order_not_found', messages.orderNotFound);
  return orderView(db, row);
}

/** An order row as the contract's order. */
export async function orderView(db: Kysely<DB>, row: OrderRow): Promise<Order> {
  const [order] = await orderViews(db, [row]);
  if (!order) throw new AppError('order_not_found', messages.orderNotFound);
  return order;
}

async function orderViews(db: Kysely<DB>, rows: OrderRow[]): Promise<Order[]> {
  const ids = rows.map((row) => row.id);
  const [items, history, names, records, rules, edits] = await Promise.all([
    repo.listItems(db, ids),
    repo.listHistory(db, ids),
    repo.findUserNames(db, [...new Set(rows.map((row) => row.placed_by_user_id))]),
    recordsOfOrders(db, rows),
    loadEditRules(
      db,
      rows.map((row) => row.store_id),
    ),
    editSummaries(db, ids),
  ]);
  const stores = new Map<number, Store>();
  for (const storeId of new Set(rows.map((row) => row.store_id))) {
    stores.set(storeId, await getStore(db, String(storeId)));
  }
  return rows.map((row) => {
    const store = stores.get(row.store_id);
    if (!store) throw new AppError('store_not_found', messages.storeNotFound);
    return toOrder({
      row,
      items: items.filter((item) => item.order_id === row.id),
      history: history.filter((entry) => entry.order_id === row.id),
      placedByName: names.find((user) => user.id === row.placed_by_user_id)?.name ?? '',
      store,
      records: records.get(row.id) ?? [],
      editableUntil: editableUntilOf(row, rules),
      edits: withEditPayments(edits.get(row.id) ?? [], records.get(row.id) ?? []),
    });
  });
}

/** Until when the order may be edited (decision 061), by its store's rules. */
export function editableUntilOf(row: OrderRow, rules: Map<number, EditRules>): string | null {
  const own = rules.get(row.store_id);
  return own ? editableUntil(row, own) : null;
}

/** An order whose weight lines or substitutes wait for picking to settle what it costs (issue 25). */
export function orderAwaitsPicking(db: Kysely<DB>, orderId: number): Promise<boolean> {
  return repo.awaitsPicking(db, orderId);
}
