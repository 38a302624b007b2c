import { createHash } from 'node:crypto';
import path from 'node:path';
import { getJson, pickNumber, pickString } from './lib/get-json';
import { LOAD_SETTINGS, type LoadResult, measure, responseProblems, round } from './lib/load';
import { type ResponseSnapshot, takeSnapshot } from './lib/response-snapshot';
import type { Outcome, Table } from './lib/results';
import { createScratchDatabase, runPostgresLane } from './lib/scratch-postgres';
import { startCeilingServer } from './lib/start-ceiling-server';
import { type RunningServer, startServer } from './lib/start-server';

/** Budget: the real server serves at least half the requests per second of a bare node:http. */
const MIN_RATIO_TO_CEILING = 0.5;
/**
 * Budgets of the cache-off run, where every request is a miss: the rendered pages, whose miss
 * is a whole render with its API calls, in requests per second, with no request left unanswered.
 */
const COLD_MIN_REQUESTS_PER_SECOND = { storeHome: 200, productPage: 400 };
export const HTTP_CATALOGUE_GOAL = `requests/s ≥ ${MIN_RATIO_TO_CEILING} × a bare node:http server sending the same bytes; with the cache off, the rendered store home ≥ ${COLD_MIN_REQUESTS_PER_SECOND.storeHome} requests/s and the product page ≥ ${COLD_MIN_REQUESTS_PER_SECOND.productPage}, no timeout`;

export interface HttpContext {
  /** Temp dir for logs, databases and snapshots. */
  work: string;
  uploadsDir: string;
  sqlite: RunningServer;
  cpuProfileDir: string | undefined;
}

interface Target {
  name: string;
  path: string;
  /** False for the rows shown for diagnosis only (the brotli page, the cache-off API reads). */
  budgeted: boolean;
  /** The cache-off run's budget instead of the ratio: requests per second. */
  minRequestsPerSecond?: number;
  /** Request headers every request of the row sends (none: uncompressed answers). */
  headers?: Record<string, string>;
}

interface TargetResult extends Target {
  response_bytes: number;
  server: LoadResult;
  ceiling: LoadResult;
  ratio_to_ceiling: number;
  passed: boolean | null;
}

interface DatabaseRun {
  database: string;
  targets: TargetResult[];
}

/**
 * Which rows a run measures: the endpoints, and with `reference` also /healthz (the framework's
 * own cost, measured once); `cold` gives the rendered pages their cache-off budgets instead.
 */
interface RowSelection {
  budgeted: boolean;
  reference: boolean;
  cold?: boolean;
}
const ALL_ROWS: RowSelection = { budgeted: true, reference: true };
const ENDPOINTS_ONLY: RowSelection = { budgeted: true, reference: false };

/** The server setting that turns its catalogue response cache off (docs/decisions/004). */
const CACHE_OFF = { CATALOGUE_CACHE_MS: '0' };

/** The same ceiling bytes need measuring once, whichever database produced them. */
type CeilingCache = Map<string, LoadResult>;

