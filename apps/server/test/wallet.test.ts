import { createHmac } from 'node:crypto';
import type { OrderResponse, WalletBalanceResponse, WalletMovementPage } from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOffers } from './cart-helpers';
import { type TestUser, createMentor, createSeller, createUser } from './factories';
import { startFakeStripe } from './fake-stripe';
import { MONDAY_10AM, holdKeyFor, movableClock, orderClient } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';

/**
 * The mentor's wallet (decision 021): paying all or part of an order from it, never below zero,
 * refunds on cancel, commissions on delivered client orders and their reversal, the movements.
 * Cards go through the fake Stripe so the held amount and refunds can be read back.
 */

const SECRET_KEY = 'sk_test_canasta_wallet';
const WEBHOOK_SECRET = 'whsec_canasta_wallet';
const MENTORS_ONLY = 'Solo los mentores pueden pagar con su monedero.';
const INSUFFICIENT = 'Tu monedero no tiene saldo suficiente para este pedido.';

const clock = movableClock(MONDAY_10AM);
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let t: TestApp;
let api: ReturnType<typeof orderClient>;
let interna: Awaited<ReturnType<typeof findOffers>>;
let polanco: Awaited<ReturnType<typeof findOffers>>;

beforeAll(async () => {
  stripe = await startFakeStripe(SECRET_KEY);
  t = await createTestApp({
    clock,
    env: {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_canasta_wallet',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
  });
  api = orderClient(t);
  interna = await findOffers(t, 'interna');
  polanco = await findOffers(t, 'polanco');
  // Every order here may take ten units of the same offer.
  await t.database.db.updateTable('inventories').set({ stock: 100_000 }).execute();
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

/** Ten units of an offer above every minimum, and (pickup) a line for another store. */
function line(offers = interna) {
  const offer = offers.all.find((o) => o.max_per_order >= 10 && o.price_cents * 10 >= 30000);
  if (!offer) throw new Error('no demo offer for ten units above the minimum');
  return { id: offer.id, qty: 10 };
}

/** Adds to a user's wallet, as an operator's adjustment would. */
async function fund(user: TestUser, cents: number) {
  await t.database.db
    .insertInto('wallet_entries')
    .values({
      user_id: user.id,
      amount_cents: cents,
      kind: 'adjustment',
      reason: 'test funds',
      created_at: clock().toISOString(),
    })
    .execute();
}

async function balance(user: TestUser): Promise<number> {
  const res = await api.call<WalletBalanceResponse>('GET', '/wallet/balance', undefined, user.auth);
  expect(res.status).toBe(200);
  return res.body.balance_cents;
}

function movements(user: TestUser | null, query = '') {
  return api.call<WalletMovementPage>(
    'GET',
    `/wallet/movements${query}`,
    undefined,
    user?.auth ?? {},
  );
}

async function entries(orderId: number) {
  return t.database.db
    .selectFrom('wallet_entries')
    .select(['user_id', 'kind', 'amount_cents'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

function useWallet(user: TestUser, cartId: string, value: unknown = true) {
  return api.call('PUT', `/checkout/${cartId}`, { use_wallet: value }, user.auth);
}

/** A mentor's (or seller's) cart for a new client of theirs, delivered to a covered address. */
async function clientCart(owner: TestUser) {
  const client = await api.clientWithAddress(owner);
  const { cart } = await api.create(interna.storeId, owner.auth, owner.id);
  expect((await api.add(cart.id, line().id, 10, owner.auth)).status).toBe(200);
  const slot = await api.openSlot(interna.storeId);
  const chosen = await api.call(
    'PUT',
    `/checkout/${cart.id}`,
    {
      delivery_type: 'delivery',
      client_id: client.id,
      client_address_id: client.address,
    },
    owner.auth,
  );
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
  const dated = await api.call(
    'PUT',
    `/checkout/${cart.id}`,
    { delivery_date: slot.date, delivery_slot_id: slot.id },
    owner.auth,
  );
  expect(dated.status).toBe(200);
  return { cartId: cart.id, extra: dated.body.extra };
}

async function deliver(number: string) {
  for (const status of ['confirmed', 'preparing', 'on_the_way', 'delivered']) {
    const res = await api.advance(number, status);
    expect(res.statusCode, res.body).toBe(200);
  }
}

describe('use_wallet on the cart', () => {
  it('lets a mentor use their wallet: part of the total, or all of it', async () => {
    const mentor = await createMentor(t.database.db);
    await fund(mentor, 10_000);
    const { cartId, extra } = await api.readyCart(mentor, interna.storeId, [line()]);
    expect(extra.total_cents).toBeGreaterThan(10_000);
    expect(extra.wallet_applied_cents).toBe(0);

    const partly = await useWallet(mentor, cartId);
    expect(partly.status).toBe(200);
    expect(partly.body.cart.use_wallet).toBe(true);
    expect(partly.body.extra).toMatchObject({
      wallet_applied_cents: 10_000,
      total_cents: extra.total_cents,
    });

    await fund(mentor, extra.total_cents);
    const whole = await api.get(cartId, mentor.auth);
    expect(whole.body.extra.wallet_applied_cents).toBe(extra.total_cents);

    const off = await useWallet(mentor, cartId, false);
    expect(off.body.cart.use_wallet).toBe(false);
    expect(off.body.extra.wallet_applied_cents).toBe(0);
  });

  it('refuses it to a shopper, a seller and an anonymous cart, changing nothing', async () => {
    const shopper = await createUser(t.database.db);
    const seller = await createSeller(t.database.db);
    for (const user of [shopper, seller]) {
      const { cartId } = await api.readyCart(user, interna.storeId, [line()]);
      const res = await useWallet(user, cartId);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        code: 'validation_failed',
        errors: { use_wallet: [MENTORS_ONLY] },
      });
      expect((await api.get(cartId, user.auth)).body.cart.use_wallet).toBe(false);
      // Turning it off is always fine.
      expect((await useWallet(user, cartId, false)).status).toBe(200);
    }
    const anonymous = (await api.create(interna.storeId)).cart;
    const res = await api.call('PUT', `/checkout/${anonymous.id}`, { use_wallet: true });
    expect(res.body.errors).toEqual({ use_wallet: [MENTORS_ONLY] });
    const wrong = await api.call('PUT', `/checkout/${anonymous.id}`, { use_wallet: 'sí' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ use_wallet: ['Indica si quieres usar tu monedero.'] });
  });

  it("lets a mentor use it on a client's order too", async () => {
    const mentor = await createMentor(t.database.db);
    await fund(mentor, 5_000);
    const { cartId } = await clientCart(mentor);
    const res = await useWallet(mentor, cartId);
    expect(res.status).toBe(200);
    expect(res.body.extra.wallet_applied_cents).toBe(5_000);
  });
});

describe('paying from the wallet', () => {
  it('pays part from the wallet and the rest in cash', async () => {
    const mentor = await createMentor(t.database.db);
    await fund(mentor, 10_000);
    const { cartId } = await api.readyCart(mentor, interna.storeId, [line()]);
    await useWallet(mentor, cartId);
    const placed = await api.place(mentor, cartId, { method: 'cash' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data;
    expect(order).toMatchObject({
      payment_method: 'cash',
      payment_status: 'pending',
      wallet_applied_cents: 10_000,
    });
    expect(await balance(mentor)).toBe(0);
    expect(await entries(order.id)).toEqual([
      { user_id: mentor.id, kind: 'order_payment', amount_cents: -10_000 },
    ]);
  });

  it('pays part from the wallet and holds only the rest on the card', async () => {
    const mentor = await createMentor(t.database.db);
    await fund(mentor, 12_345);
    const { cartId } = await api.readyCart(mentor, interna.storeId, [line()]);
    await useWallet(mentor, cartId);
    const key = `wallet-card-${cartId}`;
    const placed = await api.place(
      mentor,
      cartId,
      { method: 'card', card_token: 'pm_card_visa' },
      key,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data;
    const rest = order.total_cents - 12_345;
    expect(order).toMatchObject({
      payment_method: 'card',
      payment_status: 'paid',
      wallet_applied_cents: 12_345,
      card: { brand: 'visa', last4: '4242' },
    });
    const holdKey = await holdKeyFor(t, key);
    const create = stripe.requests.find(
      (r) => r.path === '/v1/payment_intents' && r.key === holdKey,
    );
    expect(create?.form.get('amount')).toBe(String(rest));
    // Two payment records (decision 059): the card's first, then the wallet's part.
    const charge = await t.database.db
      .selectFrom('payments')
      .select(['method', 'amount_cents', 'status'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(charge).toEqual([
      { method: 'card', amount_cents: rest, status: 'paid' },
      { method: 'wallet', amount_cents: 12_345, status: 'paid' },
    ]);
    expect(order.payments).toEqual([
      { method: 'card', status: 'paid', amount_cents: rest, refunded_cents: 0 },
      { method: 'wallet', status: 'paid', amount_cents: 12_345, refunded_cents: 0 },
    ]);
    expect(order.payment).toEqual(order.payments);
    expect(await balance(mentor)).toBe(0);

    // Cancelling refunds the card its part and the wallet its part, each once.
    await api.advance(order.number, 'confirmed');
    expect((await api.advance(order.number, 'cancelled')).statusCode).toBe(200);
    expect(
      stripe.requests.some(
        (r) => r.path === '/v1/refunds' && r.form.get('amount') === String(rest),
      ),
    ).toBe(true);
    expect(await balance(mentor)).toBe(12_345);
  });

  it('holds nothing on the card when the wallet covers it all', async () => {
    const mentor = await createMentor(t.database.db);
    await fund(mentor, 1_000_000);
    const { cartId } = await api.readyCart(mentor, interna.storeId, [line()]);
    await useWallet(mentor, cartId);
    const intentsBefore = stripe.intents.size;
    const placed = await api.place(mentor, cartId, { method: 'card' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data;
    expect(order).toMatchObject({
      payment_method: 'card',
      payment_status: 'paid',
      wallet_applied_cents: order.total_cents,
      card: null,
    });
    expect(stripe.intents.size).toBe(intentsBefore);
    expect(await balance(mentor)).toBe(1_000_000 - order.total_cents);
  });

  it('pays a whole order from the wallet, or refuses it and changes nothing', async () => {
    const mentor = await createMentor(t.database.db);
    await fund(mentor, 1_000);
    const { cartId } = await api.readyCart(mentor, interna.storeId, [line()]);
    const short = await api.place(mentor, cartId, { method: 'wallet' }, 'short');
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual({ 'payment.method': [INSUFFICIENT] });
    expect(await balance(mentor)).toBe(1_000);
    expect((await api.get(cartId, mentor.auth)).body.cart.blocked).toBe(false);

    await fund(mentor, 1_000_000);
    const placed = await api.place(mentor, cartId, { method: 'wallet' }, 'whole');
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data;
    expect(order).toMatchObject({
      payment_method: 'wallet',
      payment_status: 'paid',
      wallet_applied_cents: order.total_cents,
    });
    expect(await balance(mentor)).toBe(1_001_000 - order.total_cents);
  });

  it('refuses the wallet to a shopper at placement', async () => {
    const shopper = await createUser(t.database.db);
    const { cartId } = await api.readyCart(shopper, interna.storeId, [line()]);
    const res = await api.place(shopper, cartId, { method: 'wallet' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'payment.method': [MENTORS_ONLY] });
  });

  it('refuses use_wallet at placement once the mentor role is gone', async () => {
    const mentor = await createMentor(t.database.db);
    await fund(mentor, 10_000);
    const { cartId } = await api.readyCart(mentor, interna.storeId, [line()]);
    await useWallet(mentor, cartId);
    await t.database.db
      .updateTable('users')
      .set({ is_mentor: 0 })
      .where('id', '=', mentor.id)
      .execute();
    const res = await api.place(mentor, cartId, { method: 'cash' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ use_wallet: [MENTORS_ONLY] });
  });

  // On SQLite these two race only across processes: races-across-processes.sqlite.test.ts.
  it('never goes below zero: of two orders racing for one balance, exactly one is paid', async () => {
    const mentor = await createMentor(t.database.db);
    const first = await api.readyCart(mentor, interna.storeId, [line()]);
    const second = await api.readyCart(mentor, polanco.storeId, [line(polanco)], {
      type: 'pickup',
    });
    const most = Math.max(first.extra.total_cents, second.extra.total_cents);
    const least = Math.min(first.extra.total_cents, second.extra.total_cents);
    // Enough for either order, never for both.
    await fund(mentor, most + least - 1);
    const results = await Promise.all([
      api.place(mentor, first.cartId, { method: 'wallet' }),
      api.place(mentor, second.cartId, { method: 'wallet' }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 422]);
    const refused = results.find((r) => r.status === 422);
    expect(refused?.body.errors).toEqual({ 'payment.method': [INSUFFICIENT] });
    const paid = results.find((r) => r.status === 201)?.body.data;
    expect(await balance(mentor)).toBe(most + least - 1 - (paid?.total_cents ?? 0));
  });

  it('splits one balance between racing orders paying partly in cash, never below zero', async () => {
    const mentor = await createMentor(t.database.db);
    await fund(mentor, 20_000);
    const first = await api.readyCart(mentor, interna.storeId, [line()]);
    const second = await api.readyCart(mentor, polanco.storeId, [line(polanco)], {
      type: 'pickup',
    });
    await useWallet(mentor, first.cartId);
    await useWallet(mentor, second.cartId);
    const results = await Promise.all([
      api.place(mentor, first.cartId, { method: 'cash' }),
      api.place(mentor, second.cartId, { method: 'cash' }),
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    const applied = results.map((r) => r.body.data.wallet_applied_cents).sort((a, b) => a - b);
    expect(applied).toEqual([0, 20_000]);
    expect(await balance(mentor)).toBe(0);
  });
});

describe('cancelling', () => {
  it('gives back exactly what the wallet paid, once', async () => {
    const mentor = await createMentor(t.database.db);
    await fund(mentor, 7_500);
    const { cartId } = await api.readyCart(mentor, interna.storeId, [line()]);
    await useWallet(mentor, cartId);
    const order = (await api.place(mentor, cartId, { method: 'cash' })).body.data;
    expect(await balance(mentor)).toBe(0);

    const cancelled = await api.advance(order.number, 'cancelled');
    expect(cancelled.statusCode).toBe(200);
    // Half paid in cash that was never collected: nothing else is refunded.
    expect(cancelled.json<OrderResponse>().data.payment_status).toBe('pending');
    expect((await api.advance(order.number, 'cancelled')).statusCode).toBe(409);
    expect(await balance(mentor)).toBe(7_500);
    expect(await entries(order.id)).toEqual([
      { user_id: mentor.id, kind: 'order_payment', amount_cents: -7_500 },
      { user_id: mentor.id, kind: 'order_refund', amount_cents: 7_500 },
    ]);
  });

  it('marks a whole-wallet order refunded', async () => {
    const mentor = await createMentor(t.database.db);
    await fund(mentor, 1_000_000);
    const { cartId } = await api.readyCart(mentor, interna.storeId, [line()]);
    const order = (await api.place(mentor, cartId, { method: 'wallet' })).body.data;
    const cancelled = await api.advance(order.number, 'cancelled');
    expect(cancelled.json<OrderResponse>().data.payment_status).toBe('refunded');
    expect(await balance(mentor)).toBe(1_000_000);
  });
});

function signedEvent(event: unknown) {
  const payload = JSON.stringify(event);
  const t0 = Math.floor(clock().getTime() / 1000);
  const signature = createHmac('sha256', WEBHOOK_SECRET)
    .update(`${String(t0)}.${payload}`)
    .digest('hex');
  return { payload, header: `t=${String(t0)},v1=${signature}` };
}

/** Stripe says the order's card payment was refunded (e.g. from its dashboard). */
async function refundAtStripe(orderId: number, eventId: string) {
  const charge = await t.database.db
    .selectFrom('payments')
    .select('reference')
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  const intent = stripe.intents.get(charge.reference ?? '');
  if (!intent) throw new Error('intent missing');
  intent.refunded = true;
  const { payload, header } = signedEvent({
    id: eventId,
    type: 'charge.refunded',
    data: { object: { object: 'charge', id: 'ch_1', payment_intent: intent.id } },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/shop/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
  expect(res.statusCode).toBe(200);
}

describe("a mentor's commission", () => {
  it("credits 5% of a client order's subtotal after discounts once, when delivered", async () => {
    const mentor = await createMentor(t.database.db);
    const { cartId } = await clientCart(mentor);
    const order = (await api.place(mentor, cartId, { method: 'cash' })).body.data;
    expect(await balance(mentor)).toBe(0);
    await deliver(order.number);
    const commission = Math.floor(((order.subtotal_cents - order.discount_cents) * 500) / 10_000);
    expect(commission).toBeGreaterThan(0);
    expect(await balance(mentor)).toBe(commission);
    // The status replayed: refused, and nothing credited again.
    expect((await api.advance(order.number, 'delivered')).statusCode).toBe(409);
    expect(await balance(mentor)).toBe(commission);
    expect(await entries(order.id)).toEqual([
      { user_id: mentor.id, kind: 'commission', amount_cents: commission },
    ]);
  });

  it("credits nothing for a shopper's, a mentor's own or a seller's client order", async () => {
    const shopper = await createUser(t.database.db);
    const mentor = await createMentor(t.database.db);
    const seller = await createSeller(t.database.db);
    const own = await api.readyCart(shopper, interna.storeId, [line()]);
    const mentorOwn = await api.readyCart(mentor, interna.storeId, [line()]);
    const sellerClient = await clientCart(seller);
    const orders = [
      (await api.place(shopper, own.cartId)).body.data,
      (await api.place(mentor, mentorOwn.cartId)).body.data,
      (await api.place(seller, sellerClient.cartId)).body.data,
    ];
    for (const order of orders) {
      await deliver(order.number);
      expect(await entries(order.id)).toEqual([]);
    }
    expect(await balance(mentor)).toBe(0);
  });

  it('takes the commission back once when the payment is later refunded', async () => {
    const mentor = await createMentor(t.database.db);
    const { cartId } = await clientCart(mentor);
    const placed = await api.place(mentor, cartId, { method: 'card', card_token: 'pm_card_visa' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data;
    await deliver(order.number);
    const commission = await balance(mentor);
    expect(commission).toBeGreaterThan(0);

    await refundAtStripe(order.id, `evt_refund_${order.id}`);
    // Another event about the same refund: handled, but nothing is taken twice.
    await refundAtStripe(order.id, `evt_refund_again_${order.id}`);
    expect(await balance(mentor)).toBe(0);
    expect(await entries(order.id)).toEqual([
      { user_id: mentor.id, kind: 'commission', amount_cents: commission },
      { user_id: mentor.id, kind: 'commission_reversal', amount_cents: -commission },
    ]);
  });
});

describe('GET /wallet/movements', () => {
  it('lists the mentor’s movements newest first, paged, with order numbers', async () => {
    const mentor = await createMentor(t.database.db);
    await fund(mentor, 5_000);
    clock.set(new Date(MONDAY_10AM.getTime() + 60_000));
    const { cartId } = await api.readyCart(mentor, interna.storeId, [line()]);
    await useWallet(mentor, cartId);
    const order = (await api.place(mentor, cartId, { method: 'cash' })).body.data;
    clock.set(new Date(MONDAY_10AM.getTime() + 120_000));
    await api.advance(order.number, 'cancelled');
    clock.set(MONDAY_10AM);

    const first = await movements(mentor, '?per_page=2');
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(
      first.body.data.map(({ kind, amount_cents, order_id, order_number }) => ({
        kind,
        amount_cents,
        order_id,
        order_number,
      })),
    ).toEqual([
      { kind: 'order_refund', amount_cents: 5_000, order_id: order.id, order_number: order.number },
      {
        kind: 'order_payment',
        amount_cents: -5_000,
        order_id: order.id,
        order_number: order.number,
      },
    ]);
    const second = await movements(mentor, '?per_page=2&page=2');
    expect(second.body.data).toMatchObject([
      { kind: 'adjustment', amount_cents: 5_000, order_id: null, order_number: null },
    ]);
    const bad = await movements(mentor, '?page=0');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalid_request');
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['page']);
  });

  it('is for mentors only, and asks to sign in first', async () => {
    for (const user of [await createUser(t.database.db), await createSeller(t.database.db)]) {
      const res = await movements(user);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        code: 'forbidden',
        message: 'Solo los mentores tienen monedero.',
      });
    }
    for (const query of ['', '?page=nada&per_page=-1']) {
      const res = await movements(null, query);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('unauthenticated');
    }
  });

  it('shows the demo mentor’s opening balance', async () => {
    const row = await t.database.db
      .selectFrom('wallet_entries as w')
      .innerJoin('users as u', 'u.id', 'w.user_id')
      .select(['w.kind', 'w.amount_cents'])
      .where('u.phone', '=', '+525510000003')
      .execute();
    expect(row).toEqual([{ kind: 'opening_balance', amount_cents: 50_000 }]);
  });
});
