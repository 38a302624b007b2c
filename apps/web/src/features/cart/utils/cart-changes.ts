import {
  type Cart,
  type CartItem,
  type CartResponse,
  DEFAULT_SUBSTITUTION,
  DEFAULT_WEIGHT_HOLD_MARGIN_PERCENT,
  type InventoryItem,
  lineCount,
  lineTotal,
  type SubstitutionPreference,
} from '@canasta/contract';

/**
 * A change the shopper made to the cart that the server hasn't confirmed yet. Quantities are
 * absolute ("3 of these", "750 g"), never "one more": a repeated or retried change lands the
 * same. `substitution` is a line's choice of what the store does if it is missing.
 */
export type CartChange =
  | { type: 'set'; item: InventoryItem; qty: number }
  | { type: 'remove'; item: InventoryItem }
  | { type: 'substitution'; item: InventoryItem; substitution: SubstitutionPreference };

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
  substitution_default: DEFAULT_SUBSTITUTION,
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
      estimated: false,
      hold_cents: 0,
      hold_margin_percent: DEFAULT_WEIGHT_HOLD_MARGIN_PERCENT,
    },
  };
}

function applyOne(cart: Cart, change: CartChange): CartItem[] {
  const { items } = cart;
  const productId = change.item.id;
  if (change.type === 'substitution') {
    return items.map((line) =>
      line.purchaseable.id === productId ? { ...line, substitution: change.substitution } : line,
    );
  }
  if (change.type === 'remove' || change.qty <= 0) {
    return items.filter((line) => line.purchaseable.id !== productId);
  }
  const { qty } = change;
  const existing = items.find((line) => line.purchaseable.id === productId);
  if (existing) {
    return items.map((line) =>
      line === existing
        ? {
            ...line,
            qty,
            line_total_cents: lineTotal({
              soldBy: line.purchaseable.sold_by,
              qty,
              unitPriceCents: line.unit_price_cents,
            }),
          }
        : line,
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
      line_total_cents: lineTotal({
        soldBy: change.item.sold_by,
        qty,
        unitPriceCents: change.item.price_cents,
      }),
      // The server's answer brings the range when this cart may change prices.
      price_range: null,
      substitution: cart.substitution_default,
      purchaseable: change.item,
    },
  ];
}

/** The cart's lines with the pending changes on top, in the order they were made. */
export function linesWithChanges(cart: Cart, changes: readonly CartChange[]): CartItem[] {
  return changes.reduce((held, change) => applyOne({ ...cart, items: held }, change), cart.items);
}

/**
 * The cart's count of "productos" with the pending changes on top, as `applyChanges` counts it,
 * without pricing the whole cart: the badges in the header and the bottom bar show only this,
 * and they redraw at every tap on "Agregar".
 */
export function countWithChanges(
  base: CartResponse | null | undefined,
  changes: readonly CartChange[],
): number {
  if (changes.length === 0) return base?.extra.item_count ?? 0;
  return linesWithChanges(base?.cart ?? EMPTY_CART, changes)
    .filter((line) => line.purchaseable.available)
    .reduce(
      (sum, line) => sum + lineCount({ soldBy: line.purchaseable.sold_by, qty: line.qty }),
      0,
    );
}
