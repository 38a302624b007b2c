import type { CouponKind } from './cart';
import { GRAMS_PER_KG, type SoldBy } from './quantity';

/**
 * A cart's money, added up in one place for the server (the truth, from the database) and the
 * web (the cart a shopper's unconfirmed changes show, until the server's answer replaces it):
 * both must land on the same cents.
 */

export interface PricingLine {
  soldBy: SoldBy;
  /** Pieces, or grams for a weight line. */
  qty: number;
  /** Per piece, or per kilogram for a weight line. */
  unitPriceCents: number;
  /** Lines that can't be bought right now (sold out, unlisted) don't count towards the total. */
  available: boolean;
}

export interface CouponTerms {
  kind: CouponKind;
  /** Percent (1–100) or cents off, by kind. */
  value: number;
}

export interface CartTotals {
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  totalCents: number;
  /** "productos": pieces of unit lines, and each weight line once. */
  itemCount: number;
  /** A payable weight line makes the totals an estimate until the order is weighed. */
  estimated: boolean;
  /** The payable weight lines' share of the subtotal (what a card hold's margin is taken on). */
  weightSubtotalCents: number;
}

/**
 * A line's total in whole cents: pieces times the unit price, or grams times the price per
 * kilogram, rounded to the cent once (half up), the same on the server and the web.
 */
export function lineTotal(line: Pick<PricingLine, 'soldBy' | 'qty' | 'unitPriceCents'>): number {
  return line.soldBy === 'weight'
    ? Math.round((line.qty * line.unitPriceCents) / GRAMS_PER_KG)
    : line.qty * line.unitPriceCents;
}

/** What a line adds to the cart's count of "productos": its pieces, or one for a weight line. */
export function lineCount(line: Pick<PricingLine, 'soldBy' | 'qty'>): number {
  return line.soldBy === 'weight' ? 1 : line.qty;
}

/** The discount a coupon gives on a subtotal: never more than the subtotal, never negative. */
export function couponDiscount(terms: CouponTerms, subtotalCents: number): number {
  const raw =
    terms.kind === 'percent' ? Math.round((subtotalCents * terms.value) / 100) : terms.value;
  return Math.max(0, Math.min(raw, subtotalCents));
}

/** The one place a cart's money is added up. */
export function priceCart(input: {
  lines: readonly PricingLine[];
  /** The coupon's terms when it applies to this cart, else null. */
  coupon: CouponTerms | null;
  deliveryFeeCents: number;
}): CartTotals {
  const payable = input.lines.filter((line) => line.available);
  const subtotalCents = payable.reduce((sum, line) => sum + lineTotal(line), 0);
  const discountCents = input.coupon ? couponDiscount(input.coupon, subtotalCents) : 0;
  const itemCount = payable.reduce((sum, line) => sum + lineCount(line), 0);
  const deliveryFeeCents = itemCount > 0 ? input.deliveryFeeCents : 0;
  const weightLines = payable.filter((line) => line.soldBy === 'weight');
  return {
    subtotalCents,
    discountCents,
    deliveryFeeCents,
    totalCents: subtotalCents - discountCents + deliveryFeeCents,
    itemCount,
    estimated: weightLines.length > 0,
    weightSubtotalCents: weightLines.reduce((sum, line) => sum + lineTotal(line), 0),
  };
}

/**
 * What a card is held for: the part the card pays plus a margin on the weight lines only, so a
 * heavier weighing can still be charged (issue 25). Without weight lines, exactly the card's part.
 */
export function cardHoldCents(input: {
  totals: Pick<CartTotals, 'weightSubtotalCents'>;
  /** The estimate the card pays (the total less any wallet part). */
  cardPartCents: number;
  marginPercent: number;
}): number {
  return (
    input.cardPartCents + Math.round((input.totals.weightSubtotalCents * input.marginPercent) / 100)
  );
}
