import {
  type Order,
  type OrderEditSummary,
  type OrderSubstitute,
  OrderSchema,
  type PickingState,
  type Store,
  lineTotal,
} from '@canasta/contract';
import type { OrderItemRow, OrderRow } from '../../db/schema';
import type { PaymentRecord } from '../payments/payment-handler';
import { orderPaymentFields } from '../payments/payments.service';
import { orderNumber } from './order-number';

/** An order's parts as stored, turned into the contract's shape (reads and placement alike). */
export interface OrderParts {
  row: OrderRow;
  items: OrderItemRow[];
  history: { status: Order['status']; at: string }[];
  placedByName: string;
  store: Pick<Store, 'id' | 'slug' | 'name' | 'address'>;
  /** Its payment records (decision 059), oldest first. */
  records: readonly PaymentRecord[];
  /** Until when its customer may change it (decision 061); null once they can't. */
  editableUntil: string | null;
  /** Its confirmed edits, oldest first. */
  edits: OrderEditSummary[];
}

type SubstituteColumns = Pick<
  OrderItemRow,
  | 'substitute_inventory_id'
  | 'substitute_name'
  | 'substitute_image_url'
  | 'substitute_sold_by'
  | 'substitute_qty'
  | 'substitute_unit_price_cents'
  | 'substitute_state'
  | 'substitute_answer_by'
>;

/** The substitute the store put in a line's place, or null (shop and console alike). */
export function substituteOf(item: SubstituteColumns): OrderSubstitute | null {
  if (
    item.substitute_inventory_id === null ||
    item.substitute_state === null ||
    item.substitute_qty === null ||
    item.substitute_unit_price_cents === null
  ) {
    return null;
  }
  const soldBy = item.substitute_sold_by ?? 'unit';
  return {
    purchaseable_id: item.substitute_inventory_id,
    name: item.substitute_name ?? '',
    image_url: item.substitute_image_url,
    sold_by: soldBy,
    qty: item.substitute_qty,
    unit_price_cents: item.substitute_unit_price_cents,
    line_total_cents: lineTotal({
      soldBy,
      qty: item.substitute_qty,
      unitPriceCents: item.substitute_unit_price_cents,
    }),
    state: item.substitute_state,
    answer_by: item.substitute_answer_by,
  };
}

/** Where an order's picking stands. */
export function pickingOf(
  row: Pick<OrderRow, 'picking_started_at' | 'picking_done_at'>,
): PickingState {
  if (row.picking_done_at !== null) return 'done';
  return row.picking_started_at !== null ? 'started' : 'pending';
}

/**
 * An order's total is an estimate until its picking is done when a line is weighed at the shelf
 * or a substitute is in play.
 */
export function isEstimated(
  row: Pick<OrderRow, 'picking_done_at'>,
  items: readonly Pick<OrderItemRow, 'sold_by' | 'substitute_state'>[],
): boolean {
  return (
    row.picking_done_at === null &&
    items.some((item) => item.sold_by === 'weight' || item.substitute_state !== null)
  );
}

export function toOrder(parts: OrderParts): Order {
  const { row, items, history, placedByName, store } = parts;
  return {
    ...orderPaymentFields(parts.records),
    editable_until: parts.editableUntil,
    edits: parts.edits,
    id: row.id,
    number: row.number ?? orderNumber(row.id),
    status: row.status,
    payment_status: row.payment_status,
    payment_method: row.payment_method,
    card:
      row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
    store: { id: store.id, slug: store.slug, name: store.name, address: store.address },
    items: items.map((item) => ({
      id: item.id,
      purchaseable_id: item.inventory_id,
      name: item.name,
      image_url: item.image_url,
      sold_by: item.sold_by,
      qty: item.qty,
      ordered_qty: item.qty,
      picked_qty: item.picked_qty,
      unit_price_cents: item.unit_price_cents,
      list_unit_price_cents: item.list_unit_price_cents,
      estimated_line_total_cents: item.estimated_line_total_cents,
      line_total_cents: item.line_total_cents,
      price_changed_by:
        item.price_changed_by_user_id !== null && item.price_changed_by_name !== null
          ? { id: item.price_changed_by_user_id, name: item.price_changed_by_name }
          : null,
      substitution: item.substitution,
      substitute: substituteOf(item),
    })),
    subtotal_cents: row.subtotal_cents,
    discount_cents: row.discount_cents,
    delivery_fee_cents: row.delivery_fee_cents,
    wallet_applied_cents: row.wallet_applied_cents,
    total_cents: row.total_cents,
    estimated_total_cents: row.estimated_total_cents,
    estimated: isEstimated(row, items),
    picking: pickingOf(row),
    substitution_default: row.substitution_default,
    hold_cents: row.hold_cents,
    cash_tendered_cents: row.cash_tendered_cents,
    currency: row.currency,
    coupon_code: row.coupon_code,
    delivery_type: row.delivery_type,
    delivery_date: row.delivery_date,
    delivery_slot: {
      id: row.delivery_slot_id,
      start: row.delivery_slot_start,
      end: row.delivery_slot_end,
    },
    // Snapshots are JSON text written by placement; parsed, so a bad one fails loudly here.
    address: row.address ? OrderSchema.shape.address.parse(JSON.parse(row.address)) : null,
    client: row.client ? OrderSchema.shape.client.parse(JSON.parse(row.client)) : null,
    placed_by: { id: row.placed_by_user_id, name: placedByName },
    notes: row.notes,
    status_history: history.map((entry) => ({ status: entry.status, at: entry.at })),
    created_at: row.created_at,
  };
}
