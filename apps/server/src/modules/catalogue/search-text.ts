/** Lower-case and accent-free, so "platano" finds "Plátano" on SQLite and PostgreSQL alike. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Search terms of a query: every term must appear (AND), at most 6 terms are used. */
export function searchTerms(query: string | undefined): string[] {
  if (!query) return [];
  return normalizeSearchText(query).split(' ').filter(Boolean).slice(0, 6);
}

/** A LIKE pattern that matches the term literally anywhere (%, _ and \ escaped with \). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
