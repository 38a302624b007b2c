import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardHoldCents, couponDiscount, lineTotal, priceCart } from './cart-pricing';

const line = fc.record({
  soldBy: fc.constantFrom('unit' as const, 'weight' as const),
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
        { soldBy: 'unit', qty: 2, unitPriceCents: 2550, available: true },
        { soldBy: 'unit', qty: 1, unitPriceCents: 9900, available: false },
        { soldBy: 'unit', qty: 3, unitPriceCents: 1000, available: true },
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
      estimated: false,
      weightSubtotalCents: 0,
    });
  });

  it('prices grams per kilogram, counts a weight line once and marks the totals estimated', () => {
    const totals = priceCart({
      lines: [
        { soldBy: 'weight', qty: 750, unitPriceCents: 5500, available: true },
        { soldBy: 'weight', qty: 1500, unitPriceCents: 2990, available: true },
        { soldBy: 'unit', qty: 2, unitPriceCents: 3100, available: true },
      ],
      coupon: null,
      deliveryFeeCents: 0,
    });
    // 750 g × $55.00/kg = $41.25; 1.5 kg × $29.90/kg = $44.85.
    expect(totals).toMatchObject({
      subtotalCents: 4125 + 4485 + 6200,
      itemCount: 4,
      estimated: true,
      weightSubtotalCents: 4125 + 4485,
    });
  });

  it('rounds a weight line to the cent once, half up', () => {
    // 333 g × $10.05/kg = 334.665 cents.
    expect(lineTotal({ soldBy: 'weight', qty: 333, unitPriceCents: 1005 })).toBe(335);
    // 250 g × $0.02/kg = 0.5 cents.
    expect(lineTotal({ soldBy: 'weight', qty: 250, unitPriceCents: 2 })).toBe(1);
    expect(lineTotal({ soldBy: 'unit', qty: 3, unitPriceCents: 1005 })).toBe(3015);
  });

  it('holds a card for its part plus the margin on the weight lines only', () => {
    const totals = priceCart({
      lines: [
        { soldBy: 'weight', qty: 750, unitPriceCents: 5500, available: true },
        { soldBy: 'unit', qty: 2, unitPriceCents: 3100, available: true },
      ],
      coupon: null,
      deliveryFeeCents: 3500,
    });
    expect(cardHoldCents({ totals, cardPartCents: totals.totalCents, marginPercent: 10 })).toBe(
      totals.totalCents + 413,
    );
    expect(cardHoldCents({ totals, cardPartCents: 1000, marginPercent: 0 })).toBe(1000);
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
