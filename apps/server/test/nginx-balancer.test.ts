import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { findOffers } from './cart-helpers';
import { type TestUser, createOperator, createUser } from './factories';
import { orderClient } from './order-helpers';
import { type ServerProcess, startServerProcess } from './server-process';
import { testConfig } from './test-app';
import { type TestDatabase, createTestDatabase } from './test-database';

/**
 * deploy/nginx/canasta.conf in front of two real server processes (decision 055), nginx run as
 * this user through deploy/nginx/render.mjs: requests reach both; hashed assets come from disk
 * precompressed; the orders board's events pass through as they happen; the app sees the
 * shopper's address, not nginx's; and a process stopped with SIGTERM under a load of reads and
 * writes costs no request.
 */

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const REDIS_URL = `${process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'}/3`;
/** This run's own keys for the background queue and the limits, removed afterwards. */
const KEY_PREFIX = `canasta-nginx-test-${String(process.pid)}`;
/** Longer than the upstream keep-alive's idle timeout in canasta.conf (2 s). */
const DRAIN_MS = 2500;
const OTP_PER_ADDRESS = 2;

const nginx = findNginx();

describe('nginx in front of two processes', () => {
  let database: TestDatabase;
  let work: string;
  let servers: ServerProcess[] = [];
  let balancer: { url: string; port: number; stop(): Promise<void> };
  let owner: TestUser;
  let ready: { shopper: TestUser; cartId: string };

  beforeAll(async () => {
    if (!nginx) {
      throw new Error(
        'nginx is not installed and scripts/ensure-nginx.sh could not install it: run `sudo apt-get install nginx`',
      );
    }
    database = await createTestDatabase();
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'canasta-nginx-'));
    ({ owner, ready } = await prepare(database));
    const env = {
      TRUST_PROXY: '127.0.0.1',
      REDIS_URL,
      JOB_QUEUE_PREFIX: KEY_PREFIX,
      LOG_LEVEL: 'info',
      OTP_IP_HOURLY_LIMIT: String(OTP_PER_ADDRESS),
      SHUTDOWN_DRAIN_DELAY_MS: String(DRAIN_MS),
    };
    servers = await Promise.all([
      startServerProcess(database.url, env),
      startServerProcess(database.url, env),
    ]);
    balancer = await startNginx(
      work,
      servers.map((server) => new URL(server.url).host),
    );
  }, 60_000);
  afterAll(async () => {
    await balancer?.stop();
    await Promise.all(servers.map((server) => server.kill()));
    await database?.close();
    await removeKeys(KEY_PREFIX);
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('sends requests to both processes', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await send(balancer.port, 'GET', `/healthz?spread=${String(i)}`)).status).toBe(200);
    }
    for (const server of servers) expect(server.output()).toContain('"url":"/healthz?spread=');
  });

  it('serves hashed assets from disk, precompressed, without asking the app', async () => {
    const plain = await send(balancer.port, 'GET', '/assets/app-test1234.js');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(ASSET);
    const zipped = await send(balancer.port, 'GET', '/assets/app-test1234.js', {
      'accept-encoding': 'gzip, br',
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(zipped.body).toString()).toBe(ASSET);
    for (const server of servers) expect(server.output()).not.toContain('/assets/app-test1234.js');
  });

  it("gives the app the shopper's address, whatever X-Forwarded-For the shopper sends", async () => {
    // Loopback answers on all of 127/8: two shoppers, two addresses, neither nginx's own.
    const base = `127.${String(2 + (process.pid % 200))}.${String(Math.floor(Math.random() * 250))}`;
    const [first, second] = [`${base}.7`, `${base}.8`];
    const sendCode = (from: string, phone: string) =>
      send(
        balancer.port,
        'POST',
        '/api/shop/auth/send-login-code',
        { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        JSON.stringify({ phone, channel: 'sms' }),
        from,
      );
    const phone = (n: number) =>
      `55${String(Date.now() % 1e6).padStart(6, '0')}${String(n).padStart(2, '0')}`;
    const statuses = [];
    for (let i = 0; i <= OTP_PER_ADDRESS; i += 1)
      statuses.push((await sendCode(first, phone(i))).status);
    // Counted per shopper across both processes (through Redis), not per nginx.
    expect(statuses).toEqual([...Array<number>(OTP_PER_ADDRESS).fill(202), 429]);
    expect((await sendCode(second, phone(50))).status).toBe(202);
  });

  it("passes the orders board's events through as they happen", async () => {
    const board = await openStream(
      balancer.port,
      '/api/admin/stores/interna/orders/events',
      owner.auth,
    );
    expect(board.status).toBe(200);
    const placed = await send(
      balancer.port,
      'POST',
      '/api/shop/client-orders',
      {
        ...ready.shopper.auth,
        'content-type': 'application/json',
        'idempotency-key': `nginx-${ready.cartId}`,
      },
      JSON.stringify({ cart_id: ready.cartId, payment: { method: 'cash' } }),
    );
    expect(placed.status, placed.body.toString()).toBe(201);
    const number = (JSON.parse(placed.body.toString()) as { data: { number: string } }).data.number;
    await until(() => board.raw().includes(number), 5000);
    expect(board.raw()).toMatch(/^retry: 3000\n\n/);
    board.close();
  });

  it('loses no request while a process stops with SIGTERM under reads and writes', async () => {
    const [leaving, staying] = servers as [ServerProcess, ServerProcess];
    const storeId = await database.db
      .selectFrom('stores')
      .select('id')
      .where('slug', '=', 'interna')
      .executeTakeFirstOrThrow();
    const cartsBefore = await countCarts(database);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    let stopping = true;
    const outcomes: string[] = [];
    let created = 0;
    const worker = async () => {
      while (stopping) {
        const write = outcomes.length % 2 === 0;
        const answer = await send(
          balancer.port,
          write ? 'POST' : 'GET',
          write ? '/api/shop/checkout/' : '/api/shop/stores/interna',
          write ? { 'content-type': 'application/json' } : {},
          write ? JSON.stringify({ store_id: storeId.id }) : undefined,
          undefined,
          agent,
        ).then(
          (res) => String(res.status),
          (error: Error) => error.message,
        );
        outcomes.push(answer);
        if (write && answer === '201') created += 1;
      }
    };
    const load = Promise.all(Array.from({ length: 6 }, worker));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const code = await leaving.stop('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    stopping = false;
    await load;
    agent.destroy();

    expect(code).toBe(0);
    expect(outcomes.length).toBeGreaterThan(50);
    expect(outcomes.filter((outcome) => !['200', '201'].includes(outcome))).toEqual([]);
    expect(await countCarts(database)).toBe(cartsBefore + created);
    // Everything after the stop went to the other process.
    expect((await send(balancer.port, 'GET', '/healthz?after=1')).status).toBe(200);
    await until(() => staying.output().includes('/healthz?after=1'), 2000);
  }, 30_000);
});

const ASSET = `console.log(${JSON.stringify('canasta '.repeat(200))});\n`;

async function removeKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    for (const key of await redis.keys(`${prefix}:*`)) await redis.del(key);
  } finally {
    redis.disconnect();
  }
}

