import type { CouponKind } from './cart';

/**
 * A cart's money, added up in one place for the server (the truth, from the database) and the
 * web (the cart a shopper's unconfirmed changes show, until the server's answer replaces it):
 * both must land on the same cents.
 */

export interface PricingLine {
  qty: number;
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
  itemCount: number;
}

/** A line's total: its unit price times its quantity, in whole cents. */
export function lineTotal(line: Pick<PricingLine, 'qty' | 'unitPriceCents'>): number {
  return line.qty * line.unitPriceCents;
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
  const itemCount = payable.reduce((sum, line) => sum + line.qty, 0);
  const deliveryFeeCents = itemCount > 0 ? input.deliveryFeeCents : 0;
  return {
    subtotalCents,
    discountCents,
    deliveryFeeCents,
    totalCents: subtotalCents - discountCents + deliveryFeeCents,
    itemCount,
  };
}
