import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OrderEvent } from '@canasta/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { findOffers } from './cart-helpers';
import { type TestUser, createOperator, createUser } from './factories';
import { MONDAY_10AM, movableClock, orderClient } from './order-helpers';
import { type TestApp, createTestApp, testConfig } from './test-app';

/**
 * The orders board's live feed (issue 23): server-sent events of the store's orders placed and
 * moved, over a real socket, resumed with Last-Event-ID, across processes through Redis, and
 * closed with the app.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const clock = movableClock(MONDAY_10AM);
let t: TestApp;
let base: string;
let api: ReturnType<typeof orderClient>;
let interna: Awaited<ReturnType<typeof findOffers>>;
let polanco: Awaited<ReturnType<typeof findOffers>>;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { REDIS_URL } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${String((t.app.server.address() as AddressInfo).port)}`;
  api = orderClient(t);
  interna = await findOffers(t, 'interna');
  polanco = await findOffers(t, 'polanco');
  await t.database.db.updateTable('inventories').set({ stock: 100_000 }).execute();
  await t.database.db.updateTable('delivery_windows').set({ capacity: 100_000 }).execute();
  owner = await createOperator(t.database.db, 'interna', 'owner', 'Rosa Operadora');
});
afterAll(() => t.close());

interface SseMessage {
  id: string | null;
  event: string;
  data: string;
}

/** An SSE client over a plain socket: the messages as they come, and a wait for the next ones. */
function openStream(
  url: string,
  headers: Record<string, string>,
): Promise<{
  status: number;
  headers: http.IncomingHttpHeaders;
  raw: () => string;
  next: (count?: number) => Promise<SseMessage[]>;
  closed: Promise<void>;
  close: () => void;
}> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      let buffer = '';
      let raw = '';
      const messages: SseMessage[] = [];
      let taken = 0;
      let waiter: (() => void) | null = null;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        raw += chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const at = line.indexOf(':');
            fields.set(line.slice(0, at), line.slice(at + 1).trimStart());
          }
          if (fields.has('data')) {
            messages.push({
              id: fields.get('id') ?? null,
              event: fields.get('event') ?? 'message',
              data: fields.get('data') ?? '',
            });
            waiter?.();
          }
        }
      });
      const closed = new Promise<void>((done) => response.on('close', done));
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        raw: () => raw,
        closed,
        close: () => request.destroy(),
        next: (count = 1) =>
          new Promise((got, fail) => {
            const timer = setTimeout(
              () => fail(new Error(`no event within 5 s; got ${raw}`)),
              5000,
            );
            const check = () => {
              if (messages.length - taken >= count) {
                clearTimeout(timer);
                waiter = null;
                const batch = messages.slice(taken, taken + count);
                taken += count;
                got(batch);
              }
            };
            waiter = check;
            check();
          }),
      });
    });
    request.on('error', reject);
  });
}

const eventsUrl = (slug = 'interna') => `${base}/api/admin/stores/${slug}/orders/events`;
const parse = (message: SseMessage) => JSON.parse(message.data) as OrderEvent;

function line(offers = interna) {
  const offer = offers.all.find((o) => o.price_cents * 10 >= 30000 && o.max_per_order >= 10);
  if (!offer) throw new Error('no demo offer for ten units above the minimum');
  return { id: offer.id, qty: 10 };
}

