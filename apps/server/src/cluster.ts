import { spawn } from 'node:child_process';
import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { type StartupLog, prepareDatabase, refreshShareCardsLater } from './startup';

/**
 * One host, one worker per core (`npm run start:cluster`, decision 055). The primary prepares
 * the database once (migrations, demo data) and only then forks the workers, which run the
 * ordinary server (server.ts) on the one shared port. It restarts a worker that dies, with a
 * growing delay; SIGTERM or SIGINT stops every worker gracefully; SIGHUP replaces them one at a
 * time, each new one listening before the old one is told to stop, so the port never goes dark.
 */

/** A worker that died is replaced after this, doubled for each death in the last minute. */
const RESTART_DELAY_MS = { first: 500, max: 30_000, window: 60_000 } as const;
/** After the workers' own shutdown deadline, the primary waits this much more before SIGKILL. */
const STOP_MARGIN_MS = 5000;

interface Slot {
  worker: Worker;
  /** Told to stop (shutdown or rolling restart): its exit is expected. */
  retiring: boolean;
}

async function primary(): Promise<void> {
  const config = loadConfig();
  const log = jsonLog(config.logLevel);
  // SIGHUP's default would kill the primary while it prepares the database (the demo images take
  // a minute on an empty one); until the workers run there is nothing to restart.
  let onHangUp = () => log.info({}, 'rolling restart asked before the workers started: ignored');
  process.on('SIGHUP', () => onHangUp());
  const database = openDatabase(config.databaseUrl, { poolSize: 1 });
  await prepareDatabase(config, database, log);

  const count = config.clusterWorkers ?? os.availableParallelism();
  const here = fileURLToPath(import.meta.url);
  // Built, this is dist/cluster.js beside dist/server.js; under tsx, src/cluster.ts beside
  // src/server.ts (the workers inherit tsx's --import from the primary's execArgv).
  const sibling = (name: string) => path.join(path.dirname(here), `${name}${path.extname(here)}`);
  cluster.setupPrimary({ exec: sibling('server') });

  const slots = new Set<Slot>();
  const deaths: number[] = [];
  let stopping = false;
  let rolling = false;
  let cardsRefreshed = Promise.resolve();

  const fork = (): Promise<Slot> => {
    const slot: Slot = { worker: cluster.fork(), retiring: false };
    slots.add(slot);
    slot.worker.once('exit', (code, signal) => {
      slots.delete(slot);
      const details = { worker: slot.worker.process.pid, code, signal };
      if (slot.retiring || stopping) {
        log.info(details, 'worker stopped');
        return;
      }
      if (code === 0) {
        // Someone stopped it gracefully (a SIGTERM of its own): replace it at once.
        log.info(details, 'worker stopped on its own; starting another');
        if (!stopping) void fork().catch(() => undefined);
        return;
      }
      const now = Date.now();
      deaths.push(now);
      while (deaths.length > 0 && (deaths[0] ?? now) < now - RESTART_DELAY_MS.window)
        deaths.shift();
      const delay = Math.min(
        RESTART_DELAY_MS.max,
        RESTART_DELAY_MS.first * 2 ** (deaths.length - 1),
      );
      log.warn({ ...details, restartInMs: delay }, 'worker died unexpectedly; starting another');
      setTimeout(() => {
        if (!stopping) void fork().catch(() => undefined);
      }, delay);
    });
    return new Promise<Slot>((resolve, reject) => {
      const onExit = () => reject(new Error('the worker exited before it listened'));
      slot.worker.once('exit', onExit);
      slot.worker.once('listening', () => {
        slot.worker.off('exit', onExit);
        log.info({ worker: slot.worker.process.pid }, 'worker listening');
        resolve(slot);
      });
    });
  };

  /** SIGTERM to the worker runs its own graceful shutdown; resolves once it has exited. */
  const retire = (slot: Slot): Promise<void> => {
    slot.retiring = true;
    const exited = new Promise<void>((resolve) => {
      if (slot.worker.isDead()) resolve();
      else slot.worker.once('exit', () => resolve());
    });
    slot.worker.process.kill('SIGTERM');
    return exited;
  };

  const rollingRestart = async () => {
    if (rolling || stopping) return;
    rolling = true;
    const old = [...slots].filter((slot) => !slot.retiring);
    try {
      // A new build on disk may bring migrations: its own migrate script applies them first,
      // as a deploy does before its first new process (docs/operations/upgrades.md).
      await runScript(sibling('scripts/db-migrate'));
      log.info({ workers: old.length }, 'rolling restart: replacing the workers one at a time');
      for (const slot of old) {
        if (stopping) break;
        await fork();
        await retire(slot);
      }
      log.info({}, 'rolling restart done');
    } catch (error) {
      log.warn({ err: error }, 'rolling restart stopped; the running workers keep serving');
    } finally {
      rolling = false;
    }
  };

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: slots.size }, 'stopping every worker gracefully');
    const deadline = config.shutdown.drainDelayMs + config.shutdown.timeoutMs + STOP_MARGIN_MS;
    const forced = setTimeout(() => {
      log.warn({ deadlineMs: deadline }, 'workers still running after the deadline: killing them');
      for (const slot of slots) slot.worker.process.kill('SIGKILL');
    }, deadline);
    const codes: (number | null)[] = [];
    await Promise.all(
      [...slots].map(async (slot) => {
        const done = new Promise<void>((resolve) =>
          slot.worker.once('exit', (code) => {
            codes.push(code);
            resolve();
          }),
        );
        await retire(slot);
        await done;
      }),
    );
    clearTimeout(forced);
    await cardsRefreshed;
    await database.close();
    const clean = codes.every((code) => code === 0);
    log.info({ codes }, clean ? 'stopped' : 'stopped; some workers did not stop cleanly');
    process.exit(clean ? 0 : 1);
  };

  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
  onHangUp = () => void rollingRestart();

  log.info({ workers: count }, 'starting workers');
  await Promise.all(Array.from({ length: count }, () => fork()));
  cardsRefreshed = refreshShareCardsLater(config, database, log);
  log.info({ workers: count, port: config.port }, 'Canasta is ready (cluster)');
}

/** Runs one of the build's scripts with this process's Node options; rejects unless it exits 0. */
function runScript(file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, file], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${file} exited with ${String(code)}`)),
    );
  });
}

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;

/** The primary's log lines, shaped like the workers' (pino's JSON), without an app to own a logger. */
function jsonLog(level: Config['logLevel']): StartupLog {
  const threshold = level in LEVELS ? LEVELS[level as keyof typeof LEVELS] : Infinity;
  const write = (at: keyof typeof LEVELS, details: object, message: string) => {
    if (LEVELS[at] < threshold) return;
    const fields = Object.fromEntries(
      Object.entries(details).map(([key, value]) => [
        key,
        value instanceof Error
          ? { type: value.name, message: value.message, stack: value.stack }
          : value,
      ]),
    );
    const line = { level: LEVELS[at], time: Date.now(), pid: process.pid, hostname: os.hostname() };
    process.stdout.write(
      `${JSON.stringify({ ...line, role: 'primary', ...fields, msg: message })}\n`,
    );
  };
  return {
    info: (details, message) => write('info', details, message),
    warn: (details, message) => write('warn', details, message),
  };
}

if (cluster.isPrimary) {
  primary().catch((error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error('Canasta failed to start:', error);
    process.exit(1);
  });
}
