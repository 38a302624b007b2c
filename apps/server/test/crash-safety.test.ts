import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OrderResponse } from '@canasta/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { STALE_BLOCK_MS } from '../src/modules/cart/cart-checkout.service';
import { expireDrafts } from '../src/modules/orders/order-edits.service';
import { settleStrandedPayments } from '../src/modules/payments/stranded-payments.service';
import { StripeCardProvider } from '../src/providers/payments/stripe-card-provider';
import { cardProblems, editClient, stockProblems } from './order-edit-helpers';
import { findOffers } from './cart-helpers';
import { type TestUser, createMentor, createUser } from './factories';
import { startFakeStripe } from './fake-stripe';
import { orderClient } from './order-helpers';
import { readOrders, stockOf, unitsOrdered, walletsOf } from './order-ledgers';
import { type ServerProcess, startServerProcess } from './server-process';
import { testConfig } from './test-app';
import { type TestDatabase, createTestDatabase } from './test-database';

/**
 * Crash safety (issue 14): the real server, in its own process, is killed with SIGKILL while
 * shoppers' orders are being placed, then started again on the same database. Every order
 * answered 201 is there once, nothing is half-written, the stock and wallet ledgers add up, and
 * the same requests sent again (same Idempotency-Key) answer the order that was placed or place
 * it once now.
 */

const SHOPPERS = 30;
/** The server dies after this many placements have answered 201; the rest are in flight. */
const KILL_AFTER_PLACED = 8;
const STOCK = 10_000;
const PARTIAL_FUNDS = 10_000;
const FULL_FUNDS = 1_000_000;

const SECRET_KEY = 'sk_test_canasta_crash';
/** Long enough that the kill finds card orders written but not yet captured. */
const CAPTURE_DELAY_MS = 300;

const KINDS = ['cash', 'cash and part wallet', 'wallet', 'card', 'card and part wallet'] as const;
type Kind = (typeof KINDS)[number];

interface Shopper {
  user: TestUser;
  kind: Kind;
  cartId: string;
  key: string;
  funds: number;
}

/** What a placement got: an answer, or nothing because the connection died with the server. */
type Outcome = Answer | 'cut off';
interface Answer {
  status: number;
  body: Partial<OrderResponse> & { code?: string };
}

let database: TestDatabase;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let server: ServerProcess | undefined;
/** Every process started, killed at the end: a test that moves on leaves none behind. */
const started: ServerProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  stripe = await startFakeStripe(SECRET_KEY, { captureDelayMs: CAPTURE_DELAY_MS });
});
afterAll(async () => {
  await Promise.all(started.map((serverProcess) => serverProcess.kill()));
  await stripe.close();
  await database.close();
});

/** The server process, talking to the fake provider (or to a line in front of it). */
async function start(stripeUrl = stripe.url) {
  const serverProcess = await startServerProcess(database.url, {
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_canasta_crash',
    STRIPE_WEBHOOK_SECRET: 'whsec_canasta_crash',
    STRIPE_API_URL: stripeUrl,
  });
  started.push(serverProcess);
  return serverProcess;
}

