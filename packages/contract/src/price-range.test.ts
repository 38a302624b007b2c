import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampToRange, modifiedPriceRange } from './price-range';

describe('modifiedPriceRange', () => {
  it('allows the store discount off the list price, up to the list price', () => {
    expect(
      modifiedPriceRange({ listCents: 5000, floorCents: null, maxDiscountPercent: 20 }),
    ).toEqual({ min_cents: 4000, max_cents: 5000 });
  });

  it('rounds the discounted price up, so the discount is never exceeded', () => {
    // 20% off $0.99 is 79.2 cents: 80 is the least allowed.
    expect(modifiedPriceRange({ listCents: 99, floorCents: null, maxDiscountPercent: 20 })).toEqual(
      {
        min_cents: 80,
        max_cents: 99,
      },
    );
  });

  it('lets the offer floor beat the percent', () => {
    expect(
      modifiedPriceRange({ listCents: 5000, floorCents: 4500, maxDiscountPercent: 20 }),
    ).toEqual({ min_cents: 4500, max_cents: 5000 });
    expect(
      modifiedPriceRange({ listCents: 5000, floorCents: 1000, maxDiscountPercent: 20 }),
    ).toEqual({ min_cents: 4000, max_cents: 5000 });
  });

  it('leaves only the list price when the floor is above it or no discount is allowed', () => {
    expect(
      modifiedPriceRange({ listCents: 5000, floorCents: 6000, maxDiscountPercent: 20 }),
    ).toEqual({ min_cents: 5000, max_cents: 5000 });
    expect(
      modifiedPriceRange({ listCents: 5000, floorCents: null, maxDiscountPercent: 0 }),
    ).toEqual({ min_cents: 5000, max_cents: 5000 });
  });

  it('is never empty and never above the list price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.option(fc.integer({ min: 0, max: 100_000_000 })),
        fc.integer({ min: 0, max: 100 }),
        (listCents, floorCents, maxDiscountPercent) => {
          const range = modifiedPriceRange({ listCents, floorCents, maxDiscountPercent });
          expect(range.max_cents).toBe(listCents);
          expect(range.min_cents).toBeLessThanOrEqual(range.max_cents);
          expect(range.min_cents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('clampToRange', () => {
  it('moves a price into the range and keeps one inside it', () => {
    const range = { min_cents: 4000, max_cents: 5000 };
    expect(clampToRange(3000, range)).toBe(4000);
    expect(clampToRange(6000, range)).toBe(5000);
    expect(clampToRange(4500, range)).toBe(4500);
  });
});
