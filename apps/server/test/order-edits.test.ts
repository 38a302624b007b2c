import {
  ORDER_EDIT_DRAFT_TTL_MINUTES,
  type NotificationPage,
  type StoreSettingsResponse,
  type Order,
  apiMessages,
} from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireDrafts } from '../src/modules/orders/order-edits.service';
import { findOffers, sellByWeight } from './cart-helpers';
import { adminClient, operatorAt } from './admin-setup-helpers';
import { deferredClient } from './deferred-helpers';
import { createCoupon, createSeller, createUser } from './factories';
import { startFakeStripe } from './fake-stripe';
import {
  type Line,
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
 * Order edits (issue 27, decision 061): the order's placer sends the whole new list of lines
 * until the store's cut-off; the server prices a draft that holds the extra units, and
 * confirming it applies one new total and moves the difference once, whatever the payment
 * method. Every test ends with the ledgers adding up: stock, the wallet, the card's holds and
 * captures.
 */

const SECRET_KEY = 'sk_test_canasta_order_edits';
/** The fourth offer, sold by weight: $120 a kilogram, in steps of 250 g. */
const WEIGHED = {
  price_cents: 12_000,
  stock: 100_000,
  weight_step_g: 250,
  min_weight_g: 250,
  max_weight_g: 5_000,
};
const STOCK = 100_000;
const clock = movableClock(MONDAY_10AM);
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let t: TestApp;
let api: ReturnType<typeof editClient>;
let interna: Awaited<ReturnType<typeof findOffers>>;
let offers: { id: number; price_cents: number }[];
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
      STRIPE_PUBLISHABLE_KEY: 'pk_test_canasta_order_edits',
      STRIPE_WEBHOOK_SECRET: 'whsec_canasta_order_edits',
      STRIPE_API_URL: stripe.url,
    },
  });
  api = editClient(t);
  interna = await findOffers(t, 'interna');
  offers = await roomyOffers(t, interna, 4);
  offerIds = offers.map((offer) => offer.id);
  const db = t.database.db;
  await db.updateTable('inventories').set({ stock: STOCK, max_per_order: 50 }).execute();
  await sellByWeight(t, offer(3).id, WEIGHED);
  await db.updateTable('delivery_windows').set({ capacity: 100_000 }).execute();
  for (const id of offerIds) stockStart.set(id, STOCK);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

function offer(index: number) {
  const found = offers[index];
  if (!found) throw new Error(`no offer ${String(index)}`);
  return found;
}

/** An order of ten of the first offer (above the $250 minimum), paid `kind`. */
async function placed(
  kind: (typeof PAYMENT_KINDS)[number],
  lines: Line[] = [{ id: offer(0).id, qty: 10 }],
) {
  clock.set(MONDAY_10AM);
  const result = await api.placeOrder(interna.storeId, lines, kind);
  orderIds.push(result.order.id);
  if (result.funds > 0) wallets.push({ id: result.user.id, funds: result.funds });
  return result;
}

async function expectLedgersAddUp() {
  const db = t.database.db;
  expect(await stockProblems(db, offerIds, stockStart)).toEqual([]);
  expect(await orderProblems(db, orderIds)).toEqual([]);
  expect(await walletProblems(db, wallets)).toEqual([]);
  expect(await cardProblems(db, stripe, orderIds)).toEqual([]);
}