it('loses nothing and half-writes nothing when killed mid-order, and places each order once', async () => {
  const { shoppers, offerIds } = await prepareShoppers();
  const userIds = shoppers.map((shopper) => shopper.user.id);
  const stockBefore = await stockOf(database.db, offerIds);

  server = await start();
  const first = await placeAllThenCrash(server, shoppers);
  const placed = first.filter((outcome) => outcome !== 'cut off');
  expect(placed.filter((outcome) => outcome.status === 201).length).toBeGreaterThanOrEqual(
    KILL_AFTER_PLACED,
  );
  // Anything else means the requests finished before the crash and nothing was tested.
  expect(first.filter((outcome) => outcome === 'cut off').length).toBeGreaterThan(0);
  for (const outcome of placed) expect(outcome.status, JSON.stringify(outcome.body)).toBe(201);

  const afterCrash = await readOrders(database.db, userIds);
  await expectLedgersAddUp(afterCrash, userIds, offerIds, stockBefore, shoppers);
  const answered = new Map<number, number>();
  first.forEach((outcome, index) => {
    if (outcome === 'cut off') return;
    const order = afterCrash.orders.filter((row) => row.id === outcome.body.data?.id);
    expect(order).toEqual([
      expect.objectContaining({ cart_id: shoppers[index]?.cartId, key: shoppers[index]?.key }),
    ]);
    answered.set(index, order[0]?.id ?? 0);
  });
  // A cart whose order wasn't written is still whole, ready for the retry.
  const ordered = new Set(afterCrash.orders.map((order) => order.cart_id));
  const waiting = shoppers.filter((shopper) => !ordered.has(shopper.cartId));
  expect(await linesPerCart(waiting)).toEqual(waiting.map(() => 2));

  server = await start();
  const running = server;
  // A cut-off request whose cart the dead process had blocked finds it blocked until the block
  // is stale (decision 012); every other one answers its order, placed then or now.
  const retried = await Promise.all(shoppers.map((shopper) => place(running, shopper)));
  const stillBlocked: number[] = [];
  retried.forEach((outcome, index) => {
    if (outcome === 'cut off') throw new Error(`retry ${String(index)} got no answer`);
    const before = answered.get(index);
    if (before !== undefined) {
      expect(outcome.status).toBe(200);
      expect(outcome.body.data?.id).toBe(before);
    } else if (outcome.status === 409) {
      expect(outcome.body.code).toBe('cart_blocked');
      stillBlocked.push(index);
    } else {
      expect([200, 201], JSON.stringify(outcome.body)).toContain(outcome.status);
    }
  });
  for (const index of stillBlocked) {
    expect(afterCrash.orders.map((order) => order.cart_id)).not.toContain(shoppers[index]?.cartId);
  }

  await ageBlocks(shoppers.filter((_, index) => stillBlocked.includes(index)));
  const takenOver = await Promise.all(
    stillBlocked.map((index) => place(running, shoppers[index] as Shopper)),
  );
  for (const outcome of takenOver) {
    expect(outcome === 'cut off' ? outcome : outcome.status).toBe(201);
  }

  const settled = await readOrders(database.db, userIds);
  expect(settled.orders.map((order) => order.cart_id).sort()).toEqual(
    shoppers.map((shopper) => shopper.cartId).sort(),
  );
  await expectLedgersAddUp(settled, userIds, offerIds, stockBefore, shoppers);
  const again = await Promise.all(shoppers.map((shopper) => place(running, shopper)));
  again.forEach((outcome, index) => {
    const order = settled.orders.find((row) => row.cart_id === shoppers[index]?.cartId);
    expect(outcome === 'cut off' ? outcome : [outcome.status, outcome.body.data?.id]).toEqual([
      200,
      order?.id,
    ]);
  });
  expect((await readOrders(database.db, userIds)).orders).toEqual(settled.orders);

  // Every card hold belongs to one order and was captured: none held without an order, none
  // left uncaptured behind an order.
  const cardOrders = settled.orders.filter((order) => order.card !== null);
  expect(cardOrders.map((order) => order.card?.status)).toEqual(cardOrders.map(() => 'paid'));
  expect([...stripe.intents.values()].map((intent) => [intent.id, intent.status]).sort()).toEqual(
    cardOrders.map((order) => [order.card?.reference, 'succeeded']).sort(),
  );
}, 120_000);

/**
 * Shoppers with carts ready to order (address, slot, two lines), set up in-process before the
 * server process starts: paying cash or by card, mentors paying part from their wallet and the
 * rest in cash or by card, and mentors paying it all from their wallet.
 */
async function prepareShoppers() {
  const app = await buildApp({ config: testConfig(database.url), database, logger: false });
  await app.ready();
  try {
    const t = { app, database, close: () => app.close() };
    const api = orderClient(t);
    const interna = await findOffers(t, 'interna');
    const offers = interna.all
      .filter((offer) => offer.max_per_order >= 10 && offer.price_cents * 10 >= 30_000)
      .slice(0, 2);
    if (offers.length < 2) throw new Error('need two demo offers above the minimum');
    const offerIds = offers.map((offer) => offer.id);
    await database.db
      .updateTable('inventories')
      .set({ stock: STOCK })
      .where('id', 'in', offerIds)
      .execute();
    const shoppers: Shopper[] = [];
    for (let i = 0; i < SHOPPERS; i += 1) {
      const kind = KINDS[i % KINDS.length] ?? 'cash';
      const funds =
        kind === 'wallet' ? FULL_FUNDS : kind.endsWith('part wallet') ? PARTIAL_FUNDS : 0;
      const user = funds > 0 ? await createMentor(database.db) : await createUser(database.db);
      if (funds > 0) {
        await database.db
          .insertInto('wallet_entries')
          .values({
            user_id: user.id,
            amount_cents: funds,
            kind: 'adjustment',
            reason: 'test funds',
            created_at: new Date().toISOString(),
          })
          .execute();
      }
      const [a, b] = offerIds as [number, number];
      const { cartId } = await api.readyCart(user, interna.storeId, [
        { id: a, qty: 10 },
        { id: b, qty: 1 + (i % 4) },
      ]);
      if (kind.endsWith('part wallet')) {
        const chosen = await api.call(
          'PUT',
          `/checkout/${cartId}`,
          { use_wallet: true },
          user.auth,
        );
        expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
      }
      shoppers.push({ user, kind, cartId, key: `crash-${String(i)}-${cartId}`, funds });
    }
    return { shoppers, offerIds };
  } finally {
    await app.close();
  }
}

