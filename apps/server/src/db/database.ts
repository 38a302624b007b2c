import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase, sql } from 'kysely';
import pg from 'pg';
import { searchIndexWords } from '../modules/catalogue/search-text';
import type { DB } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  close(): Promise<void>;
}

// PostgreSQL returns bigint (count(*)) and numeric as strings; our counts and money fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/** Opens the database named by a `file:` (SQLite) or `postgres://` URL. */
export interface OpenDatabaseOptions {
  poolSize?: number;
  /** PostgreSQL: told when an idle pooled connection fails (the pool replaces it). */
  onIdleError?: (error: Error) => void;
}

export function openDatabase(url: string, options: OpenDatabaseOptions = {}): Database {
  if (url.startsWith('file:')) {
    const file = sqliteFilePath(url);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('busy_timeout = 5000');
    // The product search index's triggers call this on every write of a name or description
    // (decision 047): SQLite has no Spanish stemmer of its own.
    sqlite.function('search_index_words', { deterministic: true }, (text: unknown) =>
      typeof text === 'string' ? searchIndexWords(text) : null,
    );
    const db = new Kysely<DB>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    });
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // An idle connection closed by the server (restart, failover, a dropped test database) is
  // discarded by the pool and the next query opens a new one; unhandled, it would crash us.
  pool.on('error', (error) => options.onIdleError?.(error));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

/** Rejects when the database can't answer a trivial query (the readiness check). */
export async function pingDatabase(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}

/** How many prepared SQLite statements are kept for reuse. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh; on SQLite preparing costs as much as running a small
 * query, so statements are kept by their SQL text (bounded, oldest out first). Statements run
 * synchronously one at a time on the single connection, so reusing one is safe.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        // Kysely opens every transaction with a deferred BEGIN, which asks for the write lock
        // only at its first write: with two processes on one file (a one-host cluster), a
        // transaction that read first then fails at once (SQLITE_BUSY, SQLITE_BUSY_SNAPSHOT)
        // instead of waiting busy_timeout. Taking the lock up front makes the other process wait.
        statement = sqlite.prepare(sql === 'begin' ? 'begin immediate' : sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          const oldest = statements.keys().next();
          if (!oldest.done) statements.delete(oldest.value);
        }
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

export function sqliteFilePath(url: string): string {
  return path.resolve(url.slice('file:'.length));
}
