import path from 'node:path';
import { DEVELOPMENT_OPERATOR_TOKEN } from '../apps/server/src/config';
import { type Database, openDatabase } from '../apps/server/src/db/database';
import { pickNumber, pickString } from './lib/get-json';
import type { Outcome, Table } from './lib/results';
import { createScratchDatabase, runPostgresLane } from './lib/scratch-postgres';
import { type RunningServer, startServer } from './lib/start-server';

/**
 * Issue 23: a spreadsheet of 10,000 products, checked (preview) and committed through the
 * operator API, on SQLite and PostgreSQL. Three passes over the same SKUs: the first creates
 * every product, the second changes every price and one name in ten (updates; the products are
 * the store's own by then, so renamed in place), the third uploads the second file again
 * (nothing to change). Each
 * pass is checked against the database afterwards.
 */

/** The budget: preview and commit of each pass, together, under 30 s on each database. */
const BUDGET_MS = 30_000;
const ROWS = 10_000;
const STORE_SLUG = 'interna';
const SKU_PREFIX = 'BENCH-';
const ADMIN = `/api/admin/stores/${STORE_SLUG}`;

export const HTTP_IMPORTS_GOAL = `preview + commit of a ${ROWS.toLocaleString('en-US')}-row CSV under ${BUDGET_MS / 1000} s on each database, for a first import (all new), a re-import with every price changed and a re-import of the same file (nothing changed); the catalogue checked after each`;

export interface HttpImportsContext {
  work: string;
  uploadsDir: string;
  cpuProfileDir: string | undefined;
}

type PassName = 'create' | 'update' | 'unchanged';

interface PassRow {
  pass: PassName;
  rows: number;
  file_bytes: number;
  preview_ms: number;
  commit_ms: number;
  total_ms: number;
  counts: { create: number; update: number; unchanged: number; invalid: number };
  committed: { created: number; updated: number; unchanged: number };
  check: { passed: boolean; findings: string[] };
  passed: boolean;
}

interface DatabaseRun {
  database: string;
  passes: PassRow[];
}

export async function runHttpImports(context: HttpImportsContext): Promise<Outcome> {
  const runs: DatabaseRun[] = [await runSqlite(context)];
  const failures: string[] = [];
  const notes: string[] = [];
  const lane = await runPostgresLane((adminUrl, label) => runPostgres(adminUrl, label, context));
  if (lane.result) runs.push(lane.result);
  if (lane.failure) failures.push(lane.failure);
  if (lane.note) notes.push(lane.note);

  for (const run of runs) {
    for (const pass of run.passes) {
      if (!pass.check.passed) {
        failures.push(`${run.database}, ${pass.pass}: ${pass.check.findings.join('; ')}`);
      }
      if (pass.total_ms >= BUDGET_MS) {
        failures.push(`${run.database}, ${pass.pass}: ${pass.total_ms} ms ≥ ${BUDGET_MS} ms`);
      }
    }
  }
  const table: Table = {
    caption: `${ROWS.toLocaleString('en-US')} rows per file, through the operator API (multipart upload, then commit)`,
    columns: [
      'database',
      'pass',
      'file',
      'preview',
      'commit',
      'total',
      'created',
      'updated',
      'unchanged',
      'check',
    ],
    rows: runs.flatMap((run) =>
      run.passes.map((pass) => [
        run.database,
        pass.pass,
        `${(pass.file_bytes / 1024).toFixed(0)} KB`,
        `${pass.preview_ms} ms`,
        `${pass.commit_ms} ms`,
        `${pass.total_ms} ms`,
        pass.committed.created,
        pass.committed.updated,
        pass.committed.unchanged,
        pass.check.passed ? 'ok' : 'WRONG',
      ]),
    ),
  };
  return {
    name: 'http-imports',
    title: 'HTTP: catalogue imports',
    goal: HTTP_IMPORTS_GOAL,
    passed: failures.length === 0,
    failures,
    tables: [table],
    notes,
    data: { rows: ROWS, budget_ms: BUDGET_MS, postgres: lane.postgres, runs },
  };
}

