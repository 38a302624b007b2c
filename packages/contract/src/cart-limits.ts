/**
 * Cart limits shared by server and web, kept free of zod so the web app's first chunk can use
 * them without carrying the schemas.
 */

/** The most units of one product a single cart line may hold, whatever the stock. */
export const MAX_LINE_QTY = 999;
/** The most distinct products one cart may hold. */
export const MAX_CART_LINES = 100;
/** Anonymous carts untouched for this many days are purged. */
export const ANONYMOUS_CART_TTL_DAYS = 30;
export const COUPON_CODE_MAX_LENGTH = 40;
export const CART_NOTES_MAX_LENGTH = 500;

/** How many units of an offer one cart may hold now. */
export function maxQtyFor(item: { stock: number; max_per_order: number; available: boolean }) {
  if (!item.available) return 0;
  return Math.max(0, Math.min(item.stock, item.max_per_order, MAX_LINE_QTY));
}
