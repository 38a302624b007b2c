/**
 * A price as people write it in Mexico, in pesos: "23.50", "$23.50", "$ 1,234.50", "23.5",
 * "23". At most two decimals; commas only between thousands. The console's price fields and
 * the spreadsheet import read prices with it (decision 042). Free of zod, like money.ts.
 */
export type PriceText =
  { ok: true; cents: number } | { ok: false; problem: 'not_price' | 'decimal_comma' | 'too_high' };

const PRICE = /^\$?\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;
/** "12,50": a decimal comma, which in Mexico is a thousands separator gone wrong. */
const DECIMAL_COMMA = /^\$?\s?\d+,\d{1,2}$/;

export function parsePriceText(text: string, maxCents: number): PriceText {
  const trimmed = text.trim();
  const match = PRICE.exec(trimmed);
  if (!match) {
    return { ok: false, problem: DECIMAL_COMMA.test(trimmed) ? 'decimal_comma' : 'not_price' };
  }
  const pesos = Number((match[1] ?? '').replaceAll(',', ''));
  const cents = pesos * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > maxCents) return { ok: false, problem: 'too_high' };
  return { ok: true, cents };
}

/** Cents as the price fields show them for editing: 2350 → "23.50". */
export function centsToPriceText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
