import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type Database, openDatabase } from '../apps/server/src/db/database';
import { createSession } from '../apps/server/src/modules/auth/session.service';
import { WEB_DIST } from './lib/paths';
import type { Outcome, Table } from './lib/results';
import { type ScaleSet, type ScaleSize, generateScaleSet } from './lib/scale-data';
import {
  type CapturedQuery,
  QueryCapture,
  type SeqScan,
  explainQueries,
} from './lib/scale-explain';
import { createScratchDatabase, runPostgresLane } from './lib/scratch-postgres';
import { timeSequentially } from './lib/time-sequentially';
import { type RunningServer, startServer } from './lib/start-server';

/**
 * Issue 28: does the catalogue's cost stay flat as stores grow? The same reads on a small set (one
 * store of 100 offers, beside the demo stores) and on a big one (200 stores of 10,000 offers each
 * and 1,000,000 past orders), with the response and page caches off, one request at a time; and
 * every query those reads run explained, looking for a sequential scan of a big table.
 */
const BIG: ScaleSize = { stores: 200, offers: 10_000, shoppers: 50_000, orders: 1_000_000 };
const SMALL: ScaleSize = { stores: 1, offers: 100, shoppers: 5, orders: 100 };
const WARM_UP = 10;
const SAMPLES = 200;
const P99_BUDGET_MS = 50;
const MAX_RATIO = 2;
const SEARCH_WORD = 'manzana';
const SHOP = '/api/shop';
/** A sequential scan fails the bench on a table of at least this many rows in the big set. */
const BIG_TABLE_ROWS = 10_000;

export const SCALE_GOAL = `with the caches off, every catalogue page, search, a category, a shopper's orders and the orders board at p99 ≤ ${P99_BUDGET_MS} ms on ${BIG.stores} stores × ${BIG.offers.toLocaleString('en')} offers and ${BIG.orders.toLocaleString('en')} orders, and within ${MAX_RATIO}× of the same read on a store of ${SMALL.offers} offers; no sequential scan of a big table on those paths; on each database`;

export interface ScaleContext {
  work: string;
  uploadsDir: string;
  cpuProfileDir: string | undefined;
}

