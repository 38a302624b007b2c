import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { messages } from '../src/messages';
import { findOffers } from './cart-helpers';
import { type TestUser, createOperator, createUser } from './factories';
import { startFakeStripe } from './fake-stripe';
import { orderClient } from './order-helpers';
import { type ServerProcess, startServerProcess } from './server-process';
import { testConfig } from './test-app';
import { type TestDatabase, createTestDatabase } from './test-database';

/**
 * Graceful shutdown (issue 26, decision 055): the real server in its own process gets SIGTERM
 * while a card order is waiting on the card provider and an operator watches the orders board.
 * /readyz turns 503 at once while everything else is still answered (each answer closing its
 * connection); after the drain delay new connections are refused; the order in flight is
 * answered 201 and exists; the board's stream ends asking the browser to reconnect; the
 * process exits 0.
 */

const SECRET_KEY = 'sk_test_canasta_shutdown';
const DRAIN_MS = 700;
/** The card capture outlasts the drain, so the order is still in flight when accepting stops. */
const CAPTURE_DELAY_MS = 2000;

let database: TestDatabase;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let server: ServerProcess | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  stripe = await startFakeStripe(SECRET_KEY, { captureDelayMs: CAPTURE_DELAY_MS });
});
afterAll(async () => {
  await server?.kill();
  await stripe.close();
  await database.close();
});

function start(env: Record<string, string>) {
  return startServerProcess(database.url, {
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_canasta_shutdown',
    STRIPE_WEBHOOK_SECRET: 'whsec_canasta_shutdown',
    STRIPE_API_URL: stripe.url,
    ...env,
  });
}

function placeByCard(port: number, shopper: TestUser, cartId: string) {
  return request(port, 'POST', '/api/shop/client-orders', {
    headers: {
      ...shopper.auth,
      'content-type': 'application/json',
      'idempotency-key': `shutdown-${cartId}`,
    },
    body: JSON.stringify({
      cart_id: cartId,
      payment: { method: 'card', card_token: 'pm_card_visa' },
    }),
  });
}

it('finishes the order in flight, turns unready first, refuses after the drain and exits 0', async () => {
  const { shopper, owner, cartId } = await prepare();
  server = await start({ SHUTDOWN_DRAIN_DELAY_MS: String(DRAIN_MS), SHUTDOWN_TIMEOUT_MS: '10000' });
  const running = server;
  const port = Number(new URL(running.url).port);
  const board = await openStream(port, '/api/admin/stores/interna/orders/events', owner.auth);
  expect(board.status).toBe(200);

  const captures = stripe.requests.filter((sent) => sent.path.endsWith('/capture')).length;
  const placing = placeByCard(port, shopper, cartId);
  await until(
    () => stripe.requests.filter((sent) => sent.path.endsWith('/capture')).length > captures,
  );
  const stopped = running.stop('SIGTERM');
  const signalled = Date.now();

  // Unready as soon as the signal lands, with the shared error shape; still serving everything
  // else meanwhile.
  let ready = await request(port, 'GET', '/readyz');
  while (ready.status === 200 && Date.now() - signalled < DRAIN_MS) {
    ready = await request(port, 'GET', '/readyz');
  }
  expect([ready.status, ready.json]).toEqual([
    503,
    { message: messages.serverStopping, code: 'service_unavailable' },
  ]);
  const alive = await request(port, 'GET', '/healthz');
  expect(alive.status).toBe(200);
  expect(alive.headers.connection).toBe('close');
  expect(Date.now() - signalled).toBeLessThan(DRAIN_MS);

  // After the drain: nothing new gets in, while the order is still waiting on its capture.
  await new Promise((resolve) => setTimeout(resolve, DRAIN_MS + 300 - (Date.now() - signalled)));
  await expect(request(port, 'GET', '/healthz')).rejects.toThrow(/ECONNREFUSED/);

  const placed = await placing;
  expect(placed.status, JSON.stringify(placed.json)).toBe(201);
  // Its keep-alive connection is told to close, so no client reuses it.
  expect(placed.headers.connection).toBe('close');
  expect(Date.now() - signalled).toBeGreaterThan(DRAIN_MS);
  const id = (placed.json as { data: { id: number } }).data.id;
  const order = await database.db
    .selectFrom('orders')
    .select(['id', 'cart_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  expect(order).toEqual({ id, cart_id: cartId });

  // The board's stream ended from the server's side, its last words a reconnection delay.
  await board.closed;
  expect(board.raw()).toMatch(/retry: \d+\n\n$/);
  expect(await stopped).toBe(0);
  expect(running.output()).not.toMatch(/"level":(50|60)/);
}, 60_000);

it('exits 1, saying so, when what is in flight outlasts SHUTDOWN_TIMEOUT_MS', async () => {
  const { shopper, cartId } = await prepare();
  server = await start({ SHUTDOWN_DRAIN_DELAY_MS: '0', SHUTDOWN_TIMEOUT_MS: '300' });
  const running = server;
  const captures = stripe.requests.filter((sent) => sent.path.endsWith('/capture')).length;
  const placing = placeByCard(Number(new URL(running.url).port), shopper, cartId).catch(
    (error: Error) => error.message,
  );
  await until(
    () => stripe.requests.filter((sent) => sent.path.endsWith('/capture')).length > captures,
  );
  expect(await running.stop('SIGTERM')).toBe(1);
  expect(await placing).toMatch(/socket hang up|ECONNRESET/);
  expect(running.output()).toContain('requests still in flight after SHUTDOWN_TIMEOUT_MS');
}, 60_000);

/** A shopper with a cart ready to pay by card, and an operator of the same store. */
async function prepare() {
  const app = await buildApp({ config: testConfig(database.url), database, logger: false });
  await app.ready();
  try {
    const t = { app, database, close: () => app.close() };
    const api = orderClient(t);
    const interna = await findOffers(t, 'interna');
    const offer = interna.all.find((o) => o.max_per_order >= 10 && o.price_cents * 10 >= 30_000);
    if (!offer) throw new Error('need a demo offer above the minimum');
    await database.db
      .updateTable('inventories')
      .set({ stock: 1000 })
      .where('id', '=', offer.id)
      .execute();
    const shopper: TestUser = await createUser(database.db);
    const { cartId } = await api.readyCart(shopper, interna.storeId, [{ id: offer.id, qty: 10 }]);
    const owner = await createOperator(database.db, 'interna', 'owner');
    return { shopper, owner, cartId };
  } finally {
    await app.close();
  }
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  json: unknown;
}

/** One request on a keep-alive connection of its own, so `Connection: close` can be seen. */
function request(
  port: number,
  method: string,
  path: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const agent = new http.Agent({ keepAlive: true });
  return new Promise<Answer>((resolve, reject) => {
    const sent = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        agent.destroy();
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          json: text ? JSON.parse(text) : null,
        });
      });
    });
    sent.on('error', (error) => {
      agent.destroy();
      reject(error);
    });
    sent.end(body);
  });
}

/** The orders board's event stream, read raw. */
function openStream(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; raw: () => string; closed: Promise<void> }>(
    (resolve, reject) => {
      const sent = http.get({ host: '127.0.0.1', port, path, headers }, (res) => {
        let raw = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (raw += chunk));
        const closed = new Promise<void>((done) => res.on('close', done));
        resolve({ status: res.statusCode ?? 0, raw: () => raw, closed });
      });
      sent.on('error', reject);
    },
  );
}

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
