import type { OrderResponse, WalletBalanceResponse } from '@canasta/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Answer, type Offer, findOffers } from './cart-helpers';
import { type TestUser, createMentor, createUser } from './factories';
import { fund } from './order-edit-helpers';
import { orderClient, roomyOffer } from './order-helpers';
import { readOrders, unitsOrdered, walletsOf } from './order-ledgers';
import { type ServerProcess, startServerProcess } from './server-process';
import { type TestApp, testConfig } from './test-app';
import { type TestDatabase, createTestDatabase } from './test-database';

/**
 * Issue 29: in one process, SQLite runs every query on one connection behind a lock, so the race
 * tests of orders.test.ts, wallet.test.ts and cart.test.ts never overlap two transactions there
 * (the PostgreSQL lane races them on a pool). Here three real server processes share one database
 * file (WAL, busy timeout), as several processes on one host do (`npm run start:cluster`,
 * decision 055), and each batch of racing requests is dealt out across them, so their
 * transactions contend for the file's write lock. Carts are made ready beforehand by an app in
 * the test's own process on the same file; the answers and the database are then checked exactly.
 */

const PROCESSES = 3;

let database: TestDatabase;
let t: TestApp | undefined;
let api: ReturnType<typeof orderClient>;
let interna: Awaited<ReturnType<typeof findOffers>>;
let polanco: Awaited<ReturnType<typeof findOffers>>;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const app = await buildApp({ config: testConfig(database.url), database, logger: false });
  await app.ready();
  t = { app, database, close: () => app.close() };
  api = orderClient(t);
  interna = await findOffers(t, 'interna');
  polanco = await findOffers(t, 'polanco');
  const started = await Promise.allSettled(
    Array.from({ length: PROCESSES }, () => startServerProcess(database.url)),
  );
  for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}, 60_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  await t?.close();
  await database.close();
});

/** The `turn`-th request of a batch goes to process `turn` mod 3: each takes its share. */
async function send<T>(
  turn: number,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Answer<T> }> {
  const server = servers[turn % servers.length];
  if (!server) throw new Error('no server process');
  const res = await fetch(`${server.url}/api/shop${url}`, {
    method,
    headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  const text = await res.text();
  return { status: res.status, body: (text === '' ? null : JSON.parse(text)) as Answer<T> };
}

function place(
  turn: number,
  user: TestUser,
  cartId: string,
  payment: Record<string, unknown> = { method: 'cash' },
  key = `key-${cartId}`,
) {
  return send<OrderResponse>(
    turn,
    'POST',
    '/client-orders',
    { cart_id: cartId, payment },
    { ...user.auth, 'idempotency-key': key },
  );
}

/** Where each process's output stood when the running test began. */
let printedBefore: number[] = [];
beforeEach(() => {
  printedBefore = servers.map((server) => server.output().length);
});

/** What the processes logged as errors during this test, one line each: a 500's cause shows here. */
function serverErrors() {
  return servers
    .flatMap((server, index) => server.output().slice(printedBefore[index]).split('\n'))
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level?: number; pid?: number; msg?: string; err?: Error })
    .filter((line) => (line.level ?? 0) >= 50)
    .map((line) => `process ${String(line.pid)}: ${line.msg ?? ''}: ${line.err?.message ?? ''}`)
    .join('\n');
}

async function setStock(offerIds: number[], stock: number) {
  await database.db.updateTable('inventories').set({ stock }).where('id', 'in', offerIds).execute();
}

/** Ten units of an interna offer other than `offer`: with them any cart passes the minimum. */
function fillerBesides(offer: Offer) {
  const filler = interna.all.find(
    (o) => o.id !== offer.id && o.max_per_order >= 10 && o.price_cents * 10 >= 30_000,
  );
  if (!filler) throw new Error('no filler offer');
  return filler;
}