describe('an edit on every payment method', () => {
  for (const kind of PAYMENT_KINDS) {
    it(`${kind}: adds a product and more units, then takes them out again, the ledgers adding up`, async () => {
      const { user, order } = await placed(kind);
      const first = offer(0);
      const second = offer(1);

      const more = await api.open(user, order.id, [
        { purchaseable_id: first.id, qty: 12 },
        { purchaseable_id: second.id, qty: 1 },
      ]);
      expect(more.status, JSON.stringify(more.body)).toBe(201);
      const added = 2 * first.price_cents + second.price_cents;
      expect(more.body.data).toMatchObject({
        order_id: order.id,
        state: 'draft',
        subtotal_cents: order.subtotal_cents + added,
        total_cents: order.total_cents + added,
        difference_cents: added,
      });
      expect(more.body.data.items.map((line) => [line.purchaseable_id, line.qty])).toEqual([
        [first.id, 12],
        [second.id, 1],
      ]);
      // The draft holds its extra units already; the order is as it was.
      await expectLedgersAddUp();

      const confirmed = await api.confirm(user, order.id, more.body.data.id);
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      const after: Order = confirmed.body.data;
      expect(after.total_cents).toBe(order.total_cents + added);
      expect(after.items.map((item) => [item.purchaseable_id, item.qty])).toEqual([
        [first.id, 12],
        [second.id, 1],
      ]);
      expect(after.edits).toEqual([
        expect.objectContaining({
          id: more.body.data.id,
          total_cents: order.total_cents + added,
          difference_cents: added,
        }),
      ]);
      await expectLedgersAddUp();

      // The same confirm again answers the same order, moving nothing twice.
      const again = await api.confirm(user, order.id, more.body.data.id);
      expect(again.status).toBe(200);
      expect(again.body.data.total_cents).toBe(after.total_cents);
      await expectLedgersAddUp();

      const less = await api.open(user, order.id, [{ purchaseable_id: first.id, qty: 9 }]);
      expect(less.status, JSON.stringify(less.body)).toBe(201);
      const removed = 3 * first.price_cents + second.price_cents;
      expect(less.body.data.difference_cents).toBe(-removed);
      const back = await api.confirm(user, order.id, less.body.data.id);
      expect(back.status, JSON.stringify(back.body)).toBe(200);
      expect(back.body.data.total_cents).toBe(order.total_cents + added - removed);
      expect(back.body.data.items.map((item) => [item.purchaseable_id, item.qty])).toEqual([
        [first.id, 9],
      ]);
      expect(back.body.data.edits.map((edit) => edit.difference_cents)).toEqual([added, -removed]);
      await expectLedgersAddUp();
    });
  }

  it('tells the order’s people, once per edit', async () => {
    const { user, order } = await placed('cash');
    const edit = await api.open(user, order.id, [{ purchaseable_id: offer(0).id, qty: 11 }]);
    await api.confirm(user, order.id, edit.body.data.id);
    await api.confirm(user, order.id, edit.body.data.id);
    const notices = await api.call<NotificationPage>('GET', '/notifications', undefined, user.auth);
    const number = order.number;
    expect(
      notices.body.data.filter((notice) => notice.title === apiMessages.orderEditedTitle(number)),
    ).toHaveLength(1);
  });
});

describe('when an edit may be made', () => {
  it('closes at the store’s cut-off before the slot, and once picking starts', async () => {
    const { user, order } = await placed('cash');
    expect(order.editable_until).not.toBeNull();
    const until = new Date(order.editable_until ?? '');
    clock.set(new Date(until.getTime() - 60_000));
    const early = await api.open(user, order.id, [{ purchaseable_id: offer(0).id, qty: 11 }]);
    expect(early.status, JSON.stringify(early.body)).toBe(201);
    expect((await api.discard(user, order.id, early.body.data.id)).status).toBe(204);

    clock.set(until);
    const late = await api.open(user, order.id, [{ purchaseable_id: offer(0).id, qty: 11 }]);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(apiMessages.orderEditClosed);

    const { user: other, order: picked } = await placed('cash');
    await t.database.db
      .updateTable('orders')
      .set({ picking_started_at: MONDAY_10AM.toISOString() })
      .where('id', '=', picked.id)
      .execute();
    const refused = await api.open(other, picked.id, [{ purchaseable_id: offer(0).id, qty: 11 }]);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(apiMessages.orderEditClosed);
    expect((await api.read(other, picked.id)).body.data.editable_until).toBeNull();
    await expectLedgersAddUp();
  });

  it('follows the cut-off the store owner sets in the console', async () => {
    const { user, order } = await placed('cash');
    const before = new Date(order.editable_until ?? '').getTime();
    const owner = await operatorAt(t.database.db, 'interna', 'owner', MONDAY_10AM);
    const admin = adminClient(t, 'interna');
    const current = await admin<StoreSettingsResponse>('GET', '/settings', owner);
    expect(current.body.data.edit_cutoff_minutes).toBe(120);
    const { available_payment_methods: offered, ...settings } = current.body.data;
    expect(offered.length).toBeGreaterThan(0);
    const save = (minutes: number) =>
      admin<StoreSettingsResponse>('PUT', '/settings', owner, {
        ...settings,
        edit_cutoff_minutes: minutes,
      });
    const saved = await save(30);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.edit_cutoff_minutes).toBe(30);
    try {
      const read = await api.read(user, order.id);
      expect(new Date(read.body.data.editable_until ?? '').getTime() - before).toBe(90 * 60_000);
    } finally {
      expect((await save(120)).status).toBe(200);
    }
  });

  it('is refused for a cancelled order', async () => {
    const { user, order } = await placed('cash');
    const cancelled = await api.call(
      'POST',
      `/client-orders/${String(order.id)}/cancel`,
      {},
      user.auth,
    );
    expect(cancelled.status).toBe(200);
    const res = await api.open(user, order.id, [{ purchaseable_id: offer(0).id, qty: 11 }]);
    expect(res.status).toBe(409);
    await expectLedgersAddUp();
  });
});

