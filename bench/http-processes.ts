import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import pg from 'pg';
import { type Database, openDatabase } from '../apps/server/src/db/database';
import {
  type Buyer,
  type Check,
  Shop,
  checkRun,
  createUsers,
  orderRequest,
  refusalCodes,
  stockOf,
} from './http-orders';
import { type ClosedLoopResult, runClosedLoop } from './lib/closed-loop';
import { getJson, pickNumber, pickString } from './lib/get-json';
import { type LoadResult, type LoadSettings, measure, responseProblems, round } from './lib/load';
import { SERVER_ENTRY } from './lib/paths';
import { cpuByPid, cpuSpentMs, machineBusyMs, processTree, residentMb } from './lib/proc-cpu';
import type { Outcome, Table } from './lib/results';
import { createScratchDatabase, redactUrl, serverVersion } from './lib/scratch-postgres';
import { type RunningServer, startServer } from './lib/start-server';

/**
 * Issue 26: what one server process serves and what a second one adds on this machine, on SQLite
 * and PostgreSQL: catalogue reads and order placement with `npm run start:cluster` running 1 and
 * then 2 workers on the same database, and what each order costs in CPU, the server's and
 * PostgreSQL's, read from /proc. Recorded without a budget on the numbers; the benchmark fails
 * only if an order is not placed exactly once with the stock down by exactly what was ordered.
 */

export const HTTP_PROCESSES_GOAL =
  'recorded, no budget on scaling: catalogue reads and order placement with 1 and 2 server processes (the cluster entry), on SQLite and PostgreSQL, and the CPU each order costs the server and the database; fails only if an order is not placed exactly once with stock down by exactly the units ordered';

/** The worker counts measured, one after the other on the same database. */
const PROCESS_COUNTS = [1, 2];
/** Buyers in flight, as in the order benchmark's budgeted row (one delivery slot). */
const ORDER_CONCURRENCY = 20;
const ordersSetting = Number(process.env.BENCH_PROCESS_ORDERS ?? 400);
/** Orders placed in each measured run, each from its own buyer and ready cart. */
const ORDERS_PER_RUN = Number.isInteger(ordersSetting) && ordersSetting >= 20 ? ordersSetting : 400;
/** Orders placed first on each server and not measured (JIT, caches, pool connections). */
const WARMUP_ORDERS = 60;

const readSeconds = Number(process.env.BENCH_HTTP_SECONDS ?? 5);
/** Catalogue reads: autocannon, as the catalogue benchmark, with a shorter run per endpoint. */
const READ_SETTINGS: LoadSettings = {
  connections: 50,
  pipelining: 1,
  warmupSeconds: 1,
  durationSeconds: Number.isFinite(readSeconds) && readSeconds > 0 ? readSeconds : 5,
};

/** Its own scratch database, so it never meets another benchmark's `canasta_bench`. */
const SCRATCH_NAME = 'canasta_bench_processes';
/** The built cluster entry (apps/server/src/cluster.ts), beside dist/server.js. */
const CLUSTER_ENTRY = path.join(path.dirname(SERVER_ENTRY), 'cluster.js');
/** The server's PostgreSQL pool per process (apps/server/src/db/database.ts), and the primary's. */
const POOL_PER_WORKER = 10;
const POOL_PER_PRIMARY = 1;

/** application_name of this benchmark's own PostgreSQL connections. */
const OWN_CONNECTIONS = 'canasta-bench';

const SHOP = '/api/shop';
const STORE_SLUG = 'interna';

export interface HttpProcessesContext {
  work: string;
  uploadsDir: string;
  cpuProfileDir: string | undefined;
}

type LoopResult = Omit<ClosedLoopResult, 'answers'>;

/** What a run cost, from /proc readings before and after it. */
interface Cost {
  wall_ms: number;
  /** The cluster's primary and its workers. */
  server_cpu_ms: number;
  /** PostgreSQL's backends serving the scratch database (not its WAL writer or checkpointer). */
  postgres_cpu_ms: number | null;
  /** This process: the load generator (autocannon or the closed loop). */
  generator_cpu_ms: number;
  /** Every process of the machine, this benchmark's or not. */
  machine_busy_ms: number;
}

interface ReadRow {
  name: string;
  path: string;
  result: LoadResult;
  cost: Cost;
  server_cpu_ms_per_request: number;
}

