import { describe, expect, it } from 'vitest';
import { pesosToCents, tenderOf } from './cash-tender';

describe('pesosToCents', () => {
  it('reads pesos as shoppers write them', () => {
    expect(pesosToCents('500')).toBe(50_000);
    expect(pesosToCents(' $1,000 ')).toBe(100_000);
    expect(pesosToCents('350.5')).toBe(35_050);
    expect(pesosToCents('350.55')).toBe(35_055);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'quinientos', '5e3', '-200', '1.234', '12.']) {
      expect(pesosToCents(text), text).toBeNull();
    }
  });
});

describe('tenderOf', () => {
  it('sends nothing until the shopper answers, and the amount due for "Pago exacto"', () => {
    expect(tenderOf({ kind: 'none' }, 35_000)).toEqual({ cents: null, problem: null });
    expect(tenderOf({ kind: 'exact' }, 35_000)).toEqual({ cents: 35_000, problem: null });
    expect(tenderOf({ kind: 'bill', cents: 50_000 }, 35_000)).toEqual({
      cents: 50_000,
      problem: null,
    });
  });

  it('says why an amount typed in cannot pay the cash due', () => {
    expect(tenderOf({ kind: 'other', text: '300' }, 35_000).problem).toBe(
      'Con $300.00 no alcanza: en efectivo pagas $350.00.',
    );
    expect(tenderOf({ kind: 'other', text: '1400' }, 35_000).problem).toBe(
      'Con $1,400.00 tu cambio sería de $1,050.00; llevamos cambio de hasta $999.99. Indica una cantidad menor.',
    );
    expect(tenderOf({ kind: 'other', text: 'mil' }, 35_000).problem).toBe(
      'Escribe la cantidad en pesos, por ejemplo 500.',
    );
    expect(tenderOf({ kind: 'other', text: '1000' }, 35_000)).toEqual({
      cents: 100_000,
      problem: null,
    });
  });
});
