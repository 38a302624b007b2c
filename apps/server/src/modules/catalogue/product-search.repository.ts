import { type Kysely, type RawBuilder, SqliteAdapter, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { spanishStem } from './search-text';

/**
 * The products matching every search word, each with how well it matches (decisions 026, 047):
 * `tier` 0 when the name holds every word whole, 1 when the name holds every word as a word's
 * start ("pla" in "Plátano"), 2 when some word is only in the description; `score` lower is
 * better. A word also matches a word of the same Spanish stem ("aguacates" holds "Aguacate"
 * whole). Words are accent-free lower-case letters and digits (`searchWords`), so they can be
 * put into either engine's query syntax as they are. Every word matches as a prefix, so
 * suggestions work while the last word is still being typed.
 */
export function productMatches(
  db: Kysely<DB>,
  words: readonly string[],
): RawBuilder<{ product_id: number; tier: number; score: number }> {
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? sqliteMatches(words)
    : postgresMatches(words);
}

function sqliteMatches(words: readonly string[]) {
  // The index holds each word and, where it differs, its stem (`search_index_words`).
  const terms = words.map((word) => ({ word, stem: spanishStem(word) }));
  const all = (term: (word: string, stem: string) => string) =>
    terms.map(({ word, stem }) => term(word, stem)).join(' AND ');
  const whole = all((word, stem) => (stem === word ? `"${word}"` : `("${word}" OR "${stem}")`));
  const prefixes = all((word, stem) =>
    stem === word ? `"${word}"*` : `("${word}"* OR "${stem}")`,
  );
  // bm25 weighs a name hit ten times a description hit; it is negative, lower is better.
  return sql<{ product_id: number; tier: number; score: number }>`(
    select rowid as product_id,
      case
        when rowid in (select rowid from products_fts where products_fts match ${`name : (${whole})`}) then 0
        when rowid in (select rowid from products_fts where products_fts match ${`name : (${prefixes})`}) then 1
        else 2
      end as tier,
      bm25(products_fts, 10.0, 1.0) as score
    from products_fts
    where products_fts match ${prefixes}
  )`;
}

function postgresMatches(words: readonly string[]) {
  // Each word as typed ('simple') or as its stem ('spanish_unstopped' stems the word itself);
  // `suffix` is the word's tsquery label: `:A` whole in the name, `:*A` a name's word start.
  const all = (suffix: string, stemSuffix: string) =>
    sql.join(
      words.map(
        (word) =>
          sql`(to_tsquery('simple', ${word + suffix}) || to_tsquery('spanish_unstopped', ${word + stemSuffix}))`,
      ),
      sql` && `,
    );
  const whole = all(':A', ':A');
  const namePrefixes = all(':*A', ':A');
  const prefixes = all(':*', '');
  // The name is weighted A, the description B; ts_rank is higher for better, so it is negated.
  return sql<{ product_id: number; tier: number; score: number }>`(
    select id as product_id,
      case
        when search_vector @@ (${whole}) then 0
        when search_vector @@ (${namePrefixes}) then 1
        else 2
      end as tier,
      -ts_rank(search_vector, ${prefixes}) as score
    from products
    where search_vector @@ (${prefixes})
  )`;
}
