// `npm run bench`: runs every benchmark, writes bench/results/*.json and README.md, and exits
// non-zero when a budget is missed. `tsx run-all.ts http-catalogue lighthouse` runs a subset; the
// summary then keeps the other benchmarks' sections from the previous README.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_BOARD_GOAL, runAdminBoard } from './admin-board';
import { BUNDLE_SIZE_GOAL, runBundleSize } from './bundle-size';
import { HTTP_CART_GOAL, runHttpCart } from './http-cart';
import { HTTP_CATALOGUE_GOAL, runHttpCatalogue } from './http-catalogue';
import { HTTP_ORDERS_GOAL, runHttpOrders } from './http-orders';
import { HTTP_IMPORTS_GOAL, runHttpImports } from './http-imports';
import { HTTP_PROCESSES_GOAL, runHttpProcesses } from './http-processes';
import { LIGHTHOUSE_GOAL, runLighthouse } from './lighthouse';
import { TAP_TO_BADGE_GOAL, runTapToBadge } from './tap-to-badge';
import { SCALE_GOAL, runScale } from './scale';
import { installCleanupHandlers, makeTempDir, removeTempDir } from './lib/cleanup';
import { type Outcome, writeOutcome, writeSummary } from './lib/results';
import { type RunningServer, startServer } from './lib/start-server';

interface Benchmark {
  name: string;
  title: string;
  goal: string;
  run(server: () => Promise<RunningServer>): Promise<Outcome>;
}

installCleanupHandlers();
const started = Date.now();
const date = new Date().toISOString();
const work = makeTempDir('run');
const uploadsDir = path.join(work, 'uploads');
// BENCH_CPU_PROF=1 runs the server under `node --cpu-prof`; profiles land outside the repo.
const cpuProfileDir = process.env.BENCH_CPU_PROF
  ? path.join(os.tmpdir(), 'canasta-bench-profiles', date.replace(/[:.]/g, '-'))
  : undefined;
if (cpuProfileDir) fs.mkdirSync(cpuProfileDir, { recursive: true });

const benchmarks: Benchmark[] = [
  {
    name: 'bundle-size',
    title: 'Web bundle size',
    goal: BUNDLE_SIZE_GOAL,
    run: () => runBundleSize(),
  },
  {
    name: 'http-catalogue',
    title: 'HTTP: catalogue reads and rendered pages',
    goal: HTTP_CATALOGUE_GOAL,
    run: async (server) =>
      runHttpCatalogue({ work, uploadsDir, sqlite: await server(), cpuProfileDir }),
  },
  {
    name: 'http-cart',
    title: 'HTTP: cart',
    goal: HTTP_CART_GOAL,
    // Its own servers: it writes carts, so it shares no database with the other benchmarks.
    run: () => runHttpCart({ work, uploadsDir, cpuProfileDir }),
  },
  {
    name: 'http-orders',
    title: 'HTTP: order placement',
    goal: HTTP_ORDERS_GOAL,
    // Its own servers and databases: it changes stock and slot capacities and places orders.
    run: () => runHttpOrders({ work, uploadsDir, cpuProfileDir }),
  },
  {
    name: 'http-processes',
    title: 'HTTP: one and two server processes',
    goal: HTTP_PROCESSES_GOAL,
    // Its own servers (the cluster entry) and databases: it places orders.
    run: () => runHttpProcesses({ work, uploadsDir, cpuProfileDir }),
  },
  {
    name: 'http-imports',
    title: 'HTTP: catalogue imports',
    goal: HTTP_IMPORTS_GOAL,
    // Its own servers and databases: it adds 10,000 products to the demo store.
    run: () => runHttpImports({ work, uploadsDir, cpuProfileDir }),
  },
  {
    name: 'admin-board',
    title: 'Operators: the orders board',
    goal: ADMIN_BOARD_GOAL,
    // Its own servers and databases: it writes thousands of orders.
    run: () => runAdminBoard({ work, uploadsDir, cpuProfileDir }),
  },
  {
    name: 'scale',
    title: 'Scale: a big catalogue and a million orders',
    goal: SCALE_GOAL,
    // Its own servers and databases: 2,000,000 offers and 1,000,000 orders, generated.
    run: () => runScale({ work, uploadsDir, cpuProfileDir }),
  },
  {
    name: 'lighthouse',
    title: 'Lighthouse (mobile)',
    goal: LIGHTHOUSE_GOAL,
    run: (server) => runLighthouse({ server, work }),
  },
  {
    name: 'tap-to-badge',
    title: 'Tap "Agregar" to cart badge (slow phone)',
    goal: TAP_TO_BADGE_GOAL,
    run: (server) => runTapToBadge({ server }),
  },
];

const only = process.argv.slice(2);
const unknown = only.filter((name) => !benchmarks.some((b) => b.name === name));
if (unknown.length > 0) {
  console.error(
    `bench: unknown benchmark ${unknown.join(', ')}; known: ${benchmarks.map((b) => b.name).join(', ')}`,
  );
  process.exit(2);
}
const selected = only.length > 0 ? benchmarks.filter((b) => only.includes(b.name)) : benchmarks;

// One SQLite server, started on first need and shared by the HTTP and Lighthouse runs.
let sqliteServer: Promise<RunningServer> | undefined;
function server(): Promise<RunningServer> {
  if (!sqliteServer) {
    console.log('bench: starting the built server on a fresh SQLite database');
    sqliteServer = startServer({
      databaseUrl: `file:${path.join(work, 'sqlite', 'canasta.db')}`,
      uploadsDir,
      logFile: path.join(work, 'server-sqlite.log'),
      cpuProfileDir,
    });
  }
  return sqliteServer;
}

const outcomes: Outcome[] = [];
try {
  for (const benchmark of selected) {
    console.log(`bench: ${benchmark.name}`);
    let outcome: Outcome;
    try {
      outcome = await benchmark.run(server);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`bench: ${benchmark.name} could not run: ${message}`);
      outcome = {
        name: benchmark.name,
        title: benchmark.title,
        goal: benchmark.goal,
        passed: false,
        failures: [],
        tables: [],
        notes: [],
        data: {},
        error: message,
      };
    }
    outcomes.push(outcome);
    console.log(
      `bench: ${benchmark.name} ${outcome.passed ? 'PASS' : 'FAIL'} → ${writeOutcome(outcome, date)}`,
    );
  }
} finally {
  if (sqliteServer) await (await sqliteServer.catch(() => undefined))?.stop();
  removeTempDir(work);
}

const summary = writeSummary(outcomes, date, benchmarks);
const failed = outcomes.filter((o) => !o.passed);
if (cpuProfileDir) console.log(`bench: server CPU profiles in ${cpuProfileDir}`);
console.log(`bench: summary in ${summary} (${Math.round((Date.now() - started) / 1000)} s)`);
for (const outcome of failed) {
  for (const line of outcome.error ? [outcome.error] : outcome.failures) {
    console.error(`bench: FAIL ${outcome.name}: ${line}`);
  }
}
process.exitCode = failed.length > 0 ? 1 : 0;
