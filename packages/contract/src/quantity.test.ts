import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatGrams, formatQuantity, gramsParts } from './quantity';

describe('weights as a shopper reads them', () => {
  it('counts grams under a kilogram and kilograms from one up, with the es-MX decimal point', () => {
    expect(gramsParts(750)).toEqual({ amount: '750', unit: 'g' });
    expect(gramsParts(1000)).toEqual({ amount: '1', unit: 'kg' });
    expect(formatGrams(1250)).toBe('1.25 kg');
    expect(formatGrams(12_345)).toBe('12.345 kg');
  });

  it("writes whole grams as ICU's own es-MX formatter writes the kilograms", () => {
    const icu = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 3 });
    const same = (grams: number) => {
      expect(gramsParts(grams)).toEqual({ amount: icu.format(grams / 1000), unit: 'kg' });
    };
    for (const grams of [1000, 1001, 1010, 1100, 1250, 999_999, 1_000_000, 1_234_567]) same(grams);
    fc.assert(fc.property(fc.integer({ min: 1000, max: 1e12 }), same));
    // A fraction of a gram still goes through ICU, rounded to the gram.
    expect(gramsParts(1250.4)).toEqual({ amount: '1.25', unit: 'kg' });
  });

  it('formats the same way at every call (one formatter shared)', () => {
    const first = formatGrams(2500);
    expect(formatGrams(2500)).toBe(first);
    expect(formatQuantity({ sold_by: 'weight', qty: 2500 })).toBe('2.5 kg');
    expect(formatQuantity({ sold_by: 'unit', qty: 3 })).toBe('3');
  });
});
