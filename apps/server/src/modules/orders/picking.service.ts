import {
  type PickingList,
  type PickingOrder,
  type PickingProduct,
  TO_PREPARE_STATUSES,
} from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { customerOf, neighborhoodOf } from './admin-orders.service';
import { orderNumber } from './order-number';
import * as repo from './order-board.repository';

const byName = new Intl.Collator('es-MX', { sensitivity: 'base', numeric: true });

/**
 * What to pick for one delivery slot of one day (issue 23): only the orders still to prepare
 * (pending, confirmed, preparing), every product summed for one pass along the shelves, then each
 * order's own lines to fill its bag. The slot's hours are those its orders were promised, or the
 * store's window when it has no order yet; null when the store has no such slot at all.
 */
export async function pickingList(
  db: Kysely<DB>,
  storeId: number,
  query: { date: string; slot_id: number },
): Promise<PickingList> {
  const [orders, window] = await Promise.all([
    repo.listSlotOrders(db, {
      storeId,
      date: query.date,
      slotId: query.slot_id,
      statuses: TO_PREPARE_STATUSES,
    }),
    repo.findStoreWindow(db, storeId, query.slot_id),
  ]);
  const lines = await repo.listOrderLines(
    db,
    orders.map((order) => order.id),
  );
  const products = new Map<number, PickingProduct>();
  for (const line of lines) {
    const product = products.get(line.inventory_id) ?? {
      purchaseable_id: line.inventory_id,
      name: line.name,
      sku: line.sku,
      unit: line.unit,
      sold_by: line.sold_by,
      qty: 0,
      order_count: 0,
    };
    product.qty += line.qty;
    product.order_count += 1;
    products.set(line.inventory_id, product);
  }
  const first = orders[0];
  return {
    date: query.date,
    slot: first
      ? {
          id: first.delivery_slot_id,
          start: first.delivery_slot_start,
          end: first.delivery_slot_end,
          delivery_type: first.delivery_type,
        }
      : window
        ? {
            id: window.id,
            start: window.start_time,
            end: window.end_time,
            delivery_type: window.type,
          }
        : null,
    products: [...products.values()].sort((a, b) => byName.compare(a.name, b.name)),
    orders: orders.map((order): PickingOrder => ({
      number: order.number ?? orderNumber(order.id),
      status: order.status,
      delivery_type: order.delivery_type,
      customer: customerOf(order),
      neighborhood: neighborhoodOf(order.address),
      notes: order.notes,
      lines: lines
        .filter((line) => line.order_id === order.id)
        .map((line) => ({
          purchaseable_id: line.inventory_id,
          name: line.name,
          sku: line.sku,
          unit: line.unit,
          sold_by: line.sold_by,
          qty: line.qty,
        })),
    })),
  };
}
