import type { AdminOrderPage, AdminOrderResponse, OrderResponse } from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOffers } from './cart-helpers';
import { type TestUser, createMentor, createOperator, createUser } from './factories';
import { MONDAY_10AM, movableClock, orderClient } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';

/**
 * "¿Con cuánto pagas?" (decision 052): a cash order may carry the bill it is paid with; it is
 * checked against the cash due once the wallet's part is final (never less, never $1,000 or more
 * of change), kept on the order, and shown to the store as the change to bring. Bad input is a
 * Spanish 422 on `payment.cash_tendered_cents` that places nothing.
 */
const clock = movableClock(MONDAY_10AM);
let t: TestApp;
let api: ReturnType<typeof orderClient>;
let interna: Awaited<ReturnType<typeof findOffers>>;
let operator: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  api = orderClient(t);
  interna = await findOffers(t, 'interna');
  const db = t.database.db;
  await db.updateTable('inventories').set({ stock: 100_000, max_per_order: 50 }).execute();
  await db.updateTable('delivery_windows').set({ capacity: 100_000 }).execute();
  operator = await createOperator(db, 'interna', 'owner', 'Rosa Operadora');
});
afterAll(() => t.close());

function line() {
  const offer = interna.all.find((o) => o.price_cents * 10 >= 30000 && o.price_cents * 10 < 90000);
  if (!offer) throw new Error('no demo offer for ten units between $300 and $900');
  return { id: offer.id, qty: 10 };
}

async function ready(user: TestUser, { wallet = false } = {}) {
  const cart = await api.readyCart(user, interna.storeId, [line()]);
  if (!wallet) return cart;
  const used = await api.call('PUT', `/checkout/${cart.cartId}`, { use_wallet: true }, user.auth);
  expect(used.status, JSON.stringify(used.body)).toBe(200);
  return { ...cart, extra: (used.body as { extra: typeof cart.extra }).extra };
}

/** A tender in whole hundreds of pesos above `cents` (plus `over`). */
const nextHundred = (cents: number, over = 0) => Math.ceil(cents / 10_000) * 10_000 + over;

async function board(number: string) {
  const res = await t.app.inject({
    url: `/api/admin/stores/interna/orders?q=${number}`,
    headers: operator.auth,
  });
  return res.json<AdminOrderPage>().data.find((o) => o.number === number);
}

async function detail(number: string) {
  const res = await t.app.inject({
    url: `/api/admin/stores/interna/orders/${number}`,
    headers: operator.auth,
  });
  return res.json<AdminOrderResponse>().data;
}

