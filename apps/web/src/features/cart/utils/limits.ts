import type { InventoryItem } from '@canasta/contract';

/*
 * The contract's cart limits, repeated here on purpose: @canasta/contract defines them in
 * cart.ts beside its zod schemas, and importing a value from that module pulls zod into the
 * store home's download (measured: +25 KB gzip). limits.test.ts pins every value to the
 * contract's, so they can't drift. (A zod-free module for them in the contract would let this
 * file go; see decision 008.)
 */

/** = contract MAX_LINE_QTY */
export const MAX_LINE_QTY = 999;
/** = contract COUPON_CODE_MAX_LENGTH */
export const COUPON_CODE_MAX_LENGTH = 40;

/** = contract maxQtyFor: how many units of an offer one cart may hold now. */
export function maxQtyFor(item: Pick<InventoryItem, 'stock' | 'max_per_order' | 'available'>) {
  if (!item.available) return 0;
  return Math.max(0, Math.min(item.stock, item.max_per_order, MAX_LINE_QTY));
}
