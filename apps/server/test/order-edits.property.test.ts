import { ORDER_EDIT_DRAFT_TTL_MINUTES } from '@canasta/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expireDrafts } from '../src/modules/orders/order-edits.service';
import { findOffers } from './cart-helpers';
import { startFakeStripe } from './fake-stripe';
import {
  PAYMENT_KINDS,
  cardProblems,
  editClient,
  orderProblems,
  roomyOffers,
  stockProblems,
  walletProblems,
} from './order-edit-helpers';
import { MONDAY_10AM, movableClock } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';

/**
 * Order edits' property (decision 061): whatever sequence of edits, discards, confirms (twice,
 * sometimes) and abandoned drafts an order goes through, paid any way, the ledgers add up after
 * every step — each offer's stock is what it started with less what the orders and their live
 * drafts hold; each order's lines make its subtotal and total; the wallet's balance is its
 * funds less the orders' wallet parts; the card's records cover exactly the card's part, and
 * the provider holds and captured what the records say.
 */

const SECRET_KEY = 'sk_test_canasta_edit_property';
const STOCK = 100_000;
const clock = movableClock(MONDAY_10AM);
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let t: TestApp;
let api: ReturnType<typeof editClient>;
let storeId: number;
let offerIds: number[];
const stockStart = new Map<number, number>();
const orderIds: number[] = [];
const wallets: { id: number; funds: number }[] = [];

beforeAll(async () => {
  stripe = await startFakeStripe(SECRET_KEY);
  t = await createTestApp({
    clock,
    env: {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_canasta_edit_property',
      STRIPE_WEBHOOK_SECRET: 'whsec_canasta_edit_property',
      STRIPE_API_URL: stripe.url,
    },
  });
  api = editClient(t);
  const interna = await findOffers(t, 'interna');
  storeId = interna.storeId;
  offerIds = (await roomyOffers(t, interna, 3)).map((offer) => offer.id);
  const db = t.database.db;
  await db.updateTable('inventories').set({ stock: STOCK, max_per_order: 50 }).execute();
  await db.updateTable('delivery_windows').set({ capacity: 100_000 }).execute();
  for (const id of offerIds) stockStart.set(id, STOCK);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const commandArb = fc.oneof(
  fc.record({
    op: fc.constant('open' as const),
    qtys: fc.tuple(fc.nat({ max: 20 }), fc.nat({ max: 4 }), fc.nat({ max: 4 })),
  }),
  fc.record({ op: fc.constant('confirm' as const), twice: fc.boolean() }),
  fc.record({ op: fc.constant('discard' as const) }),
  fc.record({ op: fc.constant('expire' as const) }),
);

it('random edits, discards, confirms and abandoned drafts keep stock, wallet and money adding up', async () => {
  const db = t.database.db;
  // What the runs did, so a generator that never reached a confirm can't pass unnoticed.
  const seen = { confirmed: 0, discarded: 0, expired: 0 };
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...PAYMENT_KINDS),
      fc.array(commandArb, { minLength: 1, maxLength: 8 }),
      async (kind, commands) => {
        clock.set(MONDAY_10AM);
        const [first] = offerIds as [number];
        // A slot days ahead: the cut-off stays far whatever the run does.
        const { user, order, funds } = await api.placeOrder(
          storeId,
          [{ id: first, qty: 10 }],
          kind,
          { slotIndex: 6 },
        );
        orderIds.push(order.id);
        if (funds > 0) wallets.push({ id: user.id, funds });
        let draft: number | null = null;
        for (const command of commands) {
          if (command.op === 'open') {
            const items = command.qtys
              .map((qty, index) => ({ purchaseable_id: offerIds[index] ?? first, qty }))
              .filter((line) => line.qty > 0);
            const res = await api.open(
              user,
              order.id,
              items.length > 0 ? items : [{ purchaseable_id: first, qty: 10 }],
            );
            // Opened; another draft open; or under the zone's minimum.
            expect([201, 409, 422], JSON.stringify(res.body)).toContain(res.status);
            if (res.status === 201) draft = res.body.data.id;
          } else if (command.op === 'confirm' && draft !== null) {
            const res = await api.confirm(user, order.id, draft);
            expect([200, 409], JSON.stringify(res.body)).toContain(res.status);
            if (res.status === 200) seen.confirmed += 1;
            if (command.twice) {
              const again = await api.confirm(user, order.id, draft);
              expect(again.status).toBe(res.status);
              if (res.status === 200)
                expect(again.body.data.total_cents).toBe(res.body.data.total_cents);
            }
          } else if (command.op === 'discard' && draft !== null) {
            const res = await api.discard(user, order.id, draft);
            expect([204, 409]).toContain(res.status);
            if (res.status === 204) seen.discarded += 1;
          } else if (command.op === 'expire') {
            const later = new Date(clock().getTime() + (ORDER_EDIT_DRAFT_TTL_MINUTES + 1) * 60_000);
            seen.expired += await expireDrafts({ db, now: later, stockChanged: null });
          }
          expect(await stockProblems(db, offerIds, stockStart)).toEqual([]);
          expect(await orderProblems(db, orderIds)).toEqual([]);
          expect(await walletProblems(db, wallets)).toEqual([]);
          expect(await cardProblems(db, stripe, orderIds)).toEqual([]);
        }
        // Whatever was left open goes back when its time runs out.
        await expireDrafts({
          db,
          now: new Date(clock().getTime() + (ORDER_EDIT_DRAFT_TTL_MINUTES + 1) * 60_000),
          stockChanged: null,
        });
        expect(await stockProblems(db, offerIds, stockStart)).toEqual([]);
      },
    ),
    { numRuns: 40 },
  );
  expect(seen.confirmed).toBeGreaterThan(0);
  expect(seen.discarded).toBeGreaterThan(0);
  expect(seen.expired).toBeGreaterThan(0);
}, 240_000);
