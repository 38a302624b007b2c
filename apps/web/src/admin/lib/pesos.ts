/**
 * Amounts as operators type them: pesos, with or without cents ("35", "35.5", "$1,250.00"),
 * and back to the text a field shows. The API takes integer cents.
 */
const PESOS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** Cents for what was typed, or null when it isn't an amount. */
export function parsePesos(text: string): number | null {
  const match = PESOS.exec(text.trim());
  if (!match?.[1]) return null;
  const pesos = Number(match[1].replaceAll(',', ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const total = pesos * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/** What an amount field shows for cents: "35", "35.50". */
export function pesosText(cents: number): string {
  const pesos = Math.trunc(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(pesos) : `${pesos}.${String(rest).padStart(2, '0')}`;
}