async function stockAndCart(cartId: string, user: TestUser) {
  return {
    stock: await api.stockOf(line().id),
    cart: (await api.get(cartId, user.auth)).status,
    orders: Number(
      (
        await t.database.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  };
}

describe('payment.cash_tendered_cents', () => {
  it('keeps the bill on the order and shows the store the change to bring', async () => {
    const user = await createUser(t.database.db, {}, MONDAY_10AM);
    const { cartId, extra } = await ready(user);
    const tendered = nextHundred(extra.total_cents, 50_000);

    const res = await api.place(user, cartId, { method: 'cash', cash_tendered_cents: tendered });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.cash_tendered_cents).toBe(tendered);
    const read = await api.call<OrderResponse>(
      'GET',
      `/client-orders/${res.body.data.id}`,
      undefined,
      user.auth,
    );
    expect(read.body.data.cash_tendered_cents).toBe(tendered);

    const change = tendered - extra.total_cents;
    expect((await board(res.body.data.number))?.cash_change_cents).toBe(change);
    const full = await detail(res.body.data.number);
    expect(full.cash_change_cents).toBe(change);
    expect(full.payment).toMatchObject({
      collect_cents: extra.total_cents,
      cash_tendered_cents: tendered,
    });

    // Once handed over and paid, there is no change left to bring.
    for (const status of ['confirmed', 'preparing', 'on_the_way', 'delivered']) {
      expect((await api.advance(res.body.data.number, status)).statusCode).toBe(200);
    }
    expect((await board(res.body.data.number))?.cash_change_cents).toBeNull();
    expect((await detail(res.body.data.number)).payment.cash_tendered_cents).toBe(tendered);
  });

  it('takes the exact amount (no change), and no bill at all', async () => {
    const user = await createUser(t.database.db, {}, MONDAY_10AM);
    const exact = await ready(user);
    const paid = await api.place(user, exact.cartId, {
      method: 'cash',
      cash_tendered_cents: exact.extra.total_cents,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect((await board(paid.body.data.number))?.cash_change_cents).toBe(0);

    const none = await ready(user);
    const unsaid = await api.place(user, none.cartId);
    expect(unsaid.status).toBe(201);
    expect(unsaid.body.data.cash_tendered_cents).toBeNull();
    expect((await board(unsaid.body.data.number))?.cash_change_cents).toBeNull();
    expect((await detail(unsaid.body.data.number)).payment.cash_tendered_cents).toBeNull();
  });

  it('refuses a bill that does not cover the cash due, or leaves $1,000 or more of change', async () => {
    const user = await createUser(t.database.db, {}, MONDAY_10AM);
    const { cartId, extra } = await ready(user);
    const before = await stockAndCart(cartId, user);
    const due = extra.total_cents;

    const short = await api.place(user, cartId, { method: 'cash', cash_tendered_cents: due - 1 });
    expect(short.status).toBe(422);
    const shortMessage = `Con ${money(due - 1)} no alcanza: en efectivo pagas ${money(due)}.`;
    expect(short.body).toEqual({
      code: 'validation_failed',
      message: shortMessage,
      errors: { 'payment.cash_tendered_cents': [shortMessage] },
    });

    const huge = await api.place(
      user,
      cartId,
      { method: 'cash', cash_tendered_cents: due + 100_000 },
      `other-key-${cartId}`,
    );
    expect(huge.status).toBe(422);
    expect(huge.body.errors?.['payment.cash_tendered_cents']).toEqual([
      `Con ${money(due + 100_000)} tu cambio sería de $1,000.00; llevamos cambio de hasta $999.99. Indica una cantidad menor.`,
    ]);
    expect(await stockAndCart(cartId, user)).toEqual(before);

    // Just under the limit is fine: the cart was left as it was, so it still orders.
    const fine = await api.place(
      user,
      cartId,
      { method: 'cash', cash_tendered_cents: due + 99_999 },
      `third-key-${cartId}`,
    );
    expect(fine.status, JSON.stringify(fine.body)).toBe(201);
  });

  it('refuses amounts that are not whole positive cents, or too large, in Spanish', async () => {
    const user = await createUser(t.database.db, {}, MONDAY_10AM);
    const { cartId } = await ready(user);
    const before = await stockAndCart(cartId, user);
    const invalid = 'Indica con cuánto pagas como una cantidad en pesos, sin letras.';
    for (const [value, message] of [
      [500.5, invalid],
      [0, invalid],
      [-100, invalid],
      ['50000', invalid],
      [null, invalid],
      [10_000_001, 'Indica una cantidad de hasta $100,000.00.'],
    ] as const) {
      const res = await api.place(
        user,
        cartId,
        { method: 'cash', cash_tendered_cents: value },
        `bad-${String(value)}-${cartId}`,
      );
      expect(res.status, String(value)).toBe(422);
      expect(res.body.errors?.['payment.cash_tendered_cents'], String(value)).toEqual([message]);
    }
    expect(await stockAndCart(cartId, user)).toEqual(before);
  });

  it('refuses a bill with a card', async () => {
    const user = await createUser(t.database.db, {}, MONDAY_10AM);
    const { cartId } = await ready(user);
    const token = await api.cardToken('4242424242424242');
    const res = await api.place(user, cartId, {
      method: 'card',
      card_token: token,
      cash_tendered_cents: 50_000,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors?.['payment.cash_tendered_cents']).toEqual([
      'Solo indica con cuánto pagas cuando pagas en efectivo.',
    ]);
  });

  it("checks a mentor's bill against the cash left after the wallet's part", async () => {
    const mentor = await createMentor(t.database.db, 'Mentora Efectivo');
    await t.database.db
      .insertInto('wallet_entries')
      .values({
        user_id: mentor.id,
        amount_cents: 10_000,
        kind: 'adjustment',
        reason: 'saldo de prueba',
        created_at: MONDAY_10AM.toISOString(),
      })
      .execute();
    const { cartId, extra } = await ready(mentor, { wallet: true });
    expect(extra.wallet_applied_cents).toBe(10_000);
    const due = extra.total_cents - 10_000;
    // Enough for the rest, not for the whole total.
    const tendered = nextHundred(due);
    expect(tendered).toBeLessThan(extra.total_cents);

    const res = await api.place(mentor, cartId, { method: 'cash', cash_tendered_cents: tendered });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      wallet_applied_cents: 10_000,
      cash_tendered_cents: tendered,
    });
    const full = await detail(res.body.data.number);
    expect(full.payment.collect_cents).toBe(due);
    expect(full.cash_change_cents).toBe(tendered - due);
  });

  it('keeps no bill when the wallet paid it all', async () => {
    const mentor = await createMentor(t.database.db, 'Mentora Todo Monedero');
    await t.database.db
      .insertInto('wallet_entries')
      .values({
        user_id: mentor.id,
        amount_cents: 500_000,
        kind: 'adjustment',
        reason: 'saldo de prueba',
        created_at: MONDAY_10AM.toISOString(),
      })
      .execute();
    const { cartId } = await ready(mentor, { wallet: true });
    const res = await api.place(mentor, cartId, { method: 'cash', cash_tendered_cents: 50_000 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ payment_status: 'paid', cash_tendered_cents: null });
  });
});

function money(cents: number) {
  return new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(cents / 100);
}
