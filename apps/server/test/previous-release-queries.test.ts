import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';
import type { DB } from '../src/db/schema';
import {
  type PreviousReleaseCorpus,
  type RecordedQuery,
  decodeValue,
} from './previous-release-queries.record';
import { databaseUrl, withAdmin } from './test-database';

/**
 * Rolling upgrades (docs/operations/upgrades.md): while release N's processes start, N−1's are
 * still serving on the database N has already migrated. Every statement N−1 runs in a
 * representative day, recorded on N−1 itself, must still succeed on the latest schema. The
 * statements are replayed in order on an empty database migrated to latest (the seed's inserts
 * come first, so later statements find the rows they name), each in a savepoint inside one
 * transaction that is rolled back.
 */
const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'previous-release-queries.json');
const corpus = JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as PreviousReleaseCorpus;
const template = inject('dbTemplate');

/** Why a statement failed, with enough to find it in the corpus. */
interface Failure {
  index: number;
  sql: string;
  parameters: unknown[];
  error: string;
}

class RolledBack extends Error {}

/** An empty database (no seed), migrated to the latest migration. */
async function migratedEmptyDatabase(
  breakingChange?: (database: Database) => Promise<void>,
): Promise<Database> {
  if (template.dialect === 'sqlite') {
    const file = path.join(os.tmpdir(), `canasta-previous-release-${randomUUID()}.db`);
    const database = openDatabase(`file:${file}`);
    await migrateToLatest(database.db);
    await breakingChange?.(database);
    return {
      ...database,
      close: async () => {
        await database.close();
        for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
      },
    };
  }
  // Named like the run's other test databases, so an interrupted run's copy is cleaned up.
  const runPid = /_(\d+)$/.exec(template.templateName ?? '')?.[1] ?? '0';
  const name = `canasta_t_${runPid}_prev${randomUUID().replaceAll('-', '').slice(0, 8)}`;
  await withAdmin(template.location, (client) => client.query(`create database ${name}`));
  const database = openDatabase(databaseUrl(template.location, name));
  await migrateToLatest(database.db);
  await breakingChange?.(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin(template.location, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

async function replay(
  database: Database,
  queries: RecordedQuery[],
  afterwards?: (trx: Kysely<DB>) => Promise<void>,
): Promise<Failure[]> {
  const failures: Failure[] = [];
  await database.db
    .transaction()
    .execute(async (trx) => {
      for (const [index, query] of queries.entries()) {
        const parameters = query.parameters.map(decodeValue);
        await sql`savepoint previous_release`.execute(trx);
        try {
          await trx.executeQuery(CompiledQuery.raw(query.sql, parameters));
          await sql`release savepoint previous_release`.execute(trx);
        } catch (error) {
          await sql`rollback to savepoint previous_release`.execute(trx);
          await sql`release savepoint previous_release`.execute(trx);
          failures.push({ index, sql: query.sql, parameters, error: String(error) });
        }
      }
      await afterwards?.(trx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return failures;
}

const newMigrations = Object.keys(migrations)
  .sort()
  .filter((name) => name > corpus.release.latest_migration);

describe(`the previous release's statements (${corpus.release.commit.slice(0, 7)}) on the latest schema`, () => {
  it(`every one succeeds after ${String(newMigrations.length)} newer migrations`, async () => {
    const queries = corpus.dialects[template.dialect];
    expect(queries, `no ${template.dialect} statements in ${FIXTURE}`).toBeDefined();
    expect(queries?.length).toBeGreaterThan(100);
    const database = await migratedEmptyDatabase();
    try {
      const failures = await replay(database, queries ?? []);
      const report = failures
        .map(
          (f) =>
            `#${String(f.index)} ${f.sql}\n  parameters: ${JSON.stringify(f.parameters)}\n  ${f.error}`,
        )
        .join('\n\n');
      expect(
        failures,
        `newer migrations: ${newMigrations.join(', ') || 'none'}\n\n${report}`,
      ).toEqual([]);
    } finally {
      await database.close();
    }
  });

  /**
   * What the new release keeps beside the data (counters, derived rows) must stay true while
   * the old release writes without knowing it: each check names the migration that added it.
   */
  const INVARIANTS: {
    since: string;
    what: string;
    broken: (db: Kysely<DB>) => Promise<unknown[]>;
  }[] = [
    {
      since: '2026_11_30_1100_slot_order_counts',
      what: "each slot's order counter equals its orders that aren't cancelled",
      broken: async (db) => {
        const placed = await db
          .selectFrom('orders')
          .select(['delivery_slot_id', 'delivery_date', (eb) => eb.fn.countAll<number>().as('n')])
          .where('status', '<>', 'cancelled')
          .where('delivery_slot_id', 'is not', null)
          .groupBy(['delivery_slot_id', 'delivery_date'])
          .execute();
        const counted = await db
          .selectFrom('slot_order_counts')
          .select(['window_id', 'delivery_date', 'orders'])
          .execute();
        return placed
          .filter(
            (slot) =>
              Number(
                counted.find(
                  (c) =>
                    c.window_id === slot.delivery_slot_id && c.delivery_date === slot.delivery_date,
                )?.orders ?? 0,
              ) !== Number(slot.n),
          )
          .map((slot) => ({
            ...slot,
            counted: counted.filter((c) => c.window_id === slot.delivery_slot_id),
          }));
      },
    },
  ];

  it("keeps the new release's derived data true under the old release's writes", async () => {
    const checks = INVARIANTS.filter((check) => check.since in migrations);
    const database = await migratedEmptyDatabase();
    const broken: string[] = [];
    try {
      await replay(database, corpus.dialects[template.dialect] ?? [], async (trx) => {
        for (const check of checks) {
          const found = await check.broken(trx);
          if (found.length > 0)
            broken.push(`${check.what} (${check.since}): ${JSON.stringify(found)}`);
        }
      });
    } finally {
      await database.close();
    }
    expect(broken).toEqual([]);
  });

  it('names the statements a rename in place would break (the check itself works)', async () => {
    const database = await migratedEmptyDatabase(async ({ db }) => {
      await sql`alter table carts rename column notes to shopper_notes`.execute(db);
    });
    try {
      const failures = await replay(database, corpus.dialects[template.dialect] ?? []);
      expect(failures.length).toBeGreaterThan(0);
      expect(
        failures.every((f) => /carts/.test(f.sql)),
        failures[0]?.sql,
      ).toBe(true);
      expect(failures[0]?.error).toMatch(/notes/);
    } finally {
      await database.close();
    }
  });

  it('the corpus was recorded on a release whose migrations are all still here', () => {
    expect(Object.keys(migrations)).toContain(corpus.release.latest_migration);
  });
});