interface OrderRow {
  orders: number;
  result: LoopResult;
  refusals: Record<string, number>;
  /** Answers other than 201 among the unmeasured warm-up orders. */
  warmup_refusals: Record<string, number>;
  /** Errors the server logged during the measured run, by their code (e.g. SQLITE_BUSY). */
  server_errors: Record<string, number>;
  check: Check;
  cost: Cost;
  server_cpu_ms_per_order: number;
  postgres_cpu_ms_per_order: number | null;
}

interface ProcessRun {
  processes: number;
  reads: ReadRow[];
  orders: OrderRow;
  /** Resident memory after the runs: the primary, then each worker. */
  rss_mb: { primary: number; workers: number[] };
  /** PostgreSQL: the scratch database's client connections right after the order run. */
  postgres_connections: number | null;
}

interface DatabaseRun {
  database: string;
  runs: ProcessRun[];
}

export async function runHttpProcesses(context: HttpProcessesContext): Promise<Outcome> {
  const failures: string[] = [];
  const notes: string[] = [];
  const redisUrl = process.env.BENCH_REDIS_URL;
  const databases: DatabaseRun[] = [];
  const loadBefore = loadAverage();

  databases.push(
    await runDatabase(
      'SQLite',
      `file:${path.join(context.work, 'sqlite-processes', 'canasta.db')}`,
      undefined,
      context,
      redisUrl,
    ),
  );

  const adminUrl = process.env.BENCH_DATABASE_URL;
  let postgres = 'not run: BENCH_DATABASE_URL is not set';
  if (adminUrl) {
    try {
      const version = await serverVersion(adminUrl);
      const scratch = await createScratchDatabase(adminUrl, SCRATCH_NAME);
      try {
        databases.push(
          await runDatabase(`PostgreSQL ${version}`, scratch.url, scratch.url, context, redisUrl),
        );
      } finally {
        await scratch.drop();
      }
      postgres = `PostgreSQL ${version} via ${redactUrl(adminUrl)} (scratch database ${SCRATCH_NAME})`;
    } catch (error) {
      postgres = 'failed';
      failures.push(
        `PostgreSQL run failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  } else {
    notes.push('PostgreSQL not measured: set BENCH_DATABASE_URL (an admin URL) to include it.');
  }

  for (const database of databases) {
    for (const run of database.runs) {
      const label = `${database.database}, ${processText(run.processes)}`;
      const { orders } = run;
      if (!orders.check.passed || Object.keys(orders.refusals).length > 0) {
        failures.push(
          `${label}: orders ${answersText(orders)}, server errors ${countsText(orders.server_errors)}; database check ${orders.check.passed ? 'ok' : orders.check.findings.filter((f) => f.startsWith('WRONG')).join('; ')}`,
        );
      }
      for (const read of run.reads) {
        const problems = responseProblems(read.result);
        if (problems) failures.push(`${label}, ${read.name}: ${problems}`);
      }
    }
  }

  notes.push(...scalingNotes(databases), ...sqliteNotes(databases));
  notes.push(
    `Servers: the built cluster entry (apps/server/dist/cluster.js, what \`npm run start:cluster\` runs) with CLUSTER_WORKERS=1, then CLUSTER_WORKERS=2 on the same database; the primary prepares the database and hands connections to its workers round-robin. NODE_ENV=development (the dev defaults), LOG_LEVEL=info, pino JSON request logs to a file; the catalogue response cache at its default (each process keeps its own). ${redisUrl ? `Redis at ${redactUrl(redisUrl)} in every run (write limits, order news, background work on BullMQ), under a queue prefix of its own that is deleted afterwards.` : 'No Redis (BENCH_REDIS_URL not set): each process counts its own limits and runs its own background work in process.'}`,
    `Catalogue reads: autocannon, ${READ_SETTINGS.connections} connections, ${READ_SETTINGS.warmupSeconds} s warm-up then ${READ_SETTINGS.durationSeconds} s measured per endpoint, uncompressed; every request asks for the same URL, so nearly all are cache hits, as in the catalogue benchmark. CPU per request: the server's CPU over the warm-up and the measured run, divided by req/s × that time.`,
    `Orders: ${ORDERS_PER_RUN} orders per run after ${WARMUP_ORDERS} unmeasured warm-up orders on the same server, ${ORDER_CONCURRENCY} buyers in flight in a closed loop (bench/lib/closed-loop.ts), every order into the first open delivery slot from tomorrow on (the busiest case), each from its own buyer and ready cart prepared as the order benchmark does (bench/http-orders.ts: five lines of two units, cash, home delivery), and checked afterwards against the database the same way: one order per 201, stock down by exactly the units ordered.`,
    `CPU from /proc: the server's is utime + stime of the cluster's primary and workers (/proc/<pid>/stat) before and after the measured run; PostgreSQL's the same for the backends pg_stat_activity lists for the scratch database (client backends only: the WAL writer, checkpointer and background writer are left out, so it is a lower bound); "machine" is every process on the machine (/proc/stat), other work included; the load generator is this process (process.cpuUsage).`,
    `Machine: ${os.cpus().length} cores shared by the load generator, the server processes, PostgreSQL and Redis; nothing is pinned. 1-minute load average ${loadBefore} before the benchmark, ${loadAverage()} after (above ${os.cpus().length}: other work was running too, and the numbers are lower than a quiet machine's).`,
    `PostgreSQL: ${postgres}.`,
  );

  return {
    name: 'http-processes',
    title: 'HTTP: one and two server processes',
    goal: HTTP_PROCESSES_GOAL,
    passed: failures.length === 0,
    failures,
    tables: [ordersTable(databases), readsTable(databases), memoryTable(databases)],
    notes,
    data: {
      read_settings: READ_SETTINGS,
      orders_per_run: ORDERS_PER_RUN,
      warmup_orders: WARMUP_ORDERS,
      order_concurrency: ORDER_CONCURRENCY,
      redis: redisUrl ? redactUrl(redisUrl) : null,
      postgres,
      databases,
    },
  };
}

/** Runs 1 then 2 processes on one database: catalogue reads, then orders, each time. */
async function runDatabase(
  label: string,
  databaseUrl: string,
  postgresUrl: string | undefined,
  context: HttpProcessesContext,
  redisUrl: string | undefined,
): Promise<DatabaseRun> {
  const runs: ProcessRun[] = [];
  let database: Database | undefined;
  let prepared: { shop: Shop; buyers: Buyer[] } | undefined;
  try {
    for (const [index, processes] of PROCESS_COUNTS.entries()) {
      const queuePrefix = `canasta-bench-processes-${process.pid}-${Date.now()}`;
      const logFile = path.join(
        context.work,
        `server-processes-${label.split(' ')[0]}-${processes}.log`,
      );
      console.log(`bench: processes ${label}, ${processText(processes)}: starting`);
      const server = await startServer({
        entry: CLUSTER_ENTRY,
        databaseUrl,
        uploadsDir: context.uploadsDir,
        logFile,
        cpuProfileDir: context.cpuProfileDir,
        env: {
          CLUSTER_WORKERS: String(processes),
          SHUTDOWN_DRAIN_DELAY_MS: '0',
          ...(redisUrl ? { REDIS_URL: redisUrl, JOB_QUEUE_PREFIX: queuePrefix } : {}),
        },
      });
      try {
        // The server has migrated and seeded the database by now.
        database ??= openDatabase(postgresUrl ? ownConnection(databaseUrl) : databaseUrl, {
          poolSize: 2,
        });
        prepared ??= await prepare(server, database, label);
        const perRun = WARMUP_ORDERS + ORDERS_PER_RUN;
        const buyers = prepared.buyers.slice(index * perRun, (index + 1) * perRun);
        runs.push(
          await runProcesses(
            processes,
            server,
            database,
            prepared.shop,
            buyers,
            label,
            postgresUrl,
            logFile,
          ),
        );
      } finally {
        await server.stop();
        if (redisUrl) await deleteKeys(redisUrl, queuePrefix);
      }
    }
  } finally {
    await database?.close();
  }
  return { database: label, runs };
}

/** The demo store ready for ordering, and a ready cart for every order of every run. */
async function prepare(
  server: RunningServer,
  database: Database,
  label: string,
): Promise<{ shop: Shop; buyers: Buyer[] }> {
  const started = Date.now();
  const shop = await Shop.open(server.url, database);
  const users = await createUsers(
    database,
    PROCESS_COUNTS.length * (WARMUP_ORDERS + ORDERS_PER_RUN),
  );
  const buyers = await shop.prepareBuyers(
    users,
    (index) => shop.cartLines(index),
    () => shop.slotFor(0),
  );
  console.log(
    `bench: processes ${label}: ${buyers.length} ready carts in ${Date.now() - started} ms`,
  );
  return { shop, buyers };
}

async function runProcesses(
  processes: number,
  server: RunningServer,
  database: Database,
  shop: Shop,
  buyers: Buyer[],
  label: string,
  postgresUrl: string | undefined,
  logFile: string,
): Promise<ProcessRun> {
  const name = `${label}, ${processText(processes)}`;
  const pids = processTree(server.pid);
  if (pids.length !== processes + 1) {
    throw new Error(
      `${name}: expected a primary and ${processes} workers, found ${pids.length} processes`,
    );
  }
  const postgres = postgresUrl
    ? new pg.Client({ connectionString: ownConnection(postgresUrl) })
    : undefined;
  await postgres?.connect();
  try {
    const meter = new Meter(server.pid, postgres);
    const reads: ReadRow[] = [];
    for (const target of await readTargets(server.url)) {
      const reading = await meter.start();
      const result = await measure(`${server.url}${target.path}`, READ_SETTINGS);
      const cost = await reading.stop();
      const requests = result.requestsPerSecond * (cost.wall_ms / 1000);
      reads.push({
        ...target,
        result,
        cost,
        server_cpu_ms_per_request: round(cost.server_cpu_ms / Math.max(1, requests), 3),
      });
      console.log(
        `bench: processes ${name}, ${target.name}: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.latencyMs.p99} ms, ${round(cost.server_cpu_ms / cost.wall_ms)} server cores`,
      );
    }

    const warmup = buyers.slice(0, WARMUP_ORDERS);
    const warmed = await runClosedLoop(server.url, warmup.map(orderRequest), ORDER_CONCURRENCY);
    const warmupRefusals = refusalCodes(warmed.answers);
    const pool = buyers.slice(WARMUP_ORDERS);
    const before = await stockOf(database, shop.storeId);
    const logFrom = fileSize(logFile);
    const reading = await meter.start();
    const { answers, ...result } = await runClosedLoop(
      server.url,
      pool.map(orderRequest),
      ORDER_CONCURRENCY,
    );
    const cost = await reading.stop();
    const connections = await meter.postgresConnections();
    // The server's log is written by its own processes; give its last lines a moment to land.
    await sleep(500);
    const serverErrors = errorsLogged(logFile, logFrom);
    const check = await checkRun(database, shop.storeId, pool, answers, before);
    const placed = result.statuses['201'] ?? 0;
    const orders: OrderRow = {
      orders: pool.length,
      result,
      refusals: refusalCodes(answers),
      warmup_refusals: warmupRefusals,
      server_errors: serverErrors,
      check,
      cost,
      server_cpu_ms_per_order: round(cost.server_cpu_ms / Math.max(1, placed), 2),
      postgres_cpu_ms_per_order:
        cost.postgres_cpu_ms === null ? null : round(cost.postgres_cpu_ms / Math.max(1, placed), 2),
    };
    console.log(
      `bench: processes ${name}, orders: ${result.requestsPerSecond} orders/s, p99 ${result.latencyMs.p99} ms, ${answersText(orders)}, check ${check.passed ? 'ok' : 'WRONG'}, server ${orders.server_cpu_ms_per_order} ms CPU/order${orders.postgres_cpu_ms_per_order === null ? '' : `, PostgreSQL ${orders.postgres_cpu_ms_per_order} ms CPU/order`}`,
    );
    const [primary, ...workers] = processTree(server.pid);
    return {
      processes,
      reads,
      orders,
      rss_mb: { primary: residentMb(primary ?? server.pid), workers: workers.map(residentMb) },
      postgres_connections: connections,
    };
  } finally {
    await postgres?.end();
  }
}

/** Reads CPU time from /proc around a run: the server's process tree and PostgreSQL's backends. */
class Meter {
  constructor(
    private readonly serverPid: number,
    private readonly postgres: pg.Client | undefined,
  ) {}

  async start(): Promise<{ stop(): Promise<Cost> }> {
    const read = async () => ({
      at: performance.now(),
      server: cpuByPid(processTree(this.serverPid)),
      postgres: this.postgres ? cpuByPid(await this.backends(this.postgres)) : undefined,
      generator: process.cpuUsage(),
      machine: machineBusyMs(),
    });
    const before = await read();
    return {
      stop: async () => {
        const after = await read();
        const generator = process.cpuUsage(before.generator);
        return {
          wall_ms: round(after.at - before.at, 1),
          server_cpu_ms: round(cpuSpentMs(before.server, after.server), 1),
          postgres_cpu_ms:
            before.postgres && after.postgres
              ? round(cpuSpentMs(before.postgres, after.postgres), 1)
              : null,
          generator_cpu_ms: round((generator.user + generator.system) / 1000, 1),
          machine_busy_ms: round(after.machine - before.machine, 1),
        };
      },
    };
  }

  async postgresConnections(): Promise<number | null> {
    return this.postgres ? (await this.backends(this.postgres)).length : null;
  }

  /** The server's connections to the scratch database (not this one, nor the checks' pool). */
  private async backends(client: pg.Client): Promise<number[]> {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity
       where datname = current_database() and backend_type = 'client backend'
         and pid <> pg_backend_pid() and application_name <> $1`,
      [OWN_CONNECTIONS],
    );
    return rows.map((row) => row.pid);
  }
}

interface ReadTarget {
  name: string;
  path: string;
}

/** What a shopper's phone asks most: the store's home, a page of products, a search, a product page. */
async function readTargets(url: string): Promise<ReadTarget[]> {
  const storeId = pickNumber(await getJson(`${url}${SHOP}/stores/${STORE_SLUG}`), 'data', 'id');
  const store = `${SHOP}/stores/${storeId}`;
  const collections = await getJson(`${url}${store}/product-collection/`);
  const productSlug = pickString(collections, 'data', 0, 'items', 0, 'product', 'slug');
  return [
    { name: 'store home (collections)', path: `${store}/product-collection/` },
    { name: 'products page', path: `${store}/inventories?page=2&per_page=20` },
    { name: 'search', path: `${store}/inventories?q=pi%C3%B1a&page=1&per_page=20` },
    { name: 'rendered product page', path: `/tienda/${STORE_SLUG}/product/${productSlug}` },
  ];
}

function fileSize(file: string): number {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}

/** Errors (pino level 50 and up) the server logged after byte `from`, by error code. */
function errorsLogged(file: string, from: number): Record<string, number> {
  const counts: Record<string, number> = {};
  let text: string;
  try {
    text = fs.readFileSync(file).subarray(from).toString('utf8');
  } catch {
    return counts;
  }
  for (const line of text.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as {
        level?: number;
        err?: { code?: unknown; type?: unknown };
      };
      if ((entry.level ?? 0) < 50) continue;
      const code = entry.err?.code ?? entry.err?.type ?? 'no code';
      const key = typeof code === 'string' ? code : JSON.stringify(code);
      counts[key] = (counts[key] ?? 0) + 1;
    } catch {
      // A line cut by the copy's end.
    }
  }
  return counts;
}

/** Our own connections carry a name, so the meter can leave them out of the server's. */
function ownConnection(url: string): string {
  const named = new URL(url);
  named.searchParams.set('application_name', OWN_CONNECTIONS);
  return named.toString();
}

/** Removes the queue keys one run left in Redis (its own prefix only). */
async function deleteKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } catch (error) {
    console.warn(
      `bench: could not delete the queue keys ${prefix}:* (${error instanceof Error ? error.message : String(error)})`,
    );
  } finally {
    redis.disconnect();
  }
}

const loadAverage = () => round(os.loadavg()[0] ?? 0, 2);

const processText = (n: number) => (n === 1 ? '1 process' : `${n} processes`);

function answersText(row: OrderRow): string {
  const placed = row.result.statuses['201'] ?? 0;
  return [
    `${placed} × 201`,
    ...Object.entries(row.refusals).map(([key, n]) => `${n} × ${key}`),
  ].join(', ');
}

/** e.g. `3 × SQLITE_BUSY, 1 × SQLITE_BUSY_SNAPSHOT`, or `none`. */
function countsText(counts: Record<string, number>): string {
  const entries = Object.entries(counts);
  return entries.length === 0 ? 'none' : entries.map(([key, n]) => `${n} × ${key}`).join(', ');
}

const cores = (cost: Cost, ms: number) => round(ms / cost.wall_ms, 2);

/** Measured 2-process throughput over 1-process, or undefined when either is missing. */
function ratio(runs: ProcessRun[], value: (run: ProcessRun) => number): number | undefined {
  const one = runs.find((run) => run.processes === 1);
  const two = runs.find((run) => run.processes === 2);
  return one && two ? round(value(two) / value(one), 2) : undefined;
}

function ordersTable(databases: DatabaseRun[]): Table {
  return {
    caption: `Orders: ${ORDER_CONCURRENCY} buyers at once into one delivery slot, ${ORDERS_PER_RUN} orders per run; CPU per order and cores busy during the run`,
    columns: [
      'database',
      'processes',
      'orders/s',
      '× 1 process',
      'p50 ms',
      'p99 ms',
      'answers',
      'server errors logged',
      'database check',
      'server CPU ms/order',
      'PostgreSQL CPU ms/order',
      'load generator CPU ms/order',
      'cores busy: server / PostgreSQL / generator / machine',
    ],
    rows: databases.flatMap((database) =>
      database.runs.map((run) => {
        const { orders } = run;
        const { cost } = orders;
        const placed = Math.max(1, orders.result.statuses['201'] ?? 0);
        const r =
          run.processes === 1 ? 1 : ratio(database.runs, (x) => x.orders.result.requestsPerSecond);
        return [
          database.database,
          run.processes,
          Math.round(orders.result.requestsPerSecond),
          r ?? '–',
          orders.result.latencyMs.p50,
          orders.result.latencyMs.p99,
          answersText(orders),
          countsText(orders.server_errors),
          orders.check.passed ? 'ok' : 'WRONG',
          orders.server_cpu_ms_per_order,
          orders.postgres_cpu_ms_per_order ?? '–',
          round(cost.generator_cpu_ms / placed, 2),
          [
            cores(cost, cost.server_cpu_ms),
            cost.postgres_cpu_ms === null ? '–' : cores(cost, cost.postgres_cpu_ms),
            cores(cost, cost.generator_cpu_ms),
            cores(cost, cost.machine_busy_ms),
          ].join(' / '),
        ];
      }),
    ),
  };
}

function readsTable(databases: DatabaseRun[]): Table {
  const rows: (string | number)[][] = [];
  for (const database of databases) {
    const one = database.runs.find((run) => run.processes === 1);
    const two = database.runs.find((run) => run.processes === 2);
    for (const read of one?.reads ?? []) {
      const other = two?.reads.find((r) => r.path === read.path);
      rows.push([
        database.database,
        read.name,
        Math.round(read.result.requestsPerSecond),
        other ? Math.round(other.result.requestsPerSecond) : '–',
        other ? round(other.result.requestsPerSecond / read.result.requestsPerSecond, 2) : '–',
        `${read.result.latencyMs.p99} / ${other?.result.latencyMs.p99 ?? '–'}`,
        `${read.server_cpu_ms_per_request} / ${other?.server_cpu_ms_per_request ?? '–'}`,
        `${cores(read.cost, read.cost.server_cpu_ms)} / ${other ? cores(other.cost, other.cost.server_cpu_ms) : '–'}`,
        `${cores(read.cost, read.cost.generator_cpu_ms)} / ${other ? cores(other.cost, other.cost.generator_cpu_ms) : '–'}`,
      ]);
    }
  }
  return {
    caption: `Catalogue reads (cache hits): autocannon, ${READ_SETTINGS.connections} connections; each pair is 1 process / 2 processes`,
    columns: [
      'database',
      'endpoint',
      'req/s, 1 process',
      'req/s, 2 processes',
      '× 1 process',
      'p99 ms',
      'server CPU ms/request',
      'server cores busy',
      'autocannon cores busy',
    ],
    rows,
  };
}

function memoryTable(databases: DatabaseRun[]): Table {
  return {
    caption: 'Memory and PostgreSQL connections after the runs',
    columns: [
      'database',
      'processes',
      'RSS per worker MB',
      'primary RSS MB',
      'PostgreSQL client connections (pool allows)',
    ],
    rows: databases.flatMap((database) =>
      database.runs.map((run) => [
        database.database,
        run.processes,
        run.rss_mb.workers.join(', '),
        run.rss_mb.primary,
        run.postgres_connections === null
          ? '–'
          : `${run.postgres_connections} (${run.processes} × ${POOL_PER_WORKER} + ${POOL_PER_PRIMARY})`,
      ]),
    ),
  };
}

/**
 * How it should scale with cores, from the measured CPU per order: each core given to server
 * processes places at most 1000 / (server CPU ms per order) orders a second, each core given to
 * PostgreSQL at most 1000 / (its CPU ms per order); the slot's lock and SQLite's one writer cap
 * it further.
 */
function scalingNotes(databases: DatabaseRun[]): string[] {
  return databases.map((database) => {
    const one = database.runs.find((run) => run.processes === 1);
    const two = database.runs.find((run) => run.processes === 2);
    if (!one || !two) return `${database.database}: not every run finished.`;
    const serverMs = one.orders.server_cpu_ms_per_order;
    const postgresMs = one.orders.postgres_cpu_ms_per_order;
    const generatorMs = round(
      one.orders.cost.generator_cpu_ms / Math.max(1, one.orders.result.statuses['201'] ?? 0),
      2,
    );
    const perAppCore = Math.round(1000 / serverMs);
    const measured = ratio(database.runs, (run) => run.orders.result.requestsPerSecond);
    const readRatios = one.reads.map((read) => {
      const other = two.reads.find((r) => r.path === read.path);
      return other ? round(other.result.requestsPerSecond / read.result.requestsPerSecond, 2) : NaN;
    });
    const whole = (one.orders.cost.machine_busy_ms / one.orders.cost.wall_ms).toFixed(2);
    const bound =
      postgresMs === null
        ? 'SQLite takes one writer at a time across every process (WAL lets readers run beside it), so orders beyond what one writer commits queue on the database file whatever the cores'
        : `PostgreSQL's backends spend ${postgresMs} ms CPU per order, so each core PostgreSQL gets serves at most ${Math.round(1000 / postgresMs)} orders/s; orders into one slot also queue on that slot's lock`;
    return `How ${database.database} should scale: one order costs the server ${serverMs} ms CPU (1 process), so each core given to server processes can place about ${perAppCore} orders/s; ${bound}. Expected orders/s ≈ min(app cores × ${perAppCore}, ${postgresMs === null ? 'the one writer' : `database cores × ${Math.round(1000 / postgresMs)}`}). Measured: 2 processes placed ${measured ?? '?'} × the orders/s of 1, and served ${readRatios.join(', ')} × the catalogue reads. They can't double here: the ${os.cpus().length} cores also run the load generator (${generatorMs} ms CPU per order${postgresMs === null ? '' : ' and PostgreSQL'}), and the machine was already ${whole} cores busy with 1 process; a second process only adds the CPU that was left.`;
  });
}

/** What happened when two processes placed orders on one SQLite file. */
function sqliteNotes(databases: DatabaseRun[]): string[] {
  const sqlite = databases.find((database) => database.database === 'SQLite');
  const two = sqlite?.runs.find((run) => run.processes === 2);
  if (!two) return [];
  const { orders } = two;
  const refused = orders.orders - (orders.result.statuses['201'] ?? 0);
  const warmup = Object.values(orders.warmup_refusals).reduce((sum, n) => sum + n, 0);
  if (refused === 0 && warmup === 0) {
    return [
      `SQLite, 2 processes: both workers open the same file in WAL mode; reads run side by side, writes take turns on the file's one write lock (busy_timeout 5 s), and every order was placed.`,
    ];
  }
  return [
    `SQLite, 2 processes: both workers open the same file in WAL mode, and ${refused} of ${orders.orders} measured orders (and ${warmup} of ${WARMUP_ORDERS} warm-up orders) were answered ${countsText(orders.refusals)}; the server logged ${countsText(orders.server_errors)}. An order's transaction starts deferred (a plain BEGIN): it reads first and asks for the write lock at its first write. When the other process has committed since the read began, SQLite can't let the old snapshot write and fails at once (SQLITE_BUSY_SNAPSHOT); when both hold a read and want to write, one fails at once (SQLITE_BUSY) rather than deadlock. busy_timeout doesn't wait in either case. Nothing is half-written (the database check compares every answer with the database), but a shopper gets an error. Starting write transactions with BEGIN IMMEDIATE (the write lock taken up front, so the other process waits busy_timeout instead) would let a one-host cluster share the file; until then, more than one process means PostgreSQL.`,
  ];
}
