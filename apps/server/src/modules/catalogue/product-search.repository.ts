import { type Kysely, type RawBuilder, SqliteAdapter, sql } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * The products matching every search word, each with how well it matches (decision 026):
 * `tier` 0 when the name holds every word whole, 1 when the name holds every word as a word's
 * start ("pla" in "Plátano"), 2 when some word is only in the description; `score` lower is
 * better. Words are accent-free lower-case letters and digits (`searchWords`), so they can be
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
  const whole = words.map((word) => `"${word}"`).join(' AND ');
  const prefixes = words.map((word) => `"${word}"*`).join(' AND ');
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
  const whole = words.map((word) => `${word}:A`).join(' & ');
  const namePrefixes = words.map((word) => `${word}:*A`).join(' & ');
  const prefixes = words.map((word) => `${word}:*`).join(' & ');
  // The name is weighted A, the description B; ts_rank is higher for better, so it is negated.
  return sql<{ product_id: number; tier: number; score: number }>`(
    select id as product_id,
      case
        when search_vector @@ to_tsquery('simple', ${whole}) then 0
        when search_vector @@ to_tsquery('simple', ${namePrefixes}) then 1
        else 2
      end as tier,
      -ts_rank(search_vector, to_tsquery('simple', ${prefixes})) as score
    from products
    where search_vector @@ to_tsquery('simple', ${prefixes})
  )`;
}