interface Read {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

interface Timing {
  read: string;
  p50: number;
  p99: number;
  max: number;
}

interface SetRun {
  set: 'small' | 'big';
  generation_seconds: Record<string, number>;
  timings: Timing[];
  queries: number;
  seq_scans: SeqScan[];
  /** Tables scanned whole that hold fewer than BIG_TABLE_ROWS rows in the set. */
  small_tables_scanned: string[];
}

interface LaneRun {
  label: string;
  small: SetRun;
  big: SetRun;
}

export async function runScale(context: ScaleContext): Promise<Outcome> {
  const failures: string[] = [];
  const notes: string[] = [];
  const tables: Table[] = [];
  const data: Record<string, unknown> = {};

  const record = (lane: LaneRun) => {
    tables.push(timingTable(lane));
    failures.push(...judge(lane));
    if (lane.big.seq_scans.length > 0) tables.push(scanTable(lane.label, lane.big.seq_scans));
    notes.push(
      `${lane.label}: ${lane.big.queries} distinct statements explained; small tables scanned whole: ${lane.big.small_tables_scanned.join(', ') || 'none'}.`,
    );
  };

  const sqlite = await runLane(context, 'SQLite', (set) =>
    Promise.resolve({
      url: `file:${path.join(context.work, `sqlite-scale-${set}`, 'canasta.db')}`,
      drop: () => Promise.resolve(),
    }),
  );
  data.sqlite = sqlite;
  record(sqlite);

  const postgres = await runPostgresLane((adminUrl, label) =>
    runLane(context, label, async (set) => {
      const scratch = await createScratchDatabase(adminUrl, `bench_scale_${set}`);
      return { url: scratch.url, drop: () => scratch.drop() };
    }),
  );
  data.postgres = postgres.postgres;
  if (postgres.result) {
    data.postgres_run = postgres.result;
    record(postgres.result);
  }
  if (postgres.failure) failures.push(postgres.failure);
  if (postgres.note) notes.push(postgres.note);

  notes.push(
    `Big set: the demo seed, then ${BIG.stores} stores copied from the demo store (zones, delivery windows, banners, collections of about 100 offers each), ${BIG.offers.toLocaleString('en')} shared products (names from 40 groceries × 25 qualities, spread over the demo's categories, no photos), each offered by every one of those stores (${(BIG.stores * BIG.offers).toLocaleString('en')} offers), ${BIG.shoppers.toLocaleString('en')} shoppers with an address each and ${BIG.orders.toLocaleString('en')} past orders over 2025 (${BIG.orders / BIG.shoppers} a shopper, ${BIG.orders / BIG.stores} a store), each with 2 lines, a status history row and its cash payment record; generated with bulk SQL (generate_series on PostgreSQL, recursive CTEs on SQLite), then ANALYZEd (VACUUM ANALYZE on PostgreSQL, as autovacuum would leave it). Small set: the same generator with ${SMALL.stores} store of ${SMALL.offers} offers, ${SMALL.shoppers} shoppers and ${SMALL.orders} orders. Pages read from the first generated store.`,
    `Server started with CATALOGUE_CACHE_MS=0 (no response or page cache). Each read ${WARM_UP} times to warm up, then ${SAMPLES} times one request at a time; p99 is over those ${SAMPLES}. The requests are made and timed by a process of their own (node:http, one keep-alive connection, bodies dropped): in the benchmark's process, its own major collections stopped it in the middle of timed requests (decision 063). The shopper and the store's owner are signed in through the server's own createSession.`,
    `EXPLAIN: each read is made once more through the app built in the benchmark's process, with a Kysely plugin capturing every statement it runs; each is explained on the same database (PostgreSQL: EXPLAIN (FORMAT JSON), any Seq Scan node; SQLite: EXPLAIN QUERY PLAN, any SCAN of a table without an index), on tables of ${BIG_TABLE_ROWS.toLocaleString('en')} rows or more in the set. Allowed: ${Object.entries(
      SMALL_TABLES,
    )
      .map(([table, why]) => `${table} (${why})`)
      .join('; ')}.`,
  );
  return {
    name: 'scale',
    title: 'Scale: a big catalogue and a million orders',
    goal: SCALE_GOAL,
    passed: failures.length === 0,
    failures,
    tables,
    notes,
    data,
  };
}

/** Tables a sequential scan may read whole, each with why no index would do better. */
export const SMALL_TABLES: Record<string, string> = {
  settings: 'a handful of site-wide keys',
  categories: 'the shared category list, tens of rows',
  products:
    "the shared catalogue (10,000 products, 350 pages on PostgreSQL), offered whole by every generated store: the search joins its matches to it in one pass, no slower here than probing it, and the prefix match costs the same by the GIN index (decision 063); a store's listing reads its offers in order by their own index since decision 066",
};

async function runLane(
  context: ScaleContext,
  label: string,
  database: (set: 'small' | 'big') => Promise<{ url: string; drop: () => Promise<void> }>,
): Promise<LaneRun> {
  const runSet = async (set: 'small' | 'big', size: ScaleSize): Promise<SetRun> => {
    const target = await database(set);
    try {
      return await measureSet(context, label, set, size, target.url);
    } finally {
      await target.drop();
    }
  };
  const small = await runSet('small', SMALL);
  const big = await runSet('big', BIG);
  return { label, small, big };
}

async function measureSet(
  context: ScaleContext,
  label: string,
  set: 'small' | 'big',
  size: ScaleSize,
  databaseUrl: string,
): Promise<SetRun> {
  const name = `${label.split(' ')[0]?.toLowerCase() ?? 'db'}-${set}`;
  const logFile = path.join(context.work, `server-scale-${name}.log`);
  const start = () =>
    startServer({
      databaseUrl,
      uploadsDir: context.uploadsDir,
      logFile,
      cpuProfileDir: context.cpuProfileDir,
      env: { CATALOGUE_CACHE_MS: '0' },
    });
  if (databaseUrl.startsWith('file:')) {
    fs.mkdirSync(path.dirname(databaseUrl.slice('file:'.length)), { recursive: true });
  }
  // The first start migrates and seeds; the set is written with the server stopped, so the
  // server it is measured on starts with the planner statistics of the whole set.
  await (await start()).stop();
  const database = openDatabase(databaseUrl, { poolSize: 2 });
  let scaleSet: ScaleSet;
  let reads: Read[];
  try {
    console.log(`bench: scale: generating the ${set} set on ${label}`);
    scaleSet = await generateScaleSet(database, size);
    console.log(`bench: scale: ${label} ${set} set: ${JSON.stringify(scaleSet.seconds)} s`);
    reads = await chooseReads(database, scaleSet);
  } finally {
    await database.close();
  }

  const server = await start();
  let timings: Timing[];
  try {
    timings = [];
    for (const read of reads) timings.push(await time(server, read));
  } finally {
    await server.stop();
  }
  // Only the big set is explained: on a small table a sequential scan is the right plan.
  const explained =
    set === 'big'
      ? await explainReads(context, databaseUrl, reads)
      : { queries: 0, scans: [], smallTables: [] };
  return {
    set,
    generation_seconds: scaleSet.seconds,
    timings,
    queries: explained.queries,
    seq_scans: explained.scans,
    small_tables_scanned: explained.smallTables,
  };
}

/** The reads measured, on the generated store, with a shopper's and an owner's sessions. */
async function chooseReads(database: Database, set: ScaleSet): Promise<Read[]> {
  const { db } = database;
  const collection = await db
    .selectFrom('collections')
    .select('id')
    .where('store_id', '=', set.storeId)
    .orderBy('position')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const offer = await db
    .selectFrom('inventories as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['p.slug', 'p.category_id'])
    .where('i.store_id', '=', set.storeId)
    .orderBy('i.id', 'desc')
    .executeTakeFirstOrThrow();
  const shopper = await createSession(database.db, set.shopperId, new Date());
  const owner = await signInOwner(database, set.storeId);
  const home = `/tienda/${set.storeSlug}`;
  const board = `/api/admin/stores/${set.storeSlug}/orders`;
  const asShopper = { authorization: `Bearer ${shopper}`, accept: 'application/json' };
  const asOwner = { authorization: `Bearer ${owner}`, accept: 'application/json' };
  return [
    { name: 'store home (rendered)', path: home },
    { name: 'collection page (rendered)', path: `${home}/collection/${collection.id}` },
    { name: 'product page (rendered)', path: `${home}/product/${offer.slug}` },
    {
      name: 'category page (rendered)',
      path: `/menu/${set.storeSlug}/Categories/${offer.category_id}`,
    },
    {
      name: `search "${SEARCH_WORD}"`,
      path: `${SHOP}/stores/${set.storeId}/inventories?q=${SEARCH_WORD}&page=1&per_page=20`,
    },
    {
      name: 'catalogue, page 2',
      path: `${SHOP}/stores/${set.storeId}/inventories?page=2&per_page=20`,
    },
    {
      name: "shopper's orders",
      path: `${SHOP}/client-orders?page=1&per_page=20`,
      headers: asShopper,
    },
    {
      name: 'orders board, one day',
      path: `${board}?date=${set.boardDate}&per_page=50`,
      headers: asOwner,
    },
    { name: 'orders board, every day', path: `${board}?per_page=50`, headers: asOwner },
  ];
}

/** The store's owner (decision 040), signed in. */
async function signInOwner(database: Database, storeId: number): Promise<string> {
  const owner = await database.db
    .selectFrom('store_operators')
    .select('user_id')
    .where('store_id', '=', storeId)
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow();
  return createSession(database.db, owner.user_id, new Date());
}

async function time(server: RunningServer, read: Read): Promise<Timing> {
  const samples = await timeSequentially({
    url: `${server.url}${read.path}`,
    headers: read.headers ?? {},
    warmUp: WARM_UP,
    samples: SAMPLES,
  });
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return {
    read: read.name,
    p50: round1(at(0.5)),
    p99: round1(at(0.99)),
    max: round1(samples.at(-1) ?? 0),
  };
}

/**
 * Makes each read once through the app built in this process, capturing the statements it runs,
 * and explains each distinct one on the same database.
 */
async function explainReads(
  context: ScaleContext,
  databaseUrl: string,
  reads: Read[],
): Promise<{ queries: number; scans: SeqScan[]; smallTables: string[] }> {
  const own = openDatabase(databaseUrl, { poolSize: 2 });
  const capture = new QueryCapture(own.db);
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      UPLOADS_DIR: context.uploadsDir,
      WEB_DIST_DIR: WEB_DIST,
      CATALOGUE_CACHE_MS: '0',
    }),
    database: { ...own, db: own.db.withPlugin(capture) },
    logger: false,
  });
  try {
    await app.ready();
    const captured: CapturedQuery[] = [];
    for (const read of reads) {
      capture.reset(read.name);
      const res = await app.inject({ method: 'GET', url: read.path, headers: read.headers ?? {} });
      if (res.statusCode !== 200) {
        throw new Error(
          `explain: ${read.name} answered ${res.statusCode}: ${res.body.slice(0, 200)}`,
        );
      }
      captured.push(...capture.queries);
    }
    return await explainQueries(own, captured, SMALL_TABLES, BIG_TABLE_ROWS);
  } finally {
    await app.close();
    await own.close();
  }
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

