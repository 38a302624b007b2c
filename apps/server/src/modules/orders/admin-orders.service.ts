import {
  type AdminOrder,
  type AdminOrderCustomer,
  type AdminOrderListItem,
  type AdminOrderPage,
  type AdminOrdersQuery,
  AddressSnapshotSchema,
  ORDER_STATUSES,
  type OrderEvent,
  OrderSchema,
  type OrderStatus,
  type StatusCounts,
  cashChangeCents,
  nextOrderStatuses,
  pageMeta,
} from '@canasta/contract';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import type { AdminContext } from '../operators/admin-context';
import { consolePaymentSummary, recordsOfOrders } from '../payments/payments.service';
import { orderEventRowsSince } from './order-events.service';
import { orderNumber } from './order-number';
import { orderSearchTerms } from './order-search';
import { type AdvanceDeps, moveOrder } from './order-status.service';
import { pickingOf, substituteOf } from './order-view';
import * as repo from './order-board.repository';

/** The orders board of the operator console (issue 23): the list, one order, moving it. */

/** A page of the store's orders, with the whole day's counts when a day is asked for. */
export async function listBoard(
  db: Kysely<DB>,
  storeId: number,
  query: AdminOrdersQuery,
): Promise<AdminOrderPage> {
  const filter: repo.BoardFilter = {
    storeId,
    ...(query.date === undefined ? {} : { date: query.date }),
    ...(query.status === undefined ? {} : { statuses: query.status }),
    terms: orderSearchTerms(query.q),
  };
  const [rows, total, day] = await Promise.all([
    repo.listBoardOrders(db, filter, {
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    repo.countBoardOrders(db, filter),
    query.date === undefined ? null : dayCounts(db, storeId, query.date),
  ]);
  return {
    data: rows.map(toListItem),
    meta: pageMeta(query.page, query.per_page, total),
    day,
  };
}

async function dayCounts(
  db: Kysely<DB>,
  storeId: number,
  date: string,
): Promise<NonNullable<AdminOrderPage['day']>> {
  const rows = await repo.countDayBySlot(db, storeId, date);
  const byStatus = emptyCounts();
  const slots = new Map<string, NonNullable<AdminOrderPage['day']>['slots'][number]>();
  for (const row of rows) {
    const n = Number(row.n);
    byStatus[row.status] += n;
    const key = `${String(row.delivery_slot_id)}|${row.delivery_slot_start}|${row.delivery_slot_end}`;
    const slot = slots.get(key) ?? {
      id: row.delivery_slot_id,
      start: row.delivery_slot_start,
      end: row.delivery_slot_end,
      delivery_type: row.delivery_type,
      total: 0,
      by_status: emptyCounts(),
    };
    slot.total += n;
    slot.by_status[row.status] += n;
    slots.set(key, slot);
  }
  const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  return { date, total, by_status: byStatus, slots: [...slots.values()] };
}

export function emptyCounts(): StatusCounts {
  return Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
}

/** Board lines of these orders of the store, by id. */
export async function boardItemsByIds(
  db: Kysely<DB>,
  storeId: number,
  ids: readonly number[],
): Promise<Map<number, AdminOrderListItem>> {
  const rows = await repo.boardOrdersByIds(db, storeId, ids);
  return new Map(rows.map((row) => [row.id, toListItem(row)]));
}

/**
 * The store's order events after `afterId`, oldest first (at most `limit`), each with its
 * order as it stands now.
 */
export async function orderEventsSince(
  db: Kysely<DB>,
  storeId: number,
  afterId: number,
  limit: number,
): Promise<OrderEvent[]> {
  const rows = await orderEventRowsSince(db, storeId, afterId, limit);
  const orders = await boardItemsByIds(db, storeId, [...new Set(rows.map((row) => row.order_id))]);
  return rows.flatMap((row) => {
    const order = orders.get(row.order_id);
    return order
      ? [
          {
            id: row.id,
            type: row.kind,
            status: row.status,
            by: row.kind === 'created' || row.actor === 'customer' ? 'customer' : 'store',
            at: row.created_at,
            order,
          },
        ]
      : [];
  });
}

/** One of the store's orders in full; another store's, or none, is 404. */
export async function getAdminOrder(
  db: Kysely<DB>,
  storeId: number,
  number: string,
): Promise<AdminOrder> {
  const row = await repo.findStoreOrder(db, storeId, number);
  if (!row) throw new AppError('order_not_found', messages.orderNotFound);
  const [lines, changes, people, records] = await Promise.all([
    repo.listOrderLines(db, [row.id]),
    repo.listStatusChanges(db, row.id),
    repo.findPeople(db, [row.placed_by_user_id]),
    recordsOfOrders(db, [row]),
  ]);
  const placer = people[0];
  // orders.placed_by_user_id references users: a missing placer is a broken database.
  if (!placer) throw new Error(`order ${number} has no placer`);
  const summary = consolePaymentSummary(row, records.get(row.id) ?? []);
  return {
    ...toListItem(row),
    items: lines.map((line) => ({
      id: line.id,
      purchaseable_id: line.inventory_id,
      name: line.name,
      sku: line.sku,
      unit: line.unit,
      image_url: line.image_url,
      sold_by: line.sold_by,
      qty: line.qty,
      ordered_qty: line.qty,
      picked_qty: line.picked_qty,
      unit_price_cents: line.unit_price_cents,
      list_unit_price_cents: line.list_unit_price_cents,
      estimated_line_total_cents: line.estimated_line_total_cents,
      line_total_cents: line.line_total_cents,
      substitution: line.substitution,
      substitute: substituteOf(line),
    })),
    estimated_total_cents: row.estimated_total_cents,
    subtotal_cents: row.subtotal_cents,
    discount_cents: row.discount_cents,
    delivery_fee_cents: row.delivery_fee_cents,
    wallet_applied_cents: row.wallet_applied_cents,
    coupon_code: row.coupon_code,
    zone_name: row.zone_name,
    // Snapshots are JSON text written by placement; parsed, so a bad one fails loudly here.
    address: row.address ? AddressSnapshotSchema.parse(JSON.parse(row.address)) : null,
    client: clientOf(row.client),
    placed_by: { id: placer.id, name: placer.name, phone: placer.phone },
    payment: {
      method: row.payment_method,
      status: row.payment_status,
      card:
        row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
      wallet_applied_cents: row.wallet_applied_cents,
      card_charge: summary.card_charge,
      collect_cents: summary.collect_cents,
      cash_tendered_cents: row.cash_tendered_cents,
    },
    notes: row.notes,
    status_history: changes.map((change) => ({
      status: change.status,
      at: change.at,
      actor:
        change.actor_name === null
          ? null
          : { user_id: change.actor_user_id, name: change.actor_name },
      reason: change.reason,
    })),
    next_statuses: nextOrderStatuses(row.status, row.delivery_type),
  };
}

/**
 * Moves one of the store's orders (the one way every caller moves orders: `moveOrder`) and
 * answers it as it now stands.
 */
export async function changeOrderStatus(
  deps: AdvanceDeps,
  ctx: AdminContext,
  number: string,
  body: { status: OrderStatus; reason?: string | null | undefined },
): Promise<AdminOrder> {
  await moveOrder(deps, ctx, number, { status: body.status, reason: body.reason || null });
  return getAdminOrder(deps.db, ctx.store.id, number);
}

const NeighborhoodSchema = z.object({ neighborhood: z.string() });

/** The neighbourhood (colonia) of an address snapshot, for lists and picking sheets. */
export function neighborhoodOf(address: string | null): string | null {
  if (address === null) return null;
  const parsed = NeighborhoodSchema.safeParse(JSON.parse(address));
  return parsed.success ? parsed.data.neighborhood : null;
}

function toListItem(row: repo.BoardRow): AdminOrderListItem {
  return {
    id: row.id,
    number: row.number ?? orderNumber(row.id),
    status: row.status,
    payment_status: row.payment_status,
    payment_method: row.payment_method,
    delivery_type: row.delivery_type,
    delivery_date: row.delivery_date,
    delivery_slot: {
      id: row.delivery_slot_id,
      start: row.delivery_slot_start,
      end: row.delivery_slot_end,
    },
    customer: customerOf(row),
    neighborhood: neighborhoodOf(row.address),
    item_count: Number(row.item_count ?? 0),
    total_cents: row.total_cents,
    estimated: row.picking_done_at === null && Number(row.estimated_lines ?? 0) > 0,
    picking: pickingOf(row),
    store_absorbs_cents: row.store_absorbs_cents,
    // Only while the cash is still to collect: once paid or cancelled there is no change to bring.
    cash_change_cents: stillCollects(row) ? cashChangeCents(row) : null,
    awaiting_payment: Number(row.awaiting_deferred ?? 0) > 0,
    currency: row.currency,
    created_at: row.created_at,
  };
}

/** A cash order whose money is still to be collected on delivery or at the counter. */
function stillCollects(
  row: Pick<repo.BoardRow, 'payment_method' | 'payment_status' | 'status'>,
): boolean {
  return (
    row.payment_method === 'cash' && row.payment_status === 'pending' && row.status !== 'cancelled'
  );
}

function clientOf(json: string | null) {
  return json === null ? null : OrderSchema.shape.client.parse(JSON.parse(json));
}

/** The client a seller or mentor ordered for, as they were; else the order's own user. */
export function customerOf(row: {
  client: string | null;
  user_name: string;
  user_phone: string;
}): AdminOrderCustomer {
  const client = clientOf(row.client);
  return client
    ? { name: client.name, phone: client.phone }
    : { name: row.user_name, phone: row.user_phone };
}
