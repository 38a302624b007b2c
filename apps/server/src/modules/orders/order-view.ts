import { type Order, OrderSchema, type Store } from '@canasta/contract';
import type { OrderItemRow, OrderRow } from '../../db/schema';
import { orderNumber } from './order-number';

/** An order's parts as stored, turned into the contract's shape (reads and placement alike). */
export interface OrderParts {
  row: OrderRow;
  items: OrderItemRow[];
  history: { status: Order['status']; at: string }[];
  placedByName: string;
  store: Pick<Store, 'id' | 'slug' | 'name' | 'address'>;
}

export function toOrder({ row, items, history, placedByName, store }: OrderParts): Order {
  return {
    id: row.id,
    number: row.number ?? orderNumber(row.id),
    status: row.status,
    payment_status: row.payment_status,
    payment_method: row.payment_method,
    card:
      row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
    store: { id: store.id, slug: store.slug, name: store.name, address: store.address },
    items: items.map((item) => ({
      purchaseable_id: item.inventory_id,
      name: item.name,
      image_url: item.image_url,
      qty: item.qty,
      unit_price_cents: item.unit_price_cents,
      list_unit_price_cents: item.list_unit_price_cents,
      line_total_cents: item.line_total_cents,
      price_changed_by:
        item.price_changed_by_user_id !== null && item.price_changed_by_name !== null
          ? { id: item.price_changed_by_user_id, name: item.price_changed_by_name }
          : null,
    })),
    subtotal_cents: row.subtotal_cents,
    discount_cents: row.discount_cents,
    delivery_fee_cents: row.delivery_fee_cents,
    wallet_applied_cents: row.wallet_applied_cents,
    total_cents: row.total_cents,
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
