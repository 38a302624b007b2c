import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountPercent, formatMoney } from './money';

describe('formatMoney', () => {
  it('formats cents as Mexican pesos', () => {
    expect(formatMoney(3490)).toBe('$34.90');
    expect(formatMoney(123456789)).toBe('$1,234,567.89');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it("writes whole cents as ICU's own es-MX formatter does, signs and separators included", () => {
    const icu = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
    const same = (cents: number) => {
      expect(formatMoney(cents)).toBe(icu.format(cents / 100));
    };
    for (const cents of [0, -0, 1, 5, 10, 99, 100, 101, 99_999, 100_000, -1, -100_050]) same(cents);
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), same));
    // Fractions of a cent and other currencies still go through ICU.
    expect(formatMoney(1234.5)).toBe(icu.format(12.345));
    expect(formatMoney(3490, 'USD', 'en-US')).toBe('$34.90');
  });

  it('never loses a cent for any amount up to a million pesos', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        const digits = formatMoney(cents).replace(/[^\d]/g, '');
        expect(Number(digits)).toBe(cents);
      }),
    );
  });
});

describe('discountPercent', () => {
  it('is the rounded saving against the compare-at price', () => {
    expect(discountPercent(8000, 10000)).toBe(20);
    expect(discountPercent(2990, 3490)).toBe(14);
  });

  it('is null when there is no real saving', () => {
    expect(discountPercent(1000, null)).toBeNull();
    expect(discountPercent(1000, 1000)).toBeNull();
    expect(discountPercent(1000, 900)).toBeNull();
  });
});
