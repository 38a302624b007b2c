import type { OrderResponse } from '@canasta/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { STALE_BLOCK_MS } from '../src/modules/cart/cart-checkout.service';
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

beforeAll(async () => {
  database = await createTestDatabase();
  stripe = await startFakeStripe(SECRET_KEY, { captureDelayMs: CAPTURE_DELAY_MS });
});
afterAll(async () => {
  await server?.kill();
  await stripe.close();
  await database.close();
});

function start() {
  return startServerProcess(database.url, {
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_canasta_crash',
    STRIPE_WEBHOOK_SECRET: 'whsec_canasta_crash',
    STRIPE_API_URL: stripe.url,
  });
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