function ratio(lane: LaneRun, timing: Timing): number | undefined {
  const small = lane.small.timings.find((t) => t.read === timing.read);
  return small && small.p99 > 0 ? Math.round((timing.p99 / small.p99) * 100) / 100 : undefined;
}

function timingTable(lane: LaneRun): Table {
  return {
    caption: `${lane.label}: one request at a time, caches off (ms)`,
    columns: ['read', 'small p50', 'small p99', 'big p50', 'big p99', 'big max', 'big/small p99'],
    rows: lane.big.timings.map((big) => {
      const small = lane.small.timings.find((t) => t.read === big.read);
      return [
        big.read,
        small?.p50 ?? '',
        small?.p99 ?? '',
        big.p50,
        big.p99,
        big.max,
        ratio(lane, big) ?? '',
      ];
    }),
  };
}

function scanTable(label: string, scans: SeqScan[]): Table {
  return {
    caption: `${label}: sequential scans of big tables`,
    columns: ['read', 'table', 'plan', 'statement'],
    rows: scans.map((s) => [s.read, s.table, s.plan, s.sql.slice(0, 160)]),
  };
}

function judge(lane: LaneRun): string[] {
  const failures: string[] = [];
  for (const big of lane.big.timings) {
    if (big.p99 > P99_BUDGET_MS) {
      failures.push(`${lane.label}, ${big.read}: big set p99 ${big.p99} ms > ${P99_BUDGET_MS} ms`);
    }
    const r = ratio(lane, big);
    if (r !== undefined && r > MAX_RATIO) {
      failures.push(`${lane.label}, ${big.read}: big/small p99 ${r}× > ${MAX_RATIO}×`);
    }
  }
  for (const scan of lane.big.seq_scans) {
    failures.push(`${lane.label}, ${scan.read}: sequential scan of ${scan.table} (${scan.plan})`);
  }
  return failures;
}