describe('drafts', () => {
  it('refuses a second draft while one is open, and takes a new one once it is discarded', async () => {
    const { user, order } = await placed('cash');
    const first = await api.open(user, order.id, [{ purchaseable_id: offer(0).id, qty: 15 }]);
    expect(first.status).toBe(201);
    const second = await api.open(user, order.id, [{ purchaseable_id: offer(0).id, qty: 12 }]);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(apiMessages.orderEditDraftExists);
    await expectLedgersAddUp();

    expect((await api.discard(user, order.id, first.body.data.id)).status).toBe(204);
    // Discarding again changes nothing; confirming a discarded draft is refused.
    expect((await api.discard(user, order.id, first.body.data.id)).status).toBe(204);
    const stale = await api.confirm(user, order.id, first.body.data.id);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(apiMessages.orderEditNotDraft);
    await expectLedgersAddUp();

    const third = await api.open(user, order.id, [{ purchaseable_id: offer(0).id, qty: 12 }]);
    expect(third.status).toBe(201);
    expect((await api.confirm(user, order.id, third.body.data.id)).status).toBe(200);
    await expectLedgersAddUp();
  });

  it('two edits opened at once: one draft, the other refused', async () => {
    const { user, order } = await placed('card');
    const [a, b] = await Promise.all([
      api.open(user, order.id, [{ purchaseable_id: offer(0).id, qty: 13 }]),
      api.open(user, order.id, [
        { purchaseable_id: offer(1).id, qty: 1 },
        { purchaseable_id: offer(0).id, qty: 10 },
      ]),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const open = a.status === 201 ? a : b;
    const [c1, c2] = await Promise.all([
      api.confirm(user, order.id, open.body.data.id),
      api.confirm(user, order.id, open.body.data.id),
    ]);
    expect([c1.status, c2.status]).toEqual([200, 200]);
    expect(c1.body.data.total_cents).toBe(open.body.data.total_cents);
    expect(c2.body.data.total_cents).toBe(open.body.data.total_cents);
    await expectLedgersAddUp();
  });

  it('an abandoned draft gives its units back when its time runs out', async () => {
    const { user, order } = await placed('wallet');
    const draft = await api.open(user, order.id, [{ purchaseable_id: offer(0).id, qty: 20 }]);
    expect(draft.status).toBe(201);
    const stock = async () =>
      (
        await t.database.db
          .selectFrom('inventories')
          .select('stock')
          .where('id', '=', offer(0).id)
          .executeTakeFirstOrThrow()
      ).stock;
    const held = await stock();
    const later = new Date(MONDAY_10AM.getTime() + (ORDER_EDIT_DRAFT_TTL_MINUTES + 1) * 60_000);
    expect(await expireDrafts({ db: t.database.db, now: MONDAY_10AM, stockChanged: null })).toBe(0);
    expect(await expireDrafts({ db: t.database.db, now: later, stockChanged: null })).toBe(1);
    expect(await stock()).toBe(held + 10);
    expect(await expireDrafts({ db: t.database.db, now: later, stockChanged: null })).toBe(0);
    clock.set(later);
    const late = await api.confirm(user, order.id, draft.body.data.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(apiMessages.orderEditNotDraft);
    await expectLedgersAddUp();
  });

  it('a draft left past its time without the job is replaced by the next one', async () => {
    const { user, order } = await placed('cash');
    const draft = await api.open(user, order.id, [{ purchaseable_id: offer(0).id, qty: 20 }]);
    expect(draft.status).toBe(201);
    clock.set(new Date(MONDAY_10AM.getTime() + (ORDER_EDIT_DRAFT_TTL_MINUTES + 1) * 60_000));
    const next = await api.open(user, order.id, [{ purchaseable_id: offer(0).id, qty: 11 }]);
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    await expectLedgersAddUp();
    expect((await api.discard(user, order.id, next.body.data.id)).status).toBe(204);
    await expectLedgersAddUp();
  });

  it('refuses more units than the store has, naming the product', async () => {
    const { user, order } = await placed('cash');
    await t.database.db
      .updateTable('inventories')
      .set({ stock: 2 })
      .where('id', '=', offer(2).id)
      .execute();
    try {
      const res = await api.open(user, order.id, [
        { purchaseable_id: offer(0).id, qty: 10 },
        { purchaseable_id: offer(2).id, qty: 3 },
      ]);
      expect(res.status).toBe(422);
      expect(res.body.errors?.['items.1.qty']).toBeDefined();
    } finally {
      await t.database.db
        .updateTable('inventories')
        .set({ stock: STOCK })
        .where('id', '=', offer(2).id)
        .execute();
    }
    await expectLedgersAddUp();
  });
});

describe('prices, coupons and minimums', () => {
  it('drops a coupon whose minimum the new lines no longer reach, saying the new total', async () => {
    const first = offer(0);
    const minimum = first.price_cents * 10;
    const coupon = await createCoupon(t.database.db, {
      kind: 'fixed',
      value: 1000,
      min_subtotal_cents: minimum,
    });
    const user = await createUser(t.database.db);
    clock.set(MONDAY_10AM);
    const { cartId } = await api.readyCart(user, interna.storeId, [{ id: first.id, qty: 10 }]);
    const applied = await api.call(
      'POST',
      `/checkout/${cartId}/discount`,
      { coupon: coupon.code },
      user.auth,
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const placedRes = await api.place(user, cartId, { method: 'cash' });
    expect(placedRes.status, JSON.stringify(placedRes.body)).toBe(201);
    const order = placedRes.body.data;
    orderIds.push(order.id);
    expect(order.discount_cents).toBe(1000);

    // Still reached: the coupon stays.
    const kept = await api.open(user, order.id, [{ purchaseable_id: first.id, qty: 11 }]);
    expect(kept.body.data).toMatchObject({ discount_cents: 1000, coupon_message: null });
    await api.discard(user, order.id, kept.body.data.id);

    const under = await api.open(user, order.id, [
      { purchaseable_id: first.id, qty: 9 },
      { purchaseable_id: offer(1).id, qty: 1 },
    ]);
    expect(under.status, JSON.stringify(under.body)).toBe(201);
    const subtotal = first.price_cents * 9 + offer(1).price_cents;
    if (subtotal >= minimum) throw new Error('the test needs a subtotal under the coupon minimum');
    expect(under.body.data).toMatchObject({
      discount_cents: 0,
      total_cents: subtotal + order.delivery_fee_cents,
      coupon_message: apiMessages.orderEditCouponDropped(
        coupon.code,
        minimum,
        subtotal + order.delivery_fee_cents,
      ),
    });
    const confirmed = await api.confirm(user, order.id, under.body.data.id);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ discount_cents: 0, coupon_code: null });
    await expectLedgersAddUp();
  });

  it('refuses a delivery under the store’s minimum with a Spanish message', async () => {
    const { user, order } = await placed('cash');
    const res = await api.open(user, order.id, [{ purchaseable_id: offer(0).id, qty: 1 }]);
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/^El pedido mínimo para tu zona es de /);
    expect(res.body.errors?.items).toEqual([res.body.message]);
    await expectLedgersAddUp();
  });

  it('keeps the price a line was sold at; an added product takes the store’s price now', async () => {
    const { user, order } = await placed('cash');
    const db = t.database.db;
    const [first, second] = [offer(0), offer(1)];
    await db
      .updateTable('inventories')
      .set({ price_cents: first.price_cents + 500 })
      .where('id', '=', first.id)
      .execute();
    try {
      const res = await api.open(user, order.id, [
        { purchaseable_id: first.id, qty: 11 },
        { purchaseable_id: second.id, qty: 2 },
      ]);
      expect(res.status).toBe(201);
      expect(res.body.data.items.map((line) => line.unit_price_cents)).toEqual([
        first.price_cents,
        second.price_cents,
      ]);
      await api.discard(user, order.id, res.body.data.id);
    } finally {
      await db
        .updateTable('inventories')
        .set({ price_cents: first.price_cents })
        .where('id', '=', first.id)
        .execute();
    }
  });

  it('refuses a product of another store and the same product twice', async () => {
    const { user, order } = await placed('cash');
    const elsewhere = await t.database.db
      .selectFrom('inventories')
      .select('id')
      .where('store_id', '!=', interna.storeId)
      .where('active', '=', 1)
      .executeTakeFirstOrThrow();
    const foreign = await api.open(user, order.id, [
      { purchaseable_id: offer(0).id, qty: 10 },
      { purchaseable_id: elsewhere.id, qty: 1 },
    ]);
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors?.['items.1.purchaseable_id']).toEqual([
      apiMessages.purchaseableNotInStore,
    ]);
    const twice = await api.open(user, order.id, [
      { purchaseable_id: offer(0).id, qty: 10 },
      { purchaseable_id: offer(0).id, qty: 1 },
    ]);
    expect(twice.status).toBe(422);
    await expectLedgersAddUp();
  });
});

