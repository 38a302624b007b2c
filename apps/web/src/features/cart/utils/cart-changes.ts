import type { Cart, CartItem, CartResponse, InventoryItem } from '@canasta/contract';

/**
 * A change the shopper made to the cart that the server hasn't confirmed yet. Quantities are
 * absolute ("3 of these"), never "one more": a repeated or retried change lands the same.
 */
export type CartChange =
  { type: 'set'; item: InventoryItem; qty: number } | { type: 'remove'; item: InventoryItem };

const EMPTY_CART: Cart = {
  id: '',
  user_id: null,
  store_id: 0,
  items: [],
  coupon: null,
  delivery_type: null,
  delivery_date: null,
  delivery_slot_id: null,
  address_id: null,
  client_id: null,
  client_address_id: null,
  client: null,
  payment_method: null,
  use_wallet: false,
  modified_prices: [],
  notes: null,
  blocked: false,
};

/** What the shopper sees before the store's first cart exists on the server. */
export function draftCart(storeId: number, currency = 'MXN'): CartResponse {
  return {
    // Fresh arrays: a draft must never share its lists with another cart.
    cart: { ...EMPTY_CART, store_id: storeId, items: [], modified_prices: [] },
    extra: {
      subtotal_cents: 0,
      discount_cents: 0,
      delivery_fee_cents: 0,
      wallet_applied_cents: 0,
      total_cents: 0,
      item_count: 0,
      min_order_cents: 0,
      currency,
    },
  };
}

function applyOne(items: CartItem[], change: CartChange): CartItem[] {
  const productId = change.item.id;
  if (change.type === 'remove' || change.qty <= 0) {
    return items.filter((line) => line.purchaseable.id !== productId);
  }
  const { qty } = change;
  const existing = items.find((line) => line.purchaseable.id === productId);
  if (existing) {
    return items.map((line) =>
      line === existing ? { ...line, qty, line_total_cents: line.unit_price_cents * qty } : line,
    );
  }
  return [
    ...items,
    {
      // Negative: not a server id, so nothing mistakes it for a real line.
      id: -productId,
      qty,
      unit_price_cents: change.item.price_cents,
      list_unit_price_cents: change.item.price_cents,
      line_total_cents: change.item.price_cents * qty,
      // The server's answer brings the range when this cart may change prices.
      price_range: null,
      purchaseable: change.item,
    },
  ];
}

/**
 * The cart as the shopper should see it: the server's, with the pending changes on top in the
 * order they were made. Totals are estimated the way the server adds them up; its answer
 * replaces them a moment later.
 */
export function applyChanges(
  base: CartResponse | null | undefined,
  changes: readonly CartChange[],
  storeId: number,
): CartResponse | null | undefined {
  if (changes.length === 0) return base;
  const start = base ?? draftCart(storeId);
  const items = changes.reduce(applyOne, start.cart.items);
  const payable = items.filter((line) => line.purchaseable.available);
  const subtotal = payable.reduce((sum, line) => sum + line.line_total_cents, 0);
  const itemCount = payable.reduce((sum, line) => sum + line.qty, 0);
  const { coupon } = start.cart;
  let discount = 0;
  if (coupon?.applied && subtotal >= coupon.min_subtotal_cents) {
    const raw =
      coupon.kind === 'percent' ? Math.round((subtotal * coupon.value) / 100) : coupon.value;
    discount = Math.max(0, Math.min(raw, subtotal));
  }
  const fee = itemCount > 0 ? start.extra.delivery_fee_cents : 0;
  // The total is the whole order; the wallet pays part of it (never more than it).
  const total = subtotal - discount + fee;
  const wallet = Math.min(start.extra.wallet_applied_cents, total);
  return {
    cart: {
      ...start.cart,
      items,
      coupon: coupon ? { ...coupon, discount_cents: discount } : null,
    },
    extra: {
      ...start.extra,
      subtotal_cents: subtotal,
      discount_cents: discount,
      delivery_fee_cents: fee,
      wallet_applied_cents: wallet,
      total_cents: total,
      item_count: itemCount,
    },
  };
}
