import { describe, expect, it } from 'vitest';
import { centsToPriceText, parsePriceText } from './price-text';

describe('parsePriceText', () => {
  it('reads pesos as written in Mexico', () => {
    expect(parsePriceText('23.50', 10_000)).toEqual({ ok: true, cents: 2350 });
    expect(parsePriceText(' $1,234.5 ', 1_000_000)).toEqual({ ok: true, cents: 123_450 });
    expect(parsePriceText('$ 7', 10_000)).toEqual({ ok: true, cents: 700 });
  });

  it('names a decimal comma, a price too high and anything else', () => {
    expect(parsePriceText('12,50', 10_000)).toEqual({ ok: false, problem: 'decimal_comma' });
    expect(parsePriceText('100.01', 10_000)).toEqual({ ok: false, problem: 'too_high' });
    for (const text of ['12,5O', '-3', '1.234', '', '1,23,456', '2.505']) {
      expect(parsePriceText(text, 10_000), text).toEqual({ ok: false, problem: 'not_price' });
    }
  });

  it('writes cents back as the fields show them', () => {
    expect(centsToPriceText(2350)).toBe('23.50');
    expect(centsToPriceText(5)).toBe('0.05');
    expect(parsePriceText(centsToPriceText(123_456), 1_000_000)).toEqual({
      ok: true,
      cents: 123_456,
    });
  });
});
