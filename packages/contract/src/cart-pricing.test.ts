import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponDiscount, priceCart } from './cart-pricing';

const line = fc.record({
  qty: fc.integer({ min: 1, max: 999 }),
  unitPriceCents: fc.integer({ min: 0, max: 5_000_000 }),
  available: fc.boolean(),
});
const coupon = fc.oneof(
  fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 100 }) }),
  fc.record({
    kind: fc.constant('fixed' as const),
    value: fc.integer({ min: 1, max: 10_000_000 }),
  }),
);

describe('priceCart', () => {
  it('adds up available lines only', () => {
    const totals = priceCart({
      lines: [
        { qty: 2, unitPriceCents: 2550, available: true },
        { qty: 1, unitPriceCents: 9900, available: false },
        { qty: 3, unitPriceCents: 1000, available: true },
      ],
      coupon: null,
      deliveryFeeCents: 3500,
    });
    expect(totals).toEqual({
      subtotalCents: 8100,
      discountCents: 0,
      deliveryFeeCents: 3500,
      totalCents: 11600,
      itemCount: 5,
    });
  });

  it('charges no delivery for an empty cart', () => {
    expect(priceCart({ lines: [], coupon: null, deliveryFeeCents: 3500 }).totalCents).toBe(0);
  });

  it('keeps money whole, the discount within the subtotal and the total never negative', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 20 }),
        fc.option(coupon, { nil: null }),
        fc.integer({ min: 0, max: 100_000 }),
        (lines, terms, fee) => {
          const t = priceCart({ lines, coupon: terms, deliveryFeeCents: fee });
          expect(Number.isInteger(t.totalCents)).toBe(true);
          expect(t.discountCents).toBeGreaterThanOrEqual(0);
          expect(t.discountCents).toBeLessThanOrEqual(t.subtotalCents);
          expect(t.totalCents).toBe(t.subtotalCents - t.discountCents + t.deliveryFeeCents);
          expect(t.totalCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('couponDiscount', () => {
  it('rounds percentages to the nearest cent and caps fixed amounts at the subtotal', () => {
    expect(couponDiscount({ kind: 'percent', value: 10 }, 12345)).toBe(1235);
    expect(couponDiscount({ kind: 'percent', value: 10 }, 12344)).toBe(1234);
    expect(couponDiscount({ kind: 'percent', value: 100 }, 999)).toBe(999);
    expect(couponDiscount({ kind: 'fixed', value: 5000 }, 30000)).toBe(5000);
    expect(couponDiscount({ kind: 'fixed', value: 5000 }, 1200)).toBe(1200);
    expect(couponDiscount({ kind: 'fixed', value: 5000 }, 0)).toBe(0);
  });
});
