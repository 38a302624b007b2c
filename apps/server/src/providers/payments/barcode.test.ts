import { describe, expect, it } from 'vitest';
import { CODE128_PATTERNS, code128Svg, code128Values, code128Widths, isEncodable } from './barcode';

/** Reads the widths back into symbol values, as a scanner would (six elements a symbol). */
function decode(widths: number[]): number[] {
  const values: number[] = [];
  for (let i = 0; i + 7 < widths.length; i += 6) {
    values.push(CODE128_PATTERNS.indexOf(widths.slice(i, i + 6).join('') as never));
  }
  return values;
}

describe('Code 128', () => {
  it('weights the checksum by position after the Start (PJJ123C in set B → 879 mod 103 = 55)', () => {
    const values = code128Values('PJJ123C');
    expect(values[0]).toBe(104);
    expect(values.at(-1)).toBe(55);
  });

  it('packs an even run of digits two to a symbol in set C', () => {
    expect(code128Values('12345678')).toEqual([
      105,
      12,
      34,
      56,
      78,
      (105 + 12 + 34 * 2 + 56 * 3 + 78 * 4) % 103,
    ]);
  });

  it('starts an odd run of digits in set B and switches to C', () => {
    const values = code128Values('123');
    expect(values.slice(0, 4)).toEqual([104, 17, 99, 23]);
    expect(values.at(-1)).toBe((104 + 17 + 99 * 2 + 23 * 3) % 103);
  });

  it('draws the symbols a scanner reads back, each 11 modules wide and the Stop 13', () => {
    const widths = code128Widths('93123456789012345678');
    expect(decode(widths)).toEqual(code128Values('93123456789012345678'));
    for (const pattern of CODE128_PATTERNS.slice(0, 106)) {
      expect([...pattern].reduce((sum, w) => sum + Number(w), 0)).toBe(11);
    }
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
    expect(widths.slice(-7).reduce((a, b) => a + b, 0)).toBe(13);
    // Bars and spaces alternate from a bar: an odd count of elements ends on a bar.
    expect(widths.length % 2).toBe(1);
  });

  it('refuses what it cannot encode', () => {
    expect(isEncodable('')).toBe(false);
    expect(isEncodable('ñandú')).toBe(false);
    expect(isEncodable('9'.repeat(65))).toBe(false);
    expect(() => code128Values('ñ')).toThrow();
  });

  it('answers an SVG with one rect per bar, the number under it and an accessible name', () => {
    const svg = code128Svg('93123456789012345678');
    const bars = code128Widths('93123456789012345678').filter((_, i) => i % 2 === 0).length;
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.match(/<rect x=/g)).toHaveLength(bars);
    expect(svg).toContain('aria-label="Código de barras 93123456789012345678"');
    expect(svg).toContain('>93123456789012345678</text>');
  });

  it('escapes text that would break the markup', () => {
    expect(code128Svg('A<B&"C')).toContain('A&lt;B&amp;&quot;C');
  });
});
