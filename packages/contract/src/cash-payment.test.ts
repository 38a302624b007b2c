import { describe, expect, it } from 'vitest';
import {
  cashChangeCents,
  cashDueCents,
  cashTenderChoices,
  cashTenderProblem,
} from './cash-payment';

describe('cash amounts', () => {
  it('collects the total less what the wallet paid, and only for cash', () => {
    expect(
      cashDueCents({ payment_method: 'cash', total_cents: 35_000, wallet_applied_cents: 0 }),
    ).toBe(35_000);
    expect(
      cashDueCents({ payment_method: 'cash', total_cents: 35_000, wallet_applied_cents: 10_000 }),
    ).toBe(25_000);
    expect(
      cashDueCents({ payment_method: 'card', total_cents: 35_000, wallet_applied_cents: 0 }),
    ).toBe(0);
  });

  it('brings the change for the bill given; nothing when none was', () => {
    const order = { payment_method: 'cash', total_cents: 35_000, wallet_applied_cents: 0 };
    expect(cashChangeCents({ ...order, cash_tendered_cents: 50_000 })).toBe(15_000);
    expect(cashChangeCents({ ...order, cash_tendered_cents: 35_000 })).toBe(0);
    expect(cashChangeCents({ ...order, cash_tendered_cents: null })).toBeNull();
  });

  it('refuses a bill below the cash due, or one leaving $1,000 or more of change', () => {
    expect(cashTenderProblem(35_000, 35_000)).toBeNull();
    expect(cashTenderProblem(134_999, 35_000)).toBeNull();
    expect(cashTenderProblem(34_999, 35_000)).toBe(
      'Con $349.99 no alcanza: en efectivo pagas $350.00.',
    );
    expect(cashTenderProblem(135_000, 35_000)).toMatch(
      /^Con \$1,350\.00 tu cambio sería de \$1,000\.00/,
    );
  });

  it('offers the next bill of each kind above the amount due, without repeats', () => {
    expect(cashTenderChoices(35_000)).toEqual([40_000, 50_000, 100_000]);
    expect(cashTenderChoices(123_450)).toEqual([125_000, 130_000, 140_000, 150_000, 200_000]);
    // $2,000 would leave $1,000 of change.
    expect(cashTenderChoices(100_000)).toEqual([105_000, 110_000, 120_000, 150_000]);
    expect(cashTenderChoices(0)).toEqual([]);
  });
});
