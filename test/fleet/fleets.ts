import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type BalancerChoice, startBalancer } from './balancer';
import { CLUSTER_ENTRY, ServerProcess, WEB_DIST } from './processes';

/**
 * The three API processes and what stands in front of them, with the two things the scenario
 * does to them: a SIGKILL (then a restart, as a supervisor would) and a graceful restart.
 * Three processes on their own ports behind nginx (or the test's proxy), or, when nginx can't be
 * had, `apps/server/dist/cluster.js` with three workers on one port.
 */

export interface Killed {
  name: string;
  pid: number;
  at: number;
  restartedAt: number;
}

export interface Restarted {
  name: string;
  pid: number;
  signalledAt: number;
  exitedAt: number;
  exit: { code: number | null; signal: string | null };
  restartedAt: number;
  /**
   * Taken out of the balancer first (the default): from the reload until it was put back, and
   * when nothing was connected to its port any more (null: still something after the limit).
   */
  outOfBalancer?: { from: number; quietAt: number | null; until: number };
}

/** As deploy/rolling-restart.sh's NGINX_DRAIN_TIMEOUT_S: then SIGTERM handles what is left. */
const NO_CONNECTIONS_WITHIN_MS = 20_000;

export interface Fleet {
  kind: BalancerChoice['kind'];
  fallbackReason: string;
  /** Where shoppers go. */
  url: string;
  /** One address per process, for the fleet-wide limits (cluster: its one port, thrice). */
  directTargets: { url: string; via: string }[];
  logFiles: string[];
  killOne(restartAfterMs: number): Promise<Killed>;
  restartOneGracefully(): Promise<Restarted>;
  /** SIGTERM to everything; how each process ended. */
  stopAll(): Promise<{ name: string; code: number | null; signal: string | null }[]>;
  /** Every process that ran, with its pids' lives, for the run's summary. */
  describe(): unknown;
  close(): Promise<void>;
}

export async function startFleet(
  choice: BalancerChoice,
  options: {
    env: Record<string, string>;
    workDir: string;
    balancerPort: number;
    serverPorts: readonly number[];
    uploadsDir: string;
  },
): Promise<Fleet> {
  return choice.kind === 'cluster'
    ? startClusterFleet(choice, options)
    : startProcessFleet(choice, options);
}

async function startProcessFleet(
  choice: BalancerChoice,
  options: Parameters<typeof startFleet>[1],
): Promise<Fleet> {
  const processes = options.serverPorts.map(
    (port, i) =>
      new ServerProcess(
        `api-${i + 1}`,
        port,
        options.env,
        path.join(options.workDir, `api-${i + 1}.log`),
      ),
  );
  const [, victim, drained] = processes;
  if (!victim || !drained) throw new Error('three processes expected');
  try {
    await Promise.all(processes.map((p) => p.start()));
  } catch (error) {
    await Promise.all(processes.map((p) => p.terminate(5_000)));
    throw error;
  }
  const balancer = await startBalancer(
    { kind: choice.kind === 'nginx' ? 'nginx' : 'node-proxy', reason: choice.reason },
    {
      listenPort: options.balancerPort,
      upstreamPorts: [...options.serverPorts],
      workDir: options.workDir,
      webDist: WEB_DIST,
      uploadsDir: options.uploadsDir,
    },
  ).catch(async (error: unknown) => {
    await Promise.all(processes.map((p) => p.terminate(5_000)));
    throw error;
  });
  return {
    kind: balancer.kind,
    fallbackReason: balancer.fallbackReason,
    url: balancer.url,
    directTargets: processes.map((p) => ({ url: p.url, via: p.name })),
    logFiles: processes.map((p) => p.logFile),
    async killOne(restartAfterMs) {
      const pid = victim.pid ?? -1;
      const at = Date.now();
      await victim.kill();
      await sleep(restartAfterMs);
      await victim.start();
      return { name: victim.name, pid, at, restartedAt: Date.now() };
    },
    async restartOneGracefully() {
      // deploy/rolling-restart.sh's order: out of the balancer, no connection left to the port,
      // SIGTERM, started again, back in. FLEET_RESTART_PLAIN=1: SIGTERM alone, to look at the
      // window it leaves (decision 055).
      const takeOut = process.env.FLEET_RESTART_PLAIN === '1' ? undefined : balancer.markDown;
      const outAt = Date.now();
      let quietAt: number | null = null;
      if (takeOut) {
        await takeOut([drained.port]);
        quietAt = await untilNoConnections(drained.port, NO_CONNECTIONS_WITHIN_MS);
      }
      const pid = drained.pid ?? -1;
      const signalledAt = Date.now();
      const exit = await drained.terminate(30_000);
      const exitedAt = Date.now();
      await drained.start();
      const restartedAt = Date.now();
      if (takeOut) await takeOut([]);
      return {
        name: drained.name,
        pid,
        signalledAt,
        exitedAt,
        exit,
        restartedAt,
        ...(takeOut ? { outOfBalancer: { from: outAt, quietAt, until: Date.now() } } : {}),
      };
    },
    stopAll: () =>
      Promise.all(processes.map(async (p) => ({ name: p.name, ...(await p.terminate(20_000)) }))),
    describe: () => processes.map((p) => ({ name: p.name, port: p.port, lives: p.lives })),
    async close() {
      await balancer.close();
      await Promise.all(processes.map((p) => p.terminate(10_000)));
    },
  };
}

