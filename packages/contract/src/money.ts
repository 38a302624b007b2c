/** Money travels as integer cents; these helpers are the only place that turns cents into text. */

const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(cents: number, currency = 'MXN', locale = 'es-MX'): string {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter.format(cents / 100);
}

/** Whole-percent discount of a compare-at price, or null when there is no real saving. */
export function discountPercent(priceCents: number, compareAtCents: number | null): number | null {
  if (compareAtCents === null || compareAtCents <= priceCents || compareAtCents <= 0) return null;
  return Math.round(((compareAtCents - priceCents) / compareAtCents) * 100);
}
