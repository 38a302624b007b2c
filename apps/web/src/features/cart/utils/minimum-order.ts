import type { CartResponse, Store } from '@canasta/contract';

/** How much the order is short of the store's minimum (0 when it's reached or there is none). */
export function missingForMinimum({ extra }: CartResponse): number {
  return Math.max(0, extra.min_order_cents - extra.subtotal_cents);
}

/**
 * Whether the delivery minimum holds the cart back. The minimum belongs to home delivery and
 * pickup has none; the method is chosen in the step after the cart, so while the store offers
 * pickup the shopper may always go on and choose it (the summary step applies the minimum of
 * their choice). Only a store that only delivers holds the cart back below it.
 */
export function minimumBlocksCart(response: CartResponse, store: Store): boolean {
  return missingForMinimum(response) > 0 && !store.delivery_types.includes('pickup');
}