/**
 * `cluster.js` with three workers on the balancer's port: the primary forks the workers and
 * replaces one that dies. Its workers' pids come from its log ("worker listening"); the kill and
 * the graceful restart go to two of them, and the primary starts their replacements.
 */
async function startClusterFleet(
  choice: BalancerChoice,
  options: Parameters<typeof startFleet>[1],
): Promise<Fleet> {
  const logFile = path.join(options.workDir, 'cluster.log');
  const primary = new ServerProcess(
    'cluster',
    options.balancerPort,
    { ...options.env, CLUSTER_WORKERS: String(options.serverPorts.length) },
    logFile,
    CLUSTER_ENTRY,
  );
  await primary.start();
  // Every worker answers /readyz on the one port; wait until all three said they listen.
  await until(() => workerLog(logFile).listening.length >= options.serverPorts.length, 30_000);
  const alive = () => {
    const { listening, exited } = workerLog(logFile);
    return listening.filter((pid) => !exited.has(pid));
  };
  const replaced = async (before: number[]) => {
    await until(() => alive().some((pid) => !before.includes(pid)), 30_000);
    return Date.now();
  };
  return {
    kind: 'cluster',
    fallbackReason: choice.reason,
    url: primary.url,
    directTargets: options.serverPorts.map(() => ({
      url: primary.url,
      via: 'cluster (the primary picks the worker)',
    })),
    logFiles: [logFile],
    async killOne() {
      const before = alive();
      const pid = before[1] ?? before[0] ?? -1;
      const at = Date.now();
      process.kill(pid, 'SIGKILL');
      return { name: `worker ${pid}`, pid, at, restartedAt: await replaced(before) };
    },
    async restartOneGracefully() {
      const before = alive();
      const pid = before[2] ?? before[0] ?? -1;
      const signalledAt = Date.now();
      process.kill(pid, 'SIGTERM');
      await until(() => workerLog(logFile).exited.has(pid), 30_000);
      const exitedAt = Date.now();
      const code = workerLog(logFile).exited.get(pid) ?? null;
      return {
        name: `worker ${pid}`,
        pid,
        signalledAt,
        exitedAt,
        exit: { code, signal: code === null ? 'unknown' : null },
        restartedAt: await replaced(before),
      };
    },
    stopAll: async () => [{ name: 'cluster primary', ...(await primary.terminate(30_000)) }],
    describe: () => ({ primary: primary.lives, workers: workerLog(logFile).listening }),
    close: async () => {
      await primary.terminate(10_000);
    },
  };
}

/** The primary's lines about its workers: who listens, who exited and with what code. */
function workerLog(file: string): { listening: number[]; exited: Map<number, number | null> } {
  const listening: number[] = [];
  const exited = new Map<number, number | null>();
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  for (const raw of text.split('\n')) {
    if (!raw.includes('"role":"primary"')) continue;
    let line: { msg?: string; worker?: number; code?: number | null };
    try {
      line = JSON.parse(raw) as typeof line;
    } catch {
      continue;
    }
    if (typeof line.worker !== 'number') continue;
    if (line.msg === 'worker listening') listening.push(line.worker);
    else if (/died|stopped/.test(line.msg ?? '')) exited.set(line.worker, line.code ?? null);
  }
  return { listening, exited };
}

async function until(done: () => boolean, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`not done within ${limitMs / 1000} s`);
    await sleep(100);
  }
}

/**
 * Waits until nothing is connected to a loopback port any more (the balancer's old workers
 * finished what they had and closed their pooled connections), as the rolling restart does
 * with `ss`; read from /proc/net/tcp so the suite needs no tool. Answers when, or null after
 * `limitMs` with something still connected.
 */
async function untilNoConnections(port: number, limitMs: number): Promise<number | null> {
  const local = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const connected = () =>
    ['/proc/net/tcp', '/proc/net/tcp6'].some((table) => {
      const rows = fs.existsSync(table) ? fs.readFileSync(table, 'utf8').split('\n').slice(1) : [];
      // Columns: sl, local address, remote address, state (01: established).
      return rows.some((row) => {
        const [, address, , state] = row.trim().split(/\s+/);
        return state === '01' && address?.endsWith(local) === true;
      });
    });
  const deadline = Date.now() + limitMs;
  while (connected()) {
    if (Date.now() > deadline) return null;
    await sleep(100);
  }
  return Date.now();
}