async function runSqlite(context: HttpImportsContext): Promise<DatabaseRun> {
  const databaseUrl = `file:${path.join(context.work, 'sqlite-imports', 'canasta.db')}`;
  const server = await startServer({
    databaseUrl,
    uploadsDir: context.uploadsDir,
    logFile: path.join(context.work, 'server-sqlite-imports.log'),
    cpuProfileDir: context.cpuProfileDir,
  });
  try {
    const database = openDatabase(databaseUrl);
    try {
      return await runDatabase('SQLite', server, database);
    } finally {
      await database.close();
    }
  } finally {
    await server.stop();
  }
}

async function runPostgres(
  adminUrl: string,
  label: string,
  context: HttpImportsContext,
): Promise<DatabaseRun> {
  const scratch = await createScratchDatabase(adminUrl);
  try {
    const server = await startServer({
      databaseUrl: scratch.url,
      uploadsDir: context.uploadsDir,
      logFile: path.join(context.work, 'server-postgres-imports.log'),
      cpuProfileDir: context.cpuProfileDir,
    });
    try {
      const database = openDatabase(scratch.url, { poolSize: 2 });
      try {
        return await runDatabase(label, server, database);
      } finally {
        await database.close();
      }
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.drop();
  }
}

async function runDatabase(
  label: string,
  server: RunningServer,
  database: Database,
): Promise<DatabaseRun> {
  const categories = await database.db
    .selectFrom('categories')
    .select('name')
    .orderBy('position')
    .execute();
  const names = categories.map((category) => category.name);
  const first = productsCsv(names, 0);
  const second = productsCsv(names, 1);
  const passes: PassRow[] = [];
  for (const [pass, file] of [
    ['create', first],
    ['update', second],
    ['unchanged', second],
  ] as const) {
    const row = await runPass(server, database, pass, file);
    console.log(
      `bench: http imports ${label}, ${pass}: preview ${row.preview_ms} ms, commit ${row.commit_ms} ms, check ${row.check.passed ? 'ok' : 'WRONG'}`,
    );
    passes.push(row);
  }
  return { database: label, passes };
}

interface ProductsFile {
  csv: string;
  /** What the catalogue must hold after the file is committed. */
  priceSum: number;
  renamed: number;
}

/** 10,000 products; `round` 1 changes every price and renames one in ten. */
function productsCsv(categories: readonly string[], round: 0 | 1): ProductsFile {
  const lines = [
    'sku,nombre,categoria,precio,precio_antes,existencias,maximo_por_pedido,unidad,visible,descripcion',
  ];
  let priceSum = 0;
  let renamed = 0;
  for (let i = 0; i < ROWS; i += 1) {
    const cents = 1_000 + ((i * 37) % 90_000) + round * 100;
    priceSum += cents;
    const rename = round === 1 && i % 10 === 0;
    if (rename) renamed += 1;
    const name = `${rename ? 'Nuevo nombre de' : 'Producto'} ${i}`;
    const category = categories[i % categories.length] ?? '';
    const pesos = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    lines.push(
      [
        `${SKU_PREFIX}${String(i).padStart(5, '0')}`,
        name,
        category,
        i % 3 === 0
          ? `"$${Number(pesos).toLocaleString('en-US', { minimumFractionDigits: 2 })}"`
          : pesos,
        '',
        String(i % 200),
        '12',
        i % 2 === 0 ? 'pieza' : 'kg',
        i % 17 === 0 ? 'no' : 'sí',
        `"Descripción del producto ${i}, para la prueba de carga."`,
      ].join(','),
    );
  }
  return { csv: `\uFEFF${lines.join('\r\n')}\r\n`, priceSum, renamed };
}

async function runPass(
  server: RunningServer,
  database: Database,
  pass: PassName,
  file: ProductsFile,
): Promise<PassRow> {
  const auth = { authorization: `Bearer ${DEVELOPMENT_OPERATOR_TOKEN}` };
  const form = new FormData();
  form.append('file', new Blob([file.csv], { type: 'text/csv' }), 'productos.csv');
  const previewStarted = performance.now();
  const preview = await fetch(`${server.url}${ADMIN}/imports`, {
    method: 'POST',
    headers: auth,
    body: form,
    signal: AbortSignal.timeout(120_000),
  });
  const previewBody: unknown = await preview.json();
  const previewMs = Math.round(performance.now() - previewStarted);
  if (preview.status !== 200) {
    throw new Error(
      `preview answered ${preview.status}: ${JSON.stringify(previewBody).slice(0, 300)}`,
    );
  }
  const id = pickString(previewBody, 'data', 'id');
  const commitStarted = performance.now();
  const commit = await fetch(`${server.url}${ADMIN}/imports/${id}/commit`, {
    method: 'POST',
    headers: auth,
    signal: AbortSignal.timeout(120_000),
  });
  const commitBody: unknown = await commit.json();
  const commitMs = Math.round(performance.now() - commitStarted);
  if (commit.status !== 200) {
    throw new Error(
      `commit answered ${commit.status}: ${JSON.stringify(commitBody).slice(0, 300)}`,
    );
  }
  const counts = {
    create: pickNumber(previewBody, 'data', 'create'),
    update: pickNumber(previewBody, 'data', 'update'),
    unchanged: pickNumber(previewBody, 'data', 'unchanged'),
    invalid: pickNumber(previewBody, 'data', 'invalid'),
  };
  const committed = {
    created: pickNumber(commitBody, 'data', 'created'),
    updated: pickNumber(commitBody, 'data', 'updated'),
    unchanged: pickNumber(commitBody, 'data', 'unchanged'),
  };
  const check = await checkCatalogue(database, pass, file, counts, committed);
  const total = previewMs + commitMs;
  return {
    pass,
    rows: ROWS,
    file_bytes: Buffer.byteLength(file.csv),
    preview_ms: previewMs,
    commit_ms: commitMs,
    total_ms: total,
    counts,
    committed,
    check,
    passed: check.passed && total < BUDGET_MS,
  };
}

/** The counts answered and the catalogue's rows agree with what the pass's file says. */
async function checkCatalogue(
  database: Database,
  pass: PassName,
  file: ProductsFile,
  counts: PassRow['counts'],
  committed: PassRow['committed'],
): Promise<PassRow['check']> {
  const findings: string[] = [];
  const expect = (what: string, actual: number, expected: number) =>
    findings.push(
      `${actual === expected ? '' : 'WRONG '}${what}: ${actual} (expected ${expected})`,
    );
  const expected = {
    create: { created: ROWS, updated: 0, unchanged: 0 },
    update: { created: 0, updated: ROWS, unchanged: 0 },
    unchanged: { created: 0, updated: 0, unchanged: ROWS },
  }[pass];
  expect('rows refused', counts.invalid, 0);
  expect('created', committed.created, expected.created);
  expect('updated', committed.updated, expected.updated);
  expect('unchanged', committed.unchanged, expected.unchanged);
  const offers = await database.db
    .selectFrom('inventories as i')
    .innerJoin('stores as s', 's.id', 'i.store_id')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.sum<number | string>('i.price_cents').as('prices'),
      eb.fn
        .sum<number | string>(
          eb.case().when('p.name', 'like', 'Nuevo nombre%').then(1).else(0).end(),
        )
        .as('renamed'),
    ])
    .where('s.slug', '=', STORE_SLUG)
    .where('i.sku', 'like', `${SKU_PREFIX}%`)
    .executeTakeFirstOrThrow();
  expect('offers with the file’s SKUs', Number(offers.n), ROWS);
  expect('sum of their prices', Number(offers.prices), file.priceSum);
  expect('renamed products', Number(offers.renamed ?? 0), file.renamed);
  findings.sort((a, b) => Number(b.startsWith('WRONG')) - Number(a.startsWith('WRONG')));
  return { passed: !findings.some((f) => f.startsWith('WRONG')), findings };
}
