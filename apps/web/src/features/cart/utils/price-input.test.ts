import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePesos, pesosText } from './price-input';

describe('parsePesos', () => {
  it('reads pesos as es-MX writes them', () => {
    expect(parsePesos('45.50')).toBe(4550);
    expect(parsePesos('45.5')).toBe(4550);
    expect(parsePesos('45')).toBe(4500);
    expect(parsePesos(' $1,250.00 ')).toBe(125000);
    expect(parsePesos('0.99')).toBe(99);
  });

  it('refuses what is not a price', () => {
    for (const text of ['', 'abc', '45.505', '-5', '4,5', '45,50', '1,25,000', '.5', '45.']) {
      expect(parsePesos(text), text).toBeNull();
    }
  });

  it('reads back what it shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        expect(parsePesos(pesosText(cents))).toBe(cents);
      }),
    );
  });
});
