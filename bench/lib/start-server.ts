import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { stopChild, trackChild } from './cleanup';
import { freePort } from './free-port';
import { SERVER_ENTRY, WEB_DIST } from './paths';

export interface StartServerOptions {
  databaseUrl: string;
  uploadsDir: string;
  /** The server's stdout and stderr go here, never to the terminal. */
  logFile: string;
  /** When set, the server runs with `node --cpu-prof` and leaves its profile in this dir. */
  cpuProfileDir?: string | undefined;
  /** Extra server settings for this run, e.g. `{ CATALOGUE_CACHE_MS: '0' }`. */
  env?: Record<string, string>;
  /** The built entry to run instead of dist/server.js, e.g. dist/cluster.js. */
  entry?: string;
}

export interface RunningServer {
  url: string;
  /** The server's process id (a cluster's primary), for reading its CPU time from /proc. */
  pid: number;
  /** The environment that matters for the numbers, recorded with the results. */
  settings: {
    NODE_ENV: string;
    LOG_LEVEL: string;
    logs: string;
    cpuProfile: boolean;
    env: Record<string, string>;
  };
  stop(): Promise<void>;
}

/** Production-like logging, but NODE_ENV=development so the server accepts its dev defaults. */
const NODE_ENV = 'development';
const LOG_LEVEL = 'info';
const READY_TIMEOUT_MS = 120_000;

/** Starts the built server (apps/server/dist/server.js) as a child process on loopback. */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const entry = options.entry ?? SERVER_ENTRY;
  if (!fs.existsSync(entry)) {
    throw new Error(
      `${entry} is missing: run \`npm run bench\` from the repo root (it builds first) ` +
        'or `npm run build -w @canasta/server`.',
    );
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = fs.openSync(options.logFile, 'a');
  const nodeArgs = options.cpuProfileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`]
    : [];
  const child = trackChild(
    spawn(process.execPath, [...nodeArgs, entry], {
      cwd: path.dirname(options.logFile),
      stdio: ['ignore', log, log],
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        TMPDIR: process.env.TMPDIR ?? '/tmp',
        NODE_ENV,
        LOG_LEVEL,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: options.databaseUrl,
        UPLOADS_DIR: options.uploadsDir,
        WEB_DIST_DIR: WEB_DIST,
        // Every simulated shopper speaks from 127.0.0.1; the limit is meant for real addresses.
        WRITES_PER_IP_PER_MINUTE: '100000',
        ...options.env,
      },
    }),
  );
  fs.closeSync(log);

  const stop = () => stopChild(child, 15_000);
  try {
    await waitUntilReady(url, () => child.exitCode !== null || child.signalCode !== null);
  } catch (error) {
    await stop();
    const tail = fs.readFileSync(options.logFile, 'utf8').split('\n').slice(-20).join('\n');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${reason}\nLast server log lines:\n${tail}`);
  }
  return {
    url,
    pid: child.pid ?? 0,
    settings: {
      NODE_ENV,
      LOG_LEVEL,
      logs: 'pino JSON request logs, to a file',
      cpuProfile: Boolean(options.cpuProfileDir),
      env: options.env ?? {},
    },
    stop,
  };
}

async function waitUntilReady(url: string, hasExited: () => boolean): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error('the server exited before it was ready');
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet (migrating, seeding, generating demo images).
    }
    await sleep(250);
  }
  throw new Error(`the server was not ready within ${READY_TIMEOUT_MS / 1000} s`);
}