describe('weighed orders', () => {
  for (const kind of ['card', 'cash and wallet'] as const) {
    it(`${kind}: grams in the offer's steps until picking starts, the hold keeping its margin`, async () => {
      const weighed = offer(3).id;
      const { user, order } = await placed(kind, [
        { id: offer(0).id, qty: 10 },
        { id: weighed, qty: 1000 },
      ]);
      const off = await api.open(user, order.id, [
        { purchaseable_id: offer(0).id, qty: 10 },
        { purchaseable_id: weighed, qty: 1300 },
      ]);
      expect(off.status).toBe(422);
      expect(off.body.errors?.['items.1.qty']).toEqual(['Elige múltiplos de 250 g.']);
      const more = await api.open(user, order.id, [
        { purchaseable_id: offer(0).id, qty: 10 },
        { purchaseable_id: weighed, qty: 1500 },
      ]);
      expect(more.status, JSON.stringify(more.body)).toBe(201);
      expect(more.body.data.difference_cents).toBe(WEIGHED.price_cents / 2);
      await expectLedgersAddUp();
      const confirmed = await api.confirm(user, order.id, more.body.data.id);
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      expect(confirmed.body.data.items.find((item) => item.purchaseable_id === weighed)?.qty).toBe(
        1500,
      );
      await expectLedgersAddUp();
      await t.database.db
        .updateTable('orders')
        .set({ picking_started_at: MONDAY_10AM.toISOString() })
        .where('id', '=', order.id)
        .execute();
      const late = await api.open(user, order.id, [{ purchaseable_id: offer(0).id, qty: 10 }]);
      expect(late.status).toBe(409);
    });
  }
});