/**
 * Sends every placement at once and kills the server once KILL_AFTER_PLACED of them have
 * answered 201 and some card order is written but still waiting for its capture.
 */
async function placeAllThenCrash(target: ServerProcess, shoppers: Shopper[]) {
  let placed = 0;
  let cardsPlaced = 0;
  let killed: Promise<void> | undefined;
  const capturesAsked = () =>
    stripe.requests.filter((request) => request.path.endsWith('/capture')).length;
  const watch = setInterval(() => {
    if (placed >= KILL_AFTER_PLACED && capturesAsked() > cardsPlaced) killed ??= target.kill();
  }, 2);
  try {
    const outcomes = await Promise.all(
      shoppers.map(async (shopper) => {
        const outcome = await place(target, shopper);
        if (outcome !== 'cut off' && outcome.status === 201) {
          placed += 1;
          if (shopper.kind.startsWith('card')) cardsPlaced += 1;
        }
        return outcome;
      }),
    );
    await (killed ?? target.kill());
    return outcomes;
  } finally {
    clearInterval(watch);
  }
}

async function place(target: ServerProcess, shopper: Shopper): Promise<Outcome> {
  const payment = shopper.kind.startsWith('card')
    ? { method: 'card', card_token: 'pm_card_visa' }
    : { method: shopper.kind === 'wallet' ? 'wallet' : 'cash' };
  try {
    const res = await fetch(`${target.url}/api/shop/client-orders`, {
      method: 'POST',
      headers: {
        ...shopper.user.auth,
        'content-type': 'application/json',
        'idempotency-key': shopper.key,
      },
      body: JSON.stringify({ cart_id: shopper.cartId, payment }),
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  } catch {
    return 'cut off';
  }
}

async function linesPerCart(shoppers: Shopper[]): Promise<number[]> {
  if (shoppers.length === 0) return [];
  const rows = await database.db
    .selectFrom('cart_items')
    .select('cart_id')
    .where(
      'cart_id',
      'in',
      shoppers.map((shopper) => shopper.cartId),
    )
    .execute();
  return shoppers.map((shopper) => rows.filter((row) => row.cart_id === shopper.cartId).length);
}

/** Moves the dead process's blocks past the takeover window, as two minutes passing would. */
async function ageBlocks(shoppers: Shopper[]) {
  if (shoppers.length === 0) return;
  const stale = new Date(Date.now() - STALE_BLOCK_MS - 1000).toISOString();
  const blocked = await database.db
    .updateTable('carts')
    .set({ updated_at: stale })
    .where(
      'id',
      'in',
      shoppers.map((shopper) => shopper.cartId),
    )
    .where('blocked', '=', 1)
    .returning('id')
    .execute();
  expect(blocked).toHaveLength(shoppers.length);
}

async function expectLedgersAddUp(
  ledgers: Awaited<ReturnType<typeof readOrders>>,
  userIds: number[],
  offerIds: number[],
  stockBefore: Map<number, number>,
  shoppers: Shopper[],
) {
  expect(ledgers.halfWritten).toEqual([]);
  const carts = ledgers.orders.map((order) => order.cart_id);
  expect(new Set(carts).size).toBe(carts.length);
  const units = await unitsOrdered(database.db, userIds);
  const stock = await stockOf(database.db, offerIds);
  for (const id of offerIds) {
    expect(stock.get(id)).toBe((stockBefore.get(id) ?? 0) - (units.get(id) ?? 0));
  }
  const wallets = await walletsOf(database.db, userIds);
  for (const shopper of shoppers) {
    const wallet = wallets.get(shopper.user.id);
    expect(wallet?.funded).toBe(shopper.funds);
    expect(wallet?.balance).toBe(shopper.funds - (wallet?.spentOnOrders ?? 0));
    expect(wallet?.balance).toBeGreaterThanOrEqual(0);
  }
}

/**
 * Order edits (issue 27, decision 061): a confirm asks the card for the difference's hold, under
 * a key derived from the edit, before it writes the order. The server is killed the moment the
 * provider has made that hold, before its answer arrives: the order is left as it was, and the
 * sweeper releases the hold; or the same confirm is sent again after the restart and the order
 * takes that very hold. Never both, never neither.
 */
describe('an order edit killed between its hold and its write', () => {
  it('leaves the old order with the hold released, or the new order with the hold', async () => {
    const env = {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_canasta_crash',
      STRIPE_WEBHOOK_SECRET: 'whsec_canasta_crash',
    };
    const { orders, offerIds, stockStart } = await prepareEditedOrders(env);
    const line = stallingStripeLine();
    await line.ready;
    try {
      const db = database.db;
      const sweep = () =>
        settleStrandedPayments({
          db,
          cardProvider: new StripeCardProvider({
            secretKey: SECRET_KEY,
            apiUrl: stripe.url,
            timeoutMs: 5000,
          }),
          log: silentLog,
          // Long after the dead requests: their holds are surely over.
          now: new Date(Date.now() + STALE_BLOCK_MS + 60_000),
        });
      const readOrder = (id: number) =>
        db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const lines = (id: number) =>
        db
          .selectFrom('order_items')
          .select(['inventory_id', 'qty'])
          .where('order_id', '=', id)
          .orderBy('inventory_id')
          .execute();
      const edits = (id: number) =>
        db.selectFrom('order_edits').select(['id', 'state']).where('order_id', '=', id).execute();

      for (const edited of orders) {
        const before = {
          order: await readOrder(edited.orderId),
          lines: await lines(edited.orderId),
        };
        server = await start(line.url);
        line.stallNextHold(server);
        const outcome = await confirmOver(server, edited);
        expect(outcome).toBe('cut off');
        expect(line.stalled()).toBe(true);
        // The hold is at the provider; the order and its edit are as they were.
        const held = [...stripe.intents.values()].filter((i) => i.status === 'requires_capture');
        expect(held.map((intent) => intent.amount)).toContain(edited.difference);
        expect(await readOrder(edited.orderId)).toMatchObject({
          total_cents: before.order.total_cents,
          hold_cents: before.order.hold_cents,
        });
        expect(await lines(edited.orderId)).toEqual(before.lines);
        expect(await edits(edited.orderId)).toEqual([{ id: edited.editId, state: 'draft' }]);
      }

      // First order: nobody comes back. The sweep releases the hold, the draft's time runs out.
      const [abandoned, retried] = orders as [EditedOrder, EditedOrder];
      // Second order: the same confirm, again, on the restarted server.
      server = await start(stripe.url);
      const again = await confirmOver(server, retried);
      expect(again === 'cut off' ? again : again.status).toBe(200);
      await server.kill();

      const holdOf = (edited: EditedOrder) =>
        db
          .selectFrom('card_holds')
          .select(['state', 'reference'])
          .where('order_key', '=', `edit-${String(edited.editId)}`)
          .execute();
      expect((await sweep()).released).toBeGreaterThanOrEqual(1);
      const released = await holdOf(abandoned);
      expect(released.map((hold) => hold.state)).toEqual(['released']);
      // The provider agrees: the abandoned edit's hold is cancelled, the retried one's taken.
      expect(line.held.map((id) => stripe.intents.get(id)?.status)).toEqual([
        'canceled',
        expect.stringMatching(/^(requires_capture|succeeded)$/),
      ]);
      const taken = await holdOf(retried);
      expect(taken.map((hold) => hold.state)).toEqual(['ordered']);
      await expireDrafts({
        db,
        now: new Date(Date.now() + 60 * 60_000),
        stockChanged: null,
      });
      expect(await edits(abandoned.orderId)).toEqual([{ id: abandoned.editId, state: 'expired' }]);
      expect(await edits(retried.orderId)).toEqual([{ id: retried.editId, state: 'confirmed' }]);
      expect((await readOrder(abandoned.orderId)).total_cents).toBe(abandoned.totalBefore);
      expect((await readOrder(retried.orderId)).total_cents).toBe(
        retried.totalBefore + retried.difference,
      );
      expect(await stockProblems(db, offerIds, stockStart)).toEqual([]);
      expect(
        await cardProblems(
          db,
          stripe,
          orders.map((order) => order.orderId),
          { strays: false },
        ),
      ).toEqual([]);
      // And a second sweep leaves the retried edit's hold alone: it is its order's.
      await sweep();
      expect((await holdOf(retried)).map((hold) => hold.state)).toEqual(['ordered']);
      expect(await cardProblems(db, stripe, [retried.orderId], { strays: false })).toEqual([]);
    } finally {
      await server?.kill();
      await line.close();
    }
  }, 120_000);
});

interface EditedOrder {
  user: { auth: { authorization: string } };
  orderId: number;
  editId: number;
  totalBefore: number;
  difference: number;
}

/** The sweep's log: what it says is checked through what it did. */
const silentLog = Fastify({ logger: false }).log;

/**
 * Two card orders, each with a draft adding two units (their hold for the difference still to
 * ask), written in-process on the crash database before the server process starts.
 */
async function prepareEditedOrders(env: Record<string, string>) {
  const app = await buildApp({
    config: testConfig(database.url, { ...env, STRIPE_API_URL: stripe.url }),
    database,
    logger: false,
  });
  await app.ready();
  try {
    const t = { app, database, close: () => app.close() };
    const api = editClient(t);
    const interna = await findOffers(t, 'interna');
    const offer = interna.all.find((o) => o.price_cents * 10 >= 30_000 && o.max_per_order >= 12);
    if (!offer) throw new Error('no demo offer above the minimum');
    await database.db
      .updateTable('inventories')
      .set({ stock: STOCK })
      .where('id', '=', offer.id)
      .execute();
    await database.db.updateTable('delivery_windows').set({ capacity: 100_000 }).execute();
    const stockStart = new Map([[offer.id, STOCK]]);
    // Orders the first test placed hold some of this offer too.
    const earlier = await database.db
      .selectFrom('order_items')
      .select('qty')
      .where('inventory_id', '=', offer.id)
      .execute();
    stockStart.set(offer.id, STOCK + earlier.reduce((sum, row) => sum + row.qty, 0));
    const orders: EditedOrder[] = [];
    for (let i = 0; i < 2; i += 1) {
      // A slot days ahead, so the cut-off is far from the real clock the server runs on.
      const { user, order } = await api.placeOrder(
        interna.storeId,
        [{ id: offer.id, qty: 10 }],
        'card',
        {
          slotIndex: 6,
        },
      );
      const draft = await api.open(user, order.id, [{ purchaseable_id: offer.id, qty: 12 }]);
      expect(draft.status, JSON.stringify(draft.body)).toBe(201);
      orders.push({
        user,
        orderId: order.id,
        editId: draft.body.data.id,
        totalBefore: order.total_cents,
        difference: draft.body.data.difference_cents,
      });
    }
    return { orders, offerIds: [offer.id], stockStart };
  } finally {
    await app.close();
  }
}

async function confirmOver(target: ServerProcess, edited: EditedOrder): Promise<Outcome> {
  try {
    const res = await fetch(
      `${target.url}/api/shop/client-orders/${String(edited.orderId)}/edits/${String(edited.editId)}/confirm`,
      { method: 'POST', headers: edited.user.auth },
    );
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  } catch {
    return 'cut off';
  }
}

/**
 * The line between the server and the provider. Told to stall, it lets the next hold through to
 * the provider and, as soon as the provider has made it, kills the server before the answer
 * can reach it.
 */
function stallingStripeLine() {
  let target: ServerProcess | null = null;
  let stalled = false;
  /** The provider's ids of the holds whose answer never reached the server. */
  const held: string[] = [];
  const proxy = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const headers: Record<string, string> = {};
      for (const name of ['authorization', 'idempotency-key', 'content-type']) {
        const value = req.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const hold = req.method === 'POST' && req.url === '/v1/payment_intents';
      void fetch(`${stripe.url}${req.url ?? '/'}`, {
        method: req.method,
        headers,
        ...(req.method === 'GET' ? {} : { body: raw }),
      }).then(async (answer) => {
        const body = await answer.text();
        if (hold && target) {
          const dying = target;
          target = null;
          stalled = true;
          held.push((JSON.parse(body) as { id: string }).id);
          await dying.kill();
          res.destroy();
          return;
        }
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(body);
      });
    });
  });
  const listening = new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    get url() {
      return `http://127.0.0.1:${String((proxy.address() as AddressInfo | null)?.port ?? 0)}`;
    },
    ready: listening,
    stallNextHold(server: ServerProcess) {
      target = server;
      stalled = false;
    },
    stalled: () => stalled,
    held,
    close: () =>
      new Promise<void>((resolve) => {
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}
