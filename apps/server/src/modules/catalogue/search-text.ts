import { stemmer } from '@orama/stemmers/spanish';

/** Lower-case and accent-free, so "platano" finds "Plátano" on SQLite and PostgreSQL alike. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most this many words or terms of a search are used; every one must match (AND). */
const MAX_SEARCH_WORDS = 6;

/** Search terms of a query: every term must appear (AND). */
export function searchTerms(query: string | undefined): string[] {
  if (!query) return [];
  return normalizeSearchText(query).split(' ').filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

/**
 * The words of a product search, lower-case and accent-free, and nothing else: whatever a
 * shopper types (quotes, `*`, `-`, `:`, `&`, brackets, emoji) never reaches a full-text query's
 * syntax. `undefined` when nothing was searched; empty when the search holds no word at all.
 */
export function searchWords(query: string | undefined): string[] | undefined {
  if (query === undefined || query.trim() === '') return undefined;
  return foldedWords(query).slice(0, MAX_SEARCH_WORDS);
}

function foldedWords(text: string): string[] {
  return normalizeSearchText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The Snowball Spanish stem of a folded word ("aguacates" and "aguacate" are "aguacat"): the
 * algorithm of PostgreSQL's `spanish_stem` dictionary, so both engines stem alike (decision 047).
 */
export function spanishStem(word: string): string {
  return stemmer(word);
}

/**
 * What SQLite's search index holds for a name or a description (the SQL function
 * `search_index_words`, decision 047): its words folded, each followed by its Spanish stem where
 * that differs ("Aguacates hass" is "aguacates aguacat hass"). The words keep prefixes working
 * while a word is typed; the stems let a plural find its singular and the other way round.
 */
export function searchIndexWords(text: string): string {
  return foldedWords(text)
    .flatMap((word) => {
      const stem = spanishStem(word);
      return stem === word ? [word] : [word, stem];
    })
    .join(' ');
}

/** A LIKE pattern that matches the term literally anywhere (%, _ and \ escaped with \). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