describe('who may edit', () => {
  it('the placer only: anyone else’s order is not found, the customer of a placed-for order is told', async () => {
    const { user, order } = await placed('cash');
    const stranger = await createUser(t.database.db);
    const items = [{ purchaseable_id: offer(0).id, qty: 11 }];
    expect((await api.open(null, order.id, items)).status).toBe(401);
    const hidden = await api.open(stranger, order.id, items);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe(apiMessages.orderNotFound);
    expect((await api.open(stranger, 999_999, items)).status).toBe(404);

    const draft = await api.open(user, order.id, items);
    expect((await api.confirm(stranger, order.id, draft.body.data.id)).status).toBe(404);
    expect((await api.discard(stranger, order.id, draft.body.data.id)).status).toBe(404);
    expect((await api.confirm(user, order.id, 999_999)).status).toBe(404);

    // A seller placed it for this customer: the seller edits it, the customer is told who can.
    const seller = await createSeller(t.database.db);
    await t.database.db
      .updateTable('orders')
      .set({ placed_by_user_id: seller.id })
      .where('id', '=', order.id)
      .execute();
    const customer = await api.confirm(user, order.id, draft.body.data.id);
    expect(customer.status).toBe(403);
    expect(customer.body.message).toBe(apiMessages.orderEditPlacerOnly);
    const bySeller = await api.confirm(seller, order.id, draft.body.data.id);
    expect(bySeller.status, JSON.stringify(bySeller.body)).toBe(200);
    await t.database.db
      .updateTable('orders')
      .set({ placed_by_user_id: user.id })
      .where('id', '=', order.id)
      .execute();
    await expectLedgersAddUp();
  });
});

