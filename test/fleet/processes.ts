import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const at = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export const REPO_ROOT = at('../../');
export const SERVER_ENTRY = at('../../apps/server/dist/server.js');
export const SEED_ENTRY = at('../../apps/server/dist/scripts/db-seed.js');
export const CLUSTER_ENTRY = at('../../apps/server/dist/cluster.js');
export const WEB_DIST = at('../../apps/web/dist/');

const READY_TIMEOUT_MS = 60_000;

/** The built files the suite runs; `npm test` builds them before it runs this suite. */
export function missingBuild(): string[] {
  return [SERVER_ENTRY, SEED_ENTRY, path.join(WEB_DIST, 'index.html')].filter(
    (file) => !fs.existsSync(file),
  );
}

/** One API process: the built server on its own loopback port, its log in its own file. */
export class ServerProcess {
  child: ChildProcess | null = null;
  /** Every pid this slot ran, with how each ended (the job evidence names processes by pid). */
  readonly lives: { pid: number; started: number; ended?: number; how?: string }[] = [];

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    readonly logFile: string,
    private readonly entry = SERVER_ENTRY,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(): Promise<void> {
    const log = fs.openSync(this.logFile, 'a');
    const child = spawn(process.execPath, [this.entry], {
      cwd: path.dirname(this.logFile),
      stdio: ['ignore', log, log],
      env: { ...this.env, PORT: String(this.port) },
    });
    fs.closeSync(log);
    this.child = child;
    const life: (typeof this.lives)[number] = { pid: child.pid ?? -1, started: Date.now() };
    this.lives.push(life);
    child.once('exit', (code, signal) => {
      life.ended = Date.now();
      life.how = signal ? `signal ${signal}` : `exit ${String(code)}`;
    });
    await waitUntilReady(
      this.url,
      () => child.exitCode !== null || child.signalCode !== null,
      () => tail(this.logFile),
    );
  }

  /** SIGKILL: no drain, no goodbye; whatever it was doing is cut. */
  kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    return exited;
  }

  /** SIGTERM and wait for the process's own exit; answers its exit code (or signal). */
  async terminate(timeoutMs = 30_000): Promise<{ code: number | null; signal: string | null }> {
    const child = this.child;
    if (!child) return { code: null, signal: null };
    if (child.exitCode !== null || child.signalCode !== null) {
      return { code: child.exitCode, signal: child.signalCode };
    }
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    try {
      return await exited;
    } finally {
      clearTimeout(timer);
    }
  }
}

async function waitUntilReady(
  url: string,
  hasExited: () => boolean,
  logTail: () => string,
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited()) {
      throw new Error(`the server at ${url} exited before it was ready:\n${logTail()}`);
    }
    try {
      // Not kept alive: an idle connection from here would hold the port while the graceful
      // restart waits for nothing to be connected to it.
      const response = await fetch(`${url}/readyz`, {
        headers: { connection: 'close' },
        signal: AbortSignal.timeout(2_000),
      });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`the server at ${url} was not ready within ${READY_TIMEOUT_MS / 1000} s`);
}

export function tail(file: string, lines = 25): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Runs the built migrate-and-seed script once, as a first deploy would before its processes. */
export async function migrateAndSeed(env: Record<string, string>, logFile: string): Promise<void> {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [SEED_ENTRY], {
    cwd: path.dirname(logFile),
    stdio: ['ignore', log, log],
    env,
  });
  fs.closeSync(log);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`migrating and seeding failed (exit ${code}):\n${tail(logFile)}`);
}

/**
 * A fresh PostgreSQL database for one run, named after this process; databases of runs whose
 * process is gone are dropped first, a run still going keeps its own.
 */
export async function createScratchDatabase(
  adminUrl: string,
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `canasta_fleet_${process.pid}`;
  await withAdmin(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like 'canasta\\_fleet\\_%'",
    );
    for (const { datname } of rows) {
      const pid = Number(datname.slice('canasta_fleet_'.length));
      if (pid !== process.pid && isAlive(pid)) continue;
      await client.query(`drop database if exists ${datname} with (force)`);
    }
    await client.query(`create database ${name}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      await withAdmin(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