async function placed(user: TestUser, offers = interna, type: 'delivery' | 'pickup' = 'delivery') {
  const { cartId } = await api.readyCart(user, offers.storeId, [line(offers)], { type });
  const res = await api.place(user, cartId);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

function move(app: FastifyInstance, number: string, status: string, reason?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/stores/interna/orders/${number}/status`,
    headers: owner.auth,
    payload: { status, ...(reason ? { reason } : {}) },
  });
}

describe('GET /orders/events', () => {
  it('announces each new order and each move, with ids to resume from', async () => {
    const stream = await openStream(eventsUrl(), owner.auth);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-store');
    expect(stream.headers['x-request-id']).toEqual(expect.any(String));
    const user = await createUser(t.database.db, { name: 'Clienta en Vivo' }, MONDAY_10AM);
    const order = await placed(user);
    const [created] = await stream.next();
    expect(created?.event).toBe('order');
    const event = parse(created!);
    expect(created?.id).toBe(String(event.id));
    expect(event).toMatchObject({
      type: 'created',
      status: 'pending',
      by: 'customer',
      at: MONDAY_10AM.toISOString(),
      order: { number: order.number, status: 'pending', customer: { name: 'Clienta en Vivo' } },
    });
    expect((await move(t.app, order.number, 'confirmed')).statusCode).toBe(200);
    const [moved] = await stream.next();
    expect(parse(moved!)).toMatchObject({
      type: 'status',
      status: 'confirmed',
      by: 'store',
      order: { number: order.number, status: 'confirmed' },
    });
    expect(parse(moved!).id).toBeGreaterThan(event.id);
    expect(stream.raw()).toMatch(/^retry: \d+\n\n/);
    stream.close();
    await stream.closed;
  });

  it('says when the customer cancelled from the shop, so the board can tell the store', async () => {
    const stream = await openStream(eventsUrl(), owner.auth);
    const user = await createUser(t.database.db, { name: 'Clienta Arrepentida' }, MONDAY_10AM);
    const order = await placed(user);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/shop/client-orders/${String(order.id)}/cancel`,
      headers: user.auth,
      payload: { reason: 'Ya no lo necesito' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [created, cancelled] = (await stream.next(2)).map(parse);
    expect(created).toMatchObject({ type: 'created', by: 'customer' });
    expect(cancelled).toMatchObject({
      type: 'status',
      status: 'cancelled',
      by: 'customer',
      order: { number: order.number, status: 'cancelled' },
    });
    stream.close();
    await stream.closed;
  });

  it("sends only this store's orders", async () => {
    const stream = await openStream(eventsUrl(), owner.auth);
    const user = await createUser(t.database.db, {}, MONDAY_10AM);
    await placed(user, polanco, 'pickup');
    const here = await placed(user);
    const [first] = await stream.next();
    expect(parse(first!).order.number).toBe(here.number);
    stream.close();
  });

  it('replays what a dropped stream missed after its Last-Event-ID, and nothing before', async () => {
    const first = await openStream(eventsUrl(), owner.auth);
    const user = await createUser(t.database.db, {}, MONDAY_10AM);
    const seen = await placed(user);
    const [last] = await first.next();
    expect(parse(last!).order.number).toBe(seen.number);
    first.close();
    await first.closed;

    const missed = await placed(user);
    await move(t.app, seen.number, 'cancelled', 'Pedido de prueba');
    const again = await openStream(eventsUrl(), { ...owner.auth, 'last-event-id': last!.id! });
    const replayed = (await again.next(2)).map(parse);
    expect(replayed.map((e) => [e.type, e.order.number, e.status])).toEqual([
      ['created', missed.number, 'pending'],
      ['status', seen.number, 'cancelled'],
    ]);
    // Live again after the replay.
    await move(t.app, missed.number, 'confirmed');
    expect(parse((await again.next())[0]!)).toMatchObject({ status: 'confirmed' });
    again.close();

    // A first connection starts from now: nothing old is sent.
    const fresh = await openStream(eventsUrl(), owner.auth);
    const newest = await placed(user);
    expect(parse((await fresh.next())[0]!).order.number).toBe(newest.number);
    fresh.close();
  });

  it('tells a stream to start again when it missed too much or names an id never sent', async () => {
    const user = await createUser(t.database.db, {}, MONDAY_10AM);
    const order = await placed(user);
    const { id: lastId } = await t.database.db
      .selectFrom('order_events')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const stamp = MONDAY_10AM.toISOString();
    const rows = Array.from({ length: 501 }, () => ({
      store_id: interna.storeId,
      order_id: order.id,
      kind: 'status' as const,
      status: 'pending' as const,
      created_at: stamp,
    }));
    await t.database.db.insertInto('order_events').values(rows).execute();
    const behind = await openStream(eventsUrl(), {
      ...owner.auth,
      'last-event-id': String(lastId),
    });
    const [resync] = await behind.next();
    expect(resync?.event).toBe('resync');
    expect(Number(resync?.id)).toBeGreaterThan(Number(lastId) + 500);
    behind.close();

    const ahead = await openStream(eventsUrl(), { ...owner.auth, 'last-event-id': '999999999' });
    expect((await ahead.next())[0]?.event).toBe('resync');
    ahead.close();
  });

  it('answers anonymous 401, a shopper 403, another store 404 and a bad Last-Event-ID 400', async () => {
    const shopper = await createUser(t.database.db);
    const other = await createOperator(t.database.db, 'polanco', 'owner');
    const url = '/api/admin/stores/interna/orders/events';
    const answer = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url, headers }).then((res) => res.statusCode);
    expect(await answer({})).toBe(401);
    expect(await answer(shopper.auth)).toBe(403);
    expect(await answer(other.auth)).toBe(404);
    expect(await answer({ ...owner.auth, 'last-event-id': 'abc' })).toBe(400);
  });

  it('lets go of a stream the client closed', async () => {
    const stream = await openStream(eventsUrl(), owner.auth);
    stream.close();
    await stream.closed;
    const open = () =>
      new Promise<number>((resolve, reject) =>
        t.app.server.getConnections((error, n) => (error ? reject(error) : resolve(n))),
      );
    for (let i = 0; i < 50 && (await open()) > 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await open()).toBe(0);
  });

  it('wakes streams in every process: a move in another process arrives through Redis', async () => {
    const database = openDatabase(t.database.url);
    const second = await buildApp({
      config: testConfig(t.database.url, { REDIS_URL }),
      database,
      logger: false,
      clock,
    });
    await second.ready();
    try {
      const user = await createUser(t.database.db, {}, MONDAY_10AM);
      const order = await placed(user);
      const stream = await openStream(eventsUrl(), owner.auth);
      const started = Date.now();
      expect((await move(second, order.number, 'confirmed')).statusCode).toBe(200);
      const [event] = await stream.next();
      // Well before the 15 s heartbeat that would find it anyway.
      expect(Date.now() - started).toBeLessThan(3000);
      expect(parse(event!)).toMatchObject({ status: 'confirmed', order: { number: order.number } });
      stream.close();
    } finally {
      await second.close();
      await database.close();
    }
  });

  it('ends its open streams when the app closes, so closing never waits on them', async () => {
    const own = await createTestApp({ clock });
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (own.app.server.address() as AddressInfo).port;
    const operator = await createOperator(own.database.db, 'interna', 'staff');
    const stream = await openStream(
      `http://127.0.0.1:${String(port)}/api/admin/stores/interna/orders/events`,
      operator.auth,
    );
    expect(stream.status).toBe(200);
    const started = Date.now();
    await own.close();
    await stream.closed;
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
