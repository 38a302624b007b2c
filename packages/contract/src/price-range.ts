/**
 * The bounds of a modified price (decision 020), shared by the server and the web app's test
 * fakes so both answer the same range. Kept free of zod, like cart-limits.ts.
 */

export interface PriceBounds {
  /** The store's current price for the offer. */
  listCents: number;
  /** The offer's own floor (`min_price_cents`), or null when it has none. */
  floorCents: number | null;
  /** The store's largest discount off the list price, 0–100. */
  maxDiscountPercent: number;
}

/**
 * The unit prices a seller or mentor may charge: from the higher of the floor and the list price
 * less the store's largest discount (rounded up to the cent, so the discount is never exceeded),
 * to the list price. A floor above the list price leaves only the list price: a modified price
 * is never above the store's.
 */
export function modifiedPriceRange({ listCents, floorCents, maxDiscountPercent }: PriceBounds): {
  min_cents: number;
  max_cents: number;
} {
  const byDiscount = Math.ceil((listCents * (100 - maxDiscountPercent)) / 100);
  const min = Math.min(listCents, Math.max(floorCents ?? 0, byDiscount));
  return { min_cents: min, max_cents: listCents };
}

/** A stored price moved into the current range (the list price or the bounds may have changed). */
export function clampToRange(priceCents: number, range: { min_cents: number; max_cents: number }) {
  return Math.min(range.max_cents, Math.max(range.min_cents, priceCents));
}
