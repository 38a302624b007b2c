import { formatMoney } from './money';

/**
 * "¿Con cuánto pagas?" (decision 052): a cash order may say which bill the shopper pays with,
 * so the courier or the counter brings the change. The rules are here because the server checks
 * them, the web's payment step offers choices within them and both show the change.
 */

/**
 * The change is always less than this: Mexico's largest bill is $1,000, so whoever pays with one
 * bill more than the order needs never leaves more change than that, and a courier isn't sent
 * out with a fortune in coins and bills.
 */
export const CASH_CHANGE_LIMIT_CENTS = 100_000;

/** The most any tender may be, whatever the order ($100,000): a bound for the wire's integer. */
export const CASH_TENDERED_MAX_CENTS = 10_000_000;

/** Bills that leave change: the quick choices are the next of each above the amount due. */
const BILLS_CENTS = [5_000, 10_000, 20_000, 50_000, 100_000] as const;

/** What an order's cash amounts are computed from (an order, or a cart's totals and method). */
export interface CashAmounts {
  payment_method: string;
  total_cents: number;
  wallet_applied_cents: number;
}

/** The cash the courier or counter collects: the total less what the wallet paid; 0 unless cash. */
export function cashDueCents({
  payment_method,
  total_cents,
  wallet_applied_cents,
}: CashAmounts): number {
  return payment_method === 'cash' ? Math.max(0, total_cents - wallet_applied_cents) : 0;
}

/** The change to bring for a tender (0 for the exact amount); null when none was given. */
export function cashChangeCents(
  order: CashAmounts & { cash_tendered_cents: number | null },
): number | null {
  if (order.cash_tendered_cents === null) return null;
  return Math.max(0, order.cash_tendered_cents - cashDueCents(order));
}

/** Why a tender can't pay `dueCents` (too little, or too much change), or null when it can. */
export function cashTenderProblem(tenderedCents: number, dueCents: number): string | null {
  if (tenderedCents < dueCents) {
    return cashMessages.cashTenderTooLow(tenderedCents, dueCents);
  }
  if (tenderedCents - dueCents >= CASH_CHANGE_LIMIT_CENTS) {
    return cashMessages.cashChangeTooLarge(tenderedCents, tenderedCents - dueCents);
  }
  return null;
}

/**
 * The payment step's quick choices for `dueCents`: the smallest amount in each common bill above
 * it (the exact amount is a choice of its own), in order, without repeats and within the change
 * we bring (for $350: $400, $500, $1,000).
 */
export function cashTenderChoices(dueCents: number): number[] {
  if (dueCents <= 0) return [];
  const choices = new Set<number>();
  for (const bill of BILLS_CENTS) {
    const amount = (Math.floor(dueCents / bill) + 1) * bill;
    if (cashTenderProblem(amount, dueCents) === null) choices.add(amount);
  }
  return [...choices].sort((a, b) => a - b);
}

const money = (cents: number) => formatMoney(cents);

/** The Spanish messages of paying in cash, spread into apiMessages. */
export const cashMessages = {
  cashTenderedInvalid: 'Indica con cuánto pagas como una cantidad en pesos, sin letras.',
  cashTenderedTooHigh: `Indica una cantidad de hasta ${money(CASH_TENDERED_MAX_CENTS)}.`,
  cashTenderedNotCash: 'Solo indica con cuánto pagas cuando pagas en efectivo.',
  cashTenderTooLow: (tenderedCents: number, dueCents: number) =>
    `Con ${money(tenderedCents)} no alcanza: en efectivo pagas ${money(dueCents)}.`,
  cashChangeTooLarge: (tenderedCents: number, changeCents: number) =>
    `Con ${money(tenderedCents)} tu cambio sería de ${money(changeCents)}; llevamos cambio de hasta ${money(CASH_CHANGE_LIMIT_CENTS - 1)}. Indica una cantidad menor.`,
} as const;
