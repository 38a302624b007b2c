/** Money travels as integer cents; these helpers are the only place that turns cents into text. */

const formatters = new Map<string, Intl.NumberFormat>();

/** "1234567" → "1,234,567": es-MX groups the digits of a whole number in threes with commas. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Whole cents as es-MX pesos, written out by hand: the same text as `Intl.NumberFormat`'s (a
 * test holds them equal), without building ICU's formatter. The first one a page builds loads
 * the locale's data, 80–120 ms at 4× CPU in Chromium, in one step no render can yield in: it was
 * the longest single call of the store home's hydration on a slow phone (decision 006). Weights
 * are written the same way (`gramsParts`).
 */
function formatPesos(cents: number): string {
  const sign = cents < 0 || Object.is(cents, -0) ? '-' : '';
  const amount = Math.abs(cents);
  const pesos = groupThousands(String(Math.floor(amount / 100)));
  return `${sign}$${pesos}.${String(amount % 100).padStart(2, '0')}`;
}

export function formatMoney(cents: number, currency = 'MXN', locale = 'es-MX'): string {
  if (currency === 'MXN' && locale === 'es-MX' && Number.isSafeInteger(cents)) {
    return formatPesos(cents);
  }
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
