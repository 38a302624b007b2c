/**
 * A price typed in pesos, as es-MX writes it ("45.50", "$1,250", "45"), in cents; null when it
 * isn't one (letters, more than two decimals, a comma as the decimal mark is read as thousands
 * only where it groups three digits). Whole cents only: money is never a float here.
 */
export function parsePesos(text: string): number | null {
  const cleaned = text.replace(/\s|\$/g, '');
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.replace(/,/g, '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as the editor shows them to start from: "45.50" (no currency sign or grouping). */
export function pesosText(cents: number): string {
  return `${String(Math.trunc(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
}