describe('placing orders from three processes on one SQLite file', () => {
  it('never sells more units than the stock when more buyers than units order at once', async () => {
    const UNITS = 4;
    const BUYERS = 12;
    const offer = roomyOffer(interna);
    const filler = fillerBesides(offer);
    await setStock([filler.id], 10_000);
    const buyers: { user: TestUser; cartId: string }[] = [];
    for (let i = 0; i < BUYERS; i += 1) {
      const user = await createUser(database.db);
      const { cartId } = await api.readyCart(user, interna.storeId, [
        { id: offer.id, qty: 1 },
        { id: filler.id, qty: 10 },
      ]);
      buyers.push({ user, cartId });
    }
    await setStock([offer.id], UNITS);

    const results = await Promise.all(buyers.map((b, i) => place(i, b.user, b.cartId)));
    const statuses = results.map((r) => r.status);
    expect(
      statuses.filter((s) => s !== 201 && s !== 409),
      serverErrors(),
    ).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(UNITS);
    for (const refused of results.filter((r) => r.status === 409)) {
      expect(refused.body.message).toBe(
        `Ya no hay suficiente ${offer.name}. Ajusta tu carrito para continuar.`,
      );
    }
    const userIds = buyers.map((b) => b.user.id);
    expect(await api.stockOf(offer.id)).toBe(0);
    expect((await unitsOrdered(database.db, userIds)).get(offer.id)).toBe(UNITS);
    const { orders, halfWritten } = await readOrders(database.db, userIds);
    expect(halfWritten).toEqual([]);
    expect(orders).toHaveLength(UNITS);
  });

  it('creates one order per cart when each shopper’s duplicate submits land on different processes', async () => {
    const SHOPPERS = 3;
    const SUBMITS = 4;
    const offer = roomyOffer(interna);
    await setStock([offer.id], 1_000);
    const shoppers: { user: TestUser; cartId: string }[] = [];
    for (let i = 0; i < SHOPPERS; i += 1) {
      const user = await createUser(database.db);
      const { cartId } = await api.readyCart(user, interna.storeId, [{ id: offer.id, qty: 10 }]);
      shoppers.push({ user, cartId });
    }

    // Submit j of shopper s goes to process s + j: every cart is sent to all three processes.
    const results = await Promise.all(
      shoppers.map((s, index) =>
        Promise.all(
          Array.from({ length: SUBMITS }, (_, j) =>
            place(index + j, s.user, s.cartId, { method: 'cash' }, `doble-toque-${s.cartId}`),
          ),
        ),
      ),
    );
    for (const submits of results) {
      expect(submits.map((r) => r.status).sort(), serverErrors()).toEqual([200, 200, 200, 201]);
      expect(new Set(submits.map((r) => r.body.data.id)).size).toBe(1);
    }
    const userIds = shoppers.map((s) => s.user.id);
    const { orders, halfWritten } = await readOrders(database.db, userIds);
    expect(halfWritten).toEqual([]);
    expect(orders.map((o) => o.placed_by_user_id).sort()).toEqual([...userIds].sort());
    expect(await api.stockOf(offer.id)).toBe(1_000 - SHOPPERS * 10);
  });
});

