import type { CartResponse } from '@canasta/contract';

/** How much the order is short of the store's minimum (0 when it's reached or there is none). */
export function missingForMinimum({ extra }: CartResponse): number {
  return Math.max(0, extra.min_order_cents - extra.subtotal_cents);
}
