import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './server-process';
import { type TestDatabase, createTestDatabase } from './test-database';

/**
 * `npm run start:cluster` (decision 055): a primary and two workers on one port. Both workers
 * answer; one killed is replaced; SIGHUP replaces them one at a time while requests keep coming,
 * none failing; SIGTERM stops everything and the primary exits 0.
 */

/** The load's keep-alive connections idle out sooner than a stopping worker drains. */
const DRAIN_MS = 600;
const IDLE_KEEP_ALIVE_MS = 300;

let database: TestDatabase;
let cluster: ServerProcess | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await cluster?.kill();
  await database.close();
});

it('spreads requests over its workers, replaces a dead one, restarts them in turn and stops', async () => {
  cluster = await startServerProcess(
    database.url,
    { CLUSTER_WORKERS: '2', LOG_LEVEL: 'info', SHUTDOWN_DRAIN_DELAY_MS: String(DRAIN_MS) },
    { entry: 'cluster' },
  );
  const primary = cluster;
  await until(() => listening(primary).length === 2);
  const [first, second] = listening(primary) as [number, number];

  expect(await servedBy(primary, 'spread', 20)).toEqual(new Set([first, second]));

  process.kill(first, 'SIGKILL');
  await until(() => listening(primary).length === 3);
  const replacement = listening(primary)[2] as number;
  expect(
    logLines(primary).some((line) => line.msg === 'worker died unexpectedly; starting another'),
  ).toBe(true);
  expect(await servedBy(primary, 'replaced', 20)).toEqual(new Set([second, replacement]));

  // A rolling restart under a steady keep-alive load: not one request fails.
  const agent = new http.Agent({ keepAlive: true, timeout: IDLE_KEEP_ALIVE_MS });
  let rolled = false;
  const load = (async () => {
    const outcomes: string[] = [];
    while (!rolled) {
      outcomes.push(
        await get(primary.url, '/api/shop/stores/interna', agent).then(
          String,
          (e: Error) => e.message,
        ),
      );
    }
    return outcomes;
  })();
  process.kill(primary.pid, 'SIGHUP');
  await until(() => logLines(primary).some((line) => line.msg === 'rolling restart done'), 30_000);
  rolled = true;
  const outcomes = await load;
  agent.destroy();
  expect(outcomes.length).toBeGreaterThan(20);
  expect(outcomes.filter((outcome) => outcome !== '200')).toEqual([]);
  const renewed = listening(primary).slice(3);
  expect(renewed).toHaveLength(2);
  expect(await servedBy(primary, 'renewed', 20)).toEqual(new Set(renewed));

  expect(await primary.stop('SIGTERM')).toBe(0);
  const stopped = logLines(primary).filter((line) => line.msg === 'worker stopped');
  expect(stopped.map((line) => line.code)).toEqual([0, 0, 0, 0]);
}, 90_000);

interface LogLine {
  msg?: string;
  pid?: number;
  worker?: number;
  url?: string;
  code?: number;
}

function logLines(server: ServerProcess): LogLine[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

/** Worker pids in the order they started listening, as the primary logged them. */
function listening(server: ServerProcess): number[] {
  return logLines(server)
    .filter((line) => line.msg === 'worker listening')
    .map((line) => line.worker ?? 0);
}

/** The workers that answered `count` requests, each on a connection of its own. */
async function servedBy(server: ServerProcess, tag: string, count: number): Promise<Set<number>> {
  for (let i = 0; i < count; i += 1) {
    expect(await get(server.url, `/healthz?${tag}=${String(i)}`)).toBe(200);
  }
  // Each worker writes its own log lines through the primary's pipe: they may come a bit later.
  const answered = () =>
    logLines(server).filter(
      (line) => line.msg === 'request' && line.url?.startsWith(`/healthz?${tag}=`),
    );
  await until(() => answered().length >= count, 5000);
  const pids = answered().map((line) => line.pid ?? 0);
  expect(pids).toHaveLength(count);
  return new Set(pids);
}

function get(base: string, path: string, agent: http.Agent | false = false): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

async function until(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