describe('OXXO and SPEI (the sandbox)', () => {
  const sandboxClock = movableClock(MONDAY_10AM);
  let s: TestApp;
  let deferred: ReturnType<typeof deferredClient>;
  let edits: ReturnType<typeof editClient>;

  beforeAll(async () => {
    s = await createTestApp({ clock: sandboxClock });
    deferred = deferredClient(s, sandboxClock);
    edits = editClient(s);
    await s.database.db
      .updateTable('inventories')
      .set({ stock: STOCK, max_per_order: 50 })
      .execute();
  });
  afterAll(() => s.close());

  for (const method of ['oxxo', 'spei'] as const) {
    it(`${method}: an unpaid order's edit gets a voucher for the new amount; once paid, edits are refused`, async () => {
      sandboxClock.set(MONDAY_10AM);
      const { user, order, offer: bought, stockBefore } = await deferred.placeDeferred(method);
      const first = deferred.referenceOf(order);
      const draft = await edits.open(user, order.id, [{ purchaseable_id: bought.id, qty: 12 }]);
      expect(draft.status, JSON.stringify(draft.body)).toBe(201);
      expect(draft.body.data.difference_cents).toBe(2 * bought.price_cents);
      expect(await deferred.stockOf(bought.id)).toBe(stockBefore - 12);

      const confirmed = await edits.confirm(user, order.id, draft.body.data.id);
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      const after = confirmed.body.data;
      expect(after.total_cents).toBe(order.total_cents + 2 * bought.price_cents);
      const live = after.payments.filter((payment) => payment.status === 'awaiting_payment');
      expect(live).toEqual([expect.objectContaining({ method, amount_cents: after.total_cents })]);
      const second = deferred.referenceOf({ ...after, payments: live });
      expect(second).not.toBe(first);
      // The timeline's "Pedido modificado" shows what is left to pay, with its voucher.
      expect(after.edits.map((edit) => edit.payment)).toEqual(live);

      const paid = await deferred.sandboxPay(second);
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      const settled = await deferred.read(user, order.id);
      expect(settled).toMatchObject({ status: 'confirmed', payment_status: 'paid' });

      const refused = await edits.open(user, order.id, [{ purchaseable_id: bought.id, qty: 13 }]);
      expect(refused.status, JSON.stringify(refused.body)).toBe(201);
      const closed = await edits.confirm(user, order.id, refused.body.data.id);
      expect(closed.status).toBe(409);
      expect((await deferred.read(user, order.id)).total_cents).toBe(after.total_cents);
      // The refused draft still holds its unit until it is discarded.
      expect((await edits.discard(user, order.id, refused.body.data.id)).status).toBe(204);
      expect(await deferred.stockOf(bought.id)).toBe(stockBefore - 12);
    });
  }
});
