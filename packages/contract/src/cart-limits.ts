/**
 * Cart limits shared by server and web, kept free of zod so the web app's first chunk can use
 * them without carrying the schemas.
 */
import { type WeighableOffer, largestWeightWithin, weightRulesOf } from './quantity';

/** The most units of one product a single cart line may hold, whatever the stock. */
export const MAX_LINE_QTY = 999;
/** The most distinct products one cart may hold. */
export const MAX_CART_LINES = 100;
/** Anonymous carts untouched for this many days are purged. */
export const ANONYMOUS_CART_TTL_DAYS = 30;
export const COUPON_CODE_MAX_LENGTH = 40;
export const CART_NOTES_MAX_LENGTH = 500;

/**
 * How much of an offer one cart may hold now: pieces, or for a weight offer the most grams its
 * rules allow within its stock and limit (MAX_LINE_QTY caps pieces only; a weight line is
 * bounded by `max_weight_g`).
 */
export function maxQtyFor(item: WeighableOffer & { stock: number; available: boolean }) {
  if (!item.available) return 0;
  const rules = weightRulesOf(item);
  if (rules) return largestWeightWithin(rules, Math.min(item.stock, item.max_per_order));
  return Math.max(0, Math.min(item.stock, item.max_per_order, MAX_LINE_QTY));
}