export async function runHttpCatalogue(context: HttpContext): Promise<Outcome> {
  const ceilings: CeilingCache = new Map();
  const runs: DatabaseRun[] = [];
  const failures: string[] = [];
  const notes: string[] = [];

  runs.push(await runDatabase('SQLite', context.sqlite, context.work, ceilings, ALL_ROWS));
  runs.push(await runWithoutCache(context, ceilings));

  const lane = await runPostgresLane((adminUrl, label) =>
    runPostgres(adminUrl, label, context, ceilings),
  );
  const { postgres } = lane;
  if (lane.result) runs.push(lane.result);
  if (lane.failure) failures.push(lane.failure);
  if (lane.note) notes.push(lane.note);

  for (const run of runs) {
    for (const target of run.targets) {
      const problems = responseProblems(target.server);
      if (problems) failures.push(`${run.database}, ${target.name}: ${problems}`);
      if (target.passed === false) {
        failures.push(
          target.minRequestsPerSecond === undefined
            ? `${run.database}, ${target.name}: ${target.ratio_to_ceiling} of the ceiling < ${MIN_RATIO_TO_CEILING}`
            : `${run.database}, ${target.name}: ${Math.round(target.server.requestsPerSecond)} requests/s < ${target.minRequestsPerSecond}`,
        );
      }
    }
  }

  const s = LOAD_SETTINGS;
  notes.push(
    `autocannon, ${s.connections} connections, pipelining ${s.pipelining}, ${s.warmupSeconds} s warm-up then ${s.durationSeconds} s measured, no accept-encoding (uncompressed) except the "br" row (accept-encoding: br, gzip, as a browser; shown without a budget).`,
    `Server: the built apps/server/dist/server.js, NODE_ENV=${context.sqlite.settings.NODE_ENV}, LOG_LEVEL=${context.sqlite.settings.LOG_LEVEL}, ${context.sqlite.settings.logs}; its own catalogue response cache at its default, except in the "cache off" run.`,
    'Every request asks for the same URL, so with the cache on nearly all are cache hits; the "cache off" run (CATALOGUE_CACHE_MS=0: no cached API answers, no cached pages) shows the cost of a miss: for a rendered page, the whole render with its API calls. Concurrent misses of one URL share one render (single flight), so its rendered pages are budgeted in requests/s and the API rows are shown for diagnosis.',
    'Ceiling: a bare node:http server in its own process replaying the exact status, headers and body the real server sent.',
    "/healthz (no database, 15-byte body): the share of the ceiling left once Fastify, its plugins and the request log have run; no endpoint can do better, and it has the endpoints' budget (issue 28).",
    `Machine: the server (or ceiling) and autocannon each get about one of this machine's cores.`,
    `PostgreSQL: ${postgres}.`,
  );
  return {
    name: 'http-catalogue',
    title: 'HTTP: catalogue reads and rendered pages',
    goal: HTTP_CATALOGUE_GOAL,
    passed: failures.length === 0,
    failures,
    tables: runs.map(table),
    notes,
    data: {
      load: s,
      server: context.sqlite.settings,
      postgres,
      goal_ratio: MIN_RATIO_TO_CEILING,
      runs,
    },
  };
}

/**
 * The same endpoints with the response cache off: what a cache miss costs (queries and
 * serialization). The rendered pages have a budget in requests per second (fifty shoppers
 * opening a page nobody has opened for a while); the rest is shown for diagnosis.
 */
async function runWithoutCache(context: HttpContext, ceilings: CeilingCache): Promise<DatabaseRun> {
  const server = await startServer({
    databaseUrl: `file:${path.join(context.work, 'sqlite-no-cache', 'canasta.db')}`,
    uploadsDir: context.uploadsDir,
    logFile: path.join(context.work, 'server-sqlite-no-cache.log'),
    cpuProfileDir: context.cpuProfileDir,
    env: CACHE_OFF,
  });
  try {
    const label = `SQLite, response cache off (CATALOGUE_CACHE_MS=0)`;
    return await runDatabase(label, server, context.work, ceilings, {
      budgeted: false,
      reference: false,
      cold: true,
    });
  } finally {
    await server.stop();
  }
}

