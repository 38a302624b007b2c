import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations';
import type { PreviousReleaseCorpus } from './previous-release-queries.record';

/**
 * Expand/contract (docs/operations/upgrades.md): a migration shipped after the previous release
 * may only add. Dropping, renaming, retyping or tightening a column or table (the contract step)
 * waits for the release after the one that stopped using it, and is listed below with the
 * migration of that expand step — which must already be in the previous release, so no process
 * still running during the upgrade knows the old shape.
 *
 * The previous release is the one the recorded statements come from (its latest migration is the
 * marker), so recording the corpus again for a new release moves the marker with it.
 */
const CONTRACT_STEPS: Record<string, { waitsFor: string; why: string }> = {
  // '2027_01_15_1000_drop_orders_legacy_total': {
  //   waitsFor: '2026_12_20_1000_add_orders_total_cents',
  //   why: 'every process since 2026-12-20 reads and writes total_cents only',
  // },
};

const MIGRATIONS_DIR = path.join(import.meta.dirname, '..', 'src', 'db', 'migrations');
const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'previous-release-queries.json');
const marker = (JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as PreviousReleaseCorpus).release
  .latest_migration;

/** What an old process's statements can't survive, in the schema builder and in raw SQL. */
const CONTRACTING: [what: string, pattern: RegExp][] = [
  ['drops a column', /\.dropColumn\(|\bdrop\s+column\b/i],
  ['renames a column', /\.renameColumn\(|\brename\s+column\b/i],
  ['changes a column type', /\.setDataType\(|\balter\s+column\s+\w+\s+(set\s+data\s+)?type\b/i],
  ['makes a column required', /\.setNotNull\(|\bset\s+not\s+null\b/i],
];

const DROPPED_TABLE = /\.dropTable\(\s*['"`](\w+)|\bdrop\s+table\s+(?:if\s+exists\s+)?(\w+)/gi;
const RENAMED_TABLE = /\.renameTo\(\s*['"`](\w+)|\brename\s+to\s+(\w+)/gi;
const CREATED_TABLE =
  /\.createTable\(\s*['"`](\w+)|\bcreate\s+(?:virtual\s+)?table\s+(?:if\s+not\s+exists\s+)?(\w+)/gi;

function tableNames(source: string, pattern: RegExp): Set<string> {
  return new Set(
    [...source.matchAll(pattern)].map((match) => (match[1] ?? match[2] ?? '').toLowerCase()),
  );
}

/**
 * Tables dropped for good or renamed away. A table dropped and made again under its name in the
 * same migration is a rebuild (SQLite's way to change a constraint, a search index refilled):
 * its shape is judged by replaying the previous release's statements, not here.
 */
function contractingTables(up: string): string[] {
  const dropped = tableNames(up, DROPPED_TABLE);
  const renamedTo = tableNames(up, RENAMED_TABLE);
  const madeAgain = new Set([...tableNames(up, CREATED_TABLE), ...renamedTo]);
  return [
    ...[...dropped].filter((name) => !madeAgain.has(name)).map((name) => `drops table ${name}`),
    ...[...renamedTo]
      .filter((name) => !dropped.has(name))
      .map((name) => `renames a table to ${name}`),
  ];
}

/**
 * The migration without `down` and its helpers (`downSqlite`, …): undoing a migration may drop
 * what `up` added. Functions are cut out by matching braces from their declaration.
 */
export function upBody(source: string): string {
  let rest = source;
  for (;;) {
    const declaration = /(export\s+)?(async\s+)?function\s+down\w*\s*\(/.exec(rest);
    if (!declaration) return rest;
    const open = rest.indexOf('{', rest.indexOf(')', declaration.index));
    let depth = 0;
    let end = open;
    for (; end < rest.length; end += 1) {
      if (rest[end] === '{') depth += 1;
      if (rest[end] === '}' && --depth === 0) break;
    }
    rest = rest.slice(0, declaration.index) + rest.slice(end + 1);
  }
}

/** Comments say why; they don't run. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

/**
 * A column added to an existing table as NOT NULL without a default refuses the old release's
 * inserts, which don't name it. Looked for per statement (up to `.execute()`).
 */
export function requiredColumnsWithoutDefault(up: string): string[] {
  return up
    .split(/\.execute\(\)/)
    .filter((statement) => /\.alterTable\(/.test(statement))
    .flatMap((statement) => statement.split(/(?=\.addColumn\()/).slice(1))
    .filter((column) => /\.notNull\(\)/.test(column) && !/\.defaultTo\(/.test(column))
    .map((column) => /\.addColumn\(\s*['"`](\w+)/.exec(column)?.[1] ?? column.slice(0, 60));
}

export function contractingSteps(source: string): string[] {
  const up = withoutComments(upBody(source));
  const found = [
    ...contractingTables(up),
    ...CONTRACTING.filter(([, pattern]) => pattern.test(up)).map(([what]) => what),
  ];
  for (const column of requiredColumnsWithoutDefault(up)) {
    found.push(`adds required column ${column} without a default`);
  }
  return found;
}

const sinceMarker = Object.keys(migrations)
  .sort()
  .filter((name) => name > marker);

describe(`migrations after the previous release (${marker})`, () => {
  it('only expand, unless listed as a contract step', () => {
    const offences = sinceMarker.flatMap((name) => {
      const source = fs.readFileSync(path.join(MIGRATIONS_DIR, `${name}.ts`), 'utf8');
      const steps = contractingSteps(source);
      return steps.length > 0 && !(name in CONTRACT_STEPS) ? [`${name}: ${steps.join(', ')}`] : [];
    });
    expect(
      offences,
      'Release N may only add (docs/operations/upgrades.md). Split the change: add the new ' +
        'shape now, write both, and drop the old one in a later release listed in CONTRACT_STEPS.',
    ).toEqual([]);
  });

  it('lists contract steps that wait for an expand step the previous release already shipped', () => {
    for (const [name, step] of Object.entries(CONTRACT_STEPS)) {
      expect(Object.keys(migrations), `${name} waits for a migration that exists`).toContain(
        step.waitsFor,
      );
      expect(
        step.waitsFor <= marker,
        `${name} waits for ${step.waitsFor}, which the previous release (${marker}) hasn't shipped`,
      ).toBe(true);
      expect(name > step.waitsFor).toBe(true);
    }
  });
});

describe('the contracting-step scan', () => {
  it('finds drops, renames and required columns in up, not in down or comments', () => {
    const source = `
      // We never drop column here.
      export async function up(db) {
        await db.schema.alterTable('orders').addColumn('a', 'text', (c) => c.notNull()).execute();
        await db.schema.alterTable('orders').addColumn('b', 'text', (c) => c.notNull().defaultTo('x')).execute();
        await db.schema.createTable('things').addColumn('id', 'integer', (c) => c.notNull()).execute();
        await sql\`alter table orders rename column total to total_cents\`.execute(db);
        await sql\`drop table coupons\`.execute(db);
        await sql\`alter table coupons_new rename to coupons\`.execute(db);
        await db.schema.dropTable('old_things').execute();
      }
      export async function down(db) {
        await db.schema.dropTable('things').execute();
      }`;
    expect(contractingSteps(source)).toEqual([
      'drops table old_things',
      'renames a column',
      'adds required column a without a default',
    ]);
  });

  it('judges the history: one migration dropped a column in place, the rest only added', () => {
    // 2026_11_24's search index dropped products.search_text in the release that stopped
    // reading it: under a rolling upgrade the old processes' searches would have failed.
    const judged = Object.keys(migrations)
      .filter((name) => name <= marker)
      .map((name) => {
        const source = fs.readFileSync(path.join(MIGRATIONS_DIR, `${name}.ts`), 'utf8');
        return [name, contractingSteps(source)] as const;
      })
      .filter(([, steps]) => steps.length > 0);
    expect(judged).toEqual([['2026_11_24_1000_index_product_search', ['drops a column']]]);
  });
});