function findNginx(): string | undefined {
  const ensured = spawnSync('bash', [path.join(REPO_ROOT, 'scripts/ensure-nginx.sh')], {
    encoding: 'utf8',
  });
  if (ensured.status !== 0) return undefined;
  const found = spawnSync('bash', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], {
    encoding: 'utf8',
  });
  return found.status === 0 ? found.stdout.trim().split('\n')[0] : undefined;
}

/** nginx as this user, with a web build of one asset (and its .gz) and the two upstreams. */
async function startNginx(work: string, upstreams: string[]) {
  const dist = path.join(work, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'assets', 'app-test1234.js'), ASSET);
  fs.writeFileSync(path.join(dist, 'assets', 'app-test1234.js.gz'), zlib.gzipSync(ASSET));
  const port = await freePort();
  const prefix = path.join(work, 'nginx');
  const conf = path.join(prefix, 'nginx.conf');
  fs.mkdirSync(prefix, { recursive: true });
  const rendered = spawnSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'deploy/nginx/render.mjs'),
      ...['--listen', `127.0.0.1:${String(port)}`, '--upstreams', upstreams.join(',')],
      ...['--web-dist', dist, '--prefix', prefix, '--standalone', '--out', conf],
    ],
    { encoding: 'utf8' },
  );
  if (rendered.status !== 0) throw new Error(rendered.stderr);
  const child: ChildProcess = spawn(
    nginx as string,
    ['-p', prefix, '-c', conf, '-g', 'daemon off;'],
    {
      stdio: 'ignore',
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${String(port)}`;
  await until(
    () => fs.existsSync(path.join(prefix, 'nginx.pid')),
    5000,
    () => fs.readFileSync(path.join(prefix, 'logs', 'error.log'), 'utf8'),
  );
  return {
    url,
    port,
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function send(
  port: number,
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: string,
  localAddress?: string,
  agent: http.Agent | false = false,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path: url, headers, localAddress, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

function openStream(port: number, url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; raw: () => string; close: () => void }>(
    (resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
        let raw = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (raw += chunk));
        resolve({ status: res.statusCode ?? 0, raw: () => raw, close: () => request.destroy() });
      });
      request.on('error', reject);
    },
  );
}

/** An operator of the demo store, and a shopper with a cart ready to order there. */
async function prepare(database: TestDatabase) {
  const app = await buildApp({ config: testConfig(database.url), database, logger: false });
  await app.ready();
  try {
    const t = { app, database, close: () => app.close() };
    const interna = await findOffers(t, 'interna');
    const offer = interna.all.find((o) => o.max_per_order >= 10 && o.price_cents * 10 >= 30_000);
    if (!offer) throw new Error('need a demo offer above the minimum');
    await database.db
      .updateTable('inventories')
      .set({ stock: 1000 })
      .where('id', '=', offer.id)
      .execute();
    const shopper = await createUser(database.db);
    const { cartId } = await orderClient(t).readyCart(shopper, interna.storeId, [
      { id: offer.id, qty: 10 },
    ]);
    const owner = await createOperator(database.db, 'interna', 'owner');
    return { owner, ready: { shopper, cartId } };
  } finally {
    await app.close();
  }
}

async function countCarts(database: TestDatabase): Promise<number> {
  const row = await database.db
    .selectFrom('carts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = http.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

async function until(condition: () => boolean, timeoutMs: number, why = () => ''): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met in time ${why()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
