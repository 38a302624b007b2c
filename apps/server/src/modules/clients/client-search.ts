import { normalizeSearchText, searchTerms } from '../catalogue/search-text';

/**
 * What a client's `q` searches: the lower-case, accent-free name and the phone's digits, so
 * "jose" finds "José" and "5512" finds +525512345678 (docs/decisions/016).
 */
export function clientSearchText(name: string, phone: string): string {
  return `${normalizeSearchText(name)} ${phone.replace(/\D/g, '')}`;
}

/**
 * A query written like a phone ("55 1234-5678", "+52 1 55…") is one run of digits, with
 * WhatsApp's old mobile 1 dropped as in stored phones; anything else is words.
 */
export function clientSearchTerms(q: string | undefined): string[] {
  if (!q) return [];
  const compact = q.replace(/[\s().+-]/g, '');
  if (/^\d+$/.test(compact)) {
    const digits = compact.startsWith('00') ? compact.slice(2) : compact;
    const oldMobile = /^521(\d{10})$/.exec(digits);
    return [oldMobile ? `52${oldMobile[1] ?? ''}` : digits];
  }
  return searchTerms(q);
}
