import { describe, expect, it } from 'vitest';
import { parsePesos, pesosText } from './pesos';

describe('parsePesos', () => {
  it.each([
    ['35', 3500],
    ['35.5', 3550],
    ['35.50', 3550],
    [' $1,250.00 ', 125000],
    ['0', 0],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parsePesos(text)).toBe(cents);
  });

  it.each(['', 'abc', '12,5', '1.234', '-5', '35.505', '1,25'])('refuses %s', (text) => {
    expect(parsePesos(text)).toBeNull();
  });

  it('writes cents back as pesos', () => {
    expect(pesosText(3500)).toBe('35');
    expect(pesosText(3550)).toBe('35.50');
    expect(pesosText(5)).toBe('0.05');
    expect(parsePesos(pesosText(123456))).toBe(123456);
  });
});