describe('spending one wallet from three processes', () => {
  /** Ten units of an offer above every minimum of the store's. */
  function line(offers: typeof interna) {
    const offer = offers.all.find((o) => o.max_per_order >= 10 && o.price_cents * 10 >= 30_000);
    if (!offer) throw new Error('no demo offer for ten units above the minimum');
    return { id: offer.id, qty: 10 };
  }

  /** Mentors, each with a delivery cart at interna and a pickup cart at polanco. */
  async function mentorsWithTwoCarts(count: number) {
    await setStock([line(interna).id, line(polanco).id], 100_000);
    const mentors = [];
    for (let i = 0; i < count; i += 1) {
      const user = await createMentor(database.db);
      const first = await api.readyCart(user, interna.storeId, [line(interna)]);
      const second = await api.readyCart(user, polanco.storeId, [line(polanco)], {
        type: 'pickup',
      });
      mentors.push({ user, first, second });
    }
    return mentors;
  }

  /** The ledger never below zero, equal to what was funded less what orders took, and served so. */
  async function expectWalletsAddUp(users: TestUser[]) {
    const wallets = await walletsOf(
      database.db,
      users.map((user) => user.id),
    );
    for (const [index, user] of users.entries()) {
      const wallet = wallets.get(user.id);
      expect(wallet?.balance).toBeGreaterThanOrEqual(0);
      expect(wallet?.balance).toBe((wallet?.funded ?? 0) - (wallet?.spentOnOrders ?? 0));
      const served = await send<WalletBalanceResponse>(
        index,
        'GET',
        '/wallet/balance',
        undefined,
        user.auth,
      );
      expect(served.body.balance_cents).toBe(wallet?.balance);
    }
  }

  it('pays exactly one of two orders racing for a balance that covers only one', async () => {
    const mentors = await mentorsWithTwoCarts(3);
    const funded = mentors.map(({ first, second }) => {
      const most = Math.max(first.extra.total_cents, second.extra.total_cents);
      const least = Math.min(first.extra.total_cents, second.extra.total_cents);
      return most + least - 1;
    });
    for (const [index, { user }] of mentors.entries())
      await fund(database.db, user.id, funded[index] ?? 0);

    // Mentor m's two orders go to processes m and m + 1.
    const results = await Promise.all(
      mentors.map(({ user, first, second }, m) =>
        Promise.all([
          place(m, user, first.cartId, { method: 'wallet' }),
          place(m + 1, user, second.cartId, { method: 'wallet' }),
        ]),
      ),
    );
    for (const pair of results) {
      expect(pair.map((r) => r.status).sort(), serverErrors()).toEqual([201, 422]);
      expect(pair.find((r) => r.status === 422)?.body.errors).toEqual({
        'payment.method': ['Tu monedero no tiene saldo suficiente para este pedido.'],
      });
    }
    await expectWalletsAddUp(mentors.map((m) => m.user));
  });

  it('splits one balance between racing orders paying partly in cash', async () => {
    const mentors = await mentorsWithTwoCarts(3);
    for (const { user, first, second } of mentors) {
      await fund(database.db, user.id, 20_000);
      for (const cartId of [first.cartId, second.cartId]) {
        const chosen = await api.call(
          'PUT',
          `/checkout/${cartId}`,
          { use_wallet: true },
          user.auth,
        );
        expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
      }
    }

    const results = await Promise.all(
      mentors.map(({ user, first, second }, m) =>
        Promise.all([place(m, user, first.cartId), place(m + 1, user, second.cartId)]),
      ),
    );
    for (const pair of results) {
      expect(
        pair.map((r) => r.status),
        serverErrors(),
      ).toEqual([201, 201]);
      const applied = pair.map((r) => r.body.data.wallet_applied_cents).sort((a, b) => a - b);
      expect(applied).toEqual([0, 20_000]);
    }
    await expectWalletsAddUp(mentors.map((m) => m.user));
  });
});

describe('adding to one cart from three processes', () => {
  it('counts every one of many concurrent adds exactly once', async () => {
    const ADDS = 24;
    const offer = interna.plenty(40);
    // The stock is the limit: the per-order cap is above it.
    await database.db
      .updateTable('inventories')
      .set({ stock: ADDS, max_per_order: ADDS + 10 })
      .where('id', '=', offer.id)
      .execute();
    const { cart } = await api.create(interna.storeId);
    const results = await Promise.all(
      Array.from({ length: ADDS + 5 }, (_, i) =>
        send(i, 'POST', `/checkout/${cart.id}/items`, { purchaseable_id: offer.id, qty: 1 }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(
      statuses.filter((s) => s !== 200 && s !== 422),
      serverErrors(),
    ).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(ADDS);
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    const { body } = await api.get(cart.id);
    expect(body.cart.items).toHaveLength(1);
    expect(body.cart.items[0]?.qty).toBe(ADDS);
  });
});