async function runPostgres(
  adminUrl: string,
  label: string,
  context: HttpContext,
  ceilings: CeilingCache,
): Promise<DatabaseRun> {
  const scratch = await createScratchDatabase(adminUrl);
  try {
    const server = await startServer({
      databaseUrl: scratch.url,
      uploadsDir: context.uploadsDir,
      logFile: path.join(context.work, 'server-postgres.log'),
      cpuProfileDir: context.cpuProfileDir,
    });
    try {
      return await runDatabase(label, server, context.work, ceilings, ENDPOINTS_ONLY);
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.drop();
  }
}

async function runDatabase(
  database: string,
  server: RunningServer,
  work: string,
  ceilings: CeilingCache,
  rows: RowSelection,
): Promise<DatabaseRun> {
  const targets: TargetResult[] = [];
  for (const target of await findTargets(server.url, rows)) {
    console.log(`bench: http ${database}, ${target.name}`);
    const url = `${server.url}${target.path}`;
    const options = target.headers ? { headers: target.headers } : {};
    const snapshot = await takeSnapshot(url, target.headers);
    const measured = await measure(url, undefined, options);
    const key = snapshotKey(snapshot);
    let ceiling = ceilings.get(key);
    if (!ceiling) {
      const replay = await startCeilingServer(snapshot, work);
      try {
        ceiling = await measure(`${replay.url}${target.path}`, undefined, options);
      } finally {
        await replay.stop();
      }
      ceilings.set(key, ceiling);
    }
    const ratio = round(measured.requestsPerSecond / ceiling.requestsPerSecond);
    const { minRequestsPerSecond } = target;
    targets.push({
      ...target,
      response_bytes: Buffer.from(snapshot.bodyBase64, 'base64').length,
      server: measured,
      ceiling,
      ratio_to_ceiling: ratio,
      passed:
        minRequestsPerSecond !== undefined
          ? measured.requestsPerSecond >= minRequestsPerSecond
          : target.budgeted
            ? ratio >= MIN_RATIO_TO_CEILING
            : null,
    });
  }
  return { database, targets };
}

/**
 * The store the web app opens (`interna`), its first collection and a search; with `rows.reference`,
 * also /healthz: no database, a tiny body, so its ratio is the framework's own ceiling.
 */
async function findTargets(url: string, rows: RowSelection): Promise<Target[]> {
  const storeId = pickNumber(await getJson(`${url}/api/shop/stores/interna`), 'data', 'id');
  const collections = await getJson(`${url}/api/shop/stores/${storeId}/product-collection/`);
  const collectionId = pickNumber(collections, 'data', 0, 'id');
  const productSlug = pickString(collections, 'data', 0, 'items', 0, 'product', 'slug');
  const store = `/api/shop/stores/${storeId}`;
  return [
    {
      name: 'collection page',
      path: `${store}/product-collection/${collectionId}?page=1&per_page=20`,
      budgeted: rows.budgeted,
    },
    {
      name: 'inventories page',
      path: `${store}/inventories?page=2&per_page=20`,
      budgeted: rows.budgeted,
    },
    {
      name: 'search page',
      path: `${store}/inventories?q=pi%C3%B1a&page=1&per_page=20`,
      budgeted: rows.budgeted,
    },
    // Server-rendered HTML (decision 036), from the page cache like the API's reads.
    {
      name: 'rendered store home',
      path: '/tienda/interna',
      budgeted: rows.budgeted,
      minRequestsPerSecond: rows.cold ? COLD_MIN_REQUESTS_PER_SECOND.storeHome : undefined,
    },
    {
      name: 'rendered product page',
      path: `/tienda/interna/product/${productSlug}`,
      budgeted: rows.budgeted,
      minRequestsPerSecond: rows.cold ? COLD_MIN_REQUESTS_PER_SECOND.productPage : undefined,
    },
    // What a browser gets: the same page in brotli, compressed once per cached copy.
    {
      name: 'rendered store home, br',
      path: '/tienda/interna',
      budgeted: false,
      headers: { 'accept-encoding': 'br, gzip' },
    },
    // No database and a 15-byte body: the share of the ceiling left once Fastify, its hooks and
    // the request log have run, which issue 28 budgets like the endpoints.
    ...(rows.reference ? [{ name: '/healthz', path: '/healthz', budgeted: true }] : []),
  ];
}

/** Identifies a response by its bytes, ignoring the per-request id. */
function snapshotKey(snapshot: ResponseSnapshot): string {
  const headers = snapshot.headers.filter(([name]) => name.toLowerCase() !== 'x-request-id');
  return createHash('sha256')
    .update(JSON.stringify([snapshot.status, headers, snapshot.bodyBase64]))
    .digest('hex');
}

function table(run: DatabaseRun): Table {
  return {
    caption: run.database,
    columns: [
      'endpoint',
      'body',
      'req/s',
      'p50 ms',
      'p99 ms',
      'ceiling req/s',
      'ceiling p50/p99 ms',
      'ratio',
      `goal: ratio ≥ ${MIN_RATIO_TO_CEILING}${run.targets.some((t) => t.minRequestsPerSecond !== undefined) ? ' or the req/s named' : ''}`,
    ],
    rows: run.targets.map((t) => [
      t.path.startsWith('/api/') ? `${t.name} \`${t.path.replace(/^\/api\/shop/, '')}\`` : t.name,
      t.response_bytes < 1024
        ? `${t.response_bytes} B`
        : `${(t.response_bytes / 1024).toFixed(1)} KB`,
      Math.round(t.server.requestsPerSecond),
      t.server.latencyMs.p50,
      t.server.latencyMs.p99,
      Math.round(t.ceiling.requestsPerSecond),
      `${t.ceiling.latencyMs.p50} / ${t.ceiling.latencyMs.p99}`,
      t.ratio_to_ceiling,
      `${t.passed === null ? 'no budget' : t.passed ? 'pass' : 'FAIL'}${t.minRequestsPerSecond === undefined ? '' : ` (≥ ${t.minRequestsPerSecond} req/s)`}`,
    ]),
  };
}
