import type { NotificationPage, OrderPage, OrderResponse } from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueChanges } from '../src/modules/catalogue/catalogue-changes';
import { createOrderEventsBroadcast } from '../src/modules/orders/order-events.broadcast';
import { placeOrder } from '../src/modules/orders/order-placement.service';
import { findOffers } from './cart-helpers';
import { type TestUser, addressFields, createCoupon, createUser } from './factories';
import { MONDAY_10AM, movableClock, orderClient, roomyOffer } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';

const clock = movableClock(MONDAY_10AM);
let t: TestApp;
let api: ReturnType<typeof orderClient>;
let interna: Awaited<ReturnType<typeof findOffers>>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  api = orderClient(t);
  interna = await findOffers(t, 'interna');
});
afterAll(() => t.close());

const newUser = () => createUser(t.database.db, {}, MONDAY_10AM);

/** Ten units of a roomy offer: above every interna minimum. */
function bigLine() {
  const offer = roomyOffer(interna);
  return { offer, line: { id: offer.id, qty: 10 } };
}

async function setStock(offerId: number, stock: number) {
  await t.database.db.updateTable('inventories').set({ stock }).where('id', '=', offerId).execute();
}

async function countOrders(userId: number) {
  const row = await t.database.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /client-orders (cash)', () => {
  it('places the order from the cart: snapshots, stock taken, cart consumed, shopper told', async () => {
    const user = await newUser();
    const { offer, line } = bigLine();
    const before = await api.stockOf(offer.id);
    const { cartId, slot, extra } = await api.readyCart(user, interna.storeId, [line]);

    const res = await api.place(user, cartId);
    expect(res.status).toBe(201);
    const order = res.body.data;
    expect(order).toMatchObject({
      number: String(100000 + order.id),
      status: 'pending',
      payment_status: 'pending',
      payment_method: 'cash',
      card: null,
      store: { id: interna.storeId, slug: 'interna' },
      items: [
        {
          purchaseable_id: offer.id,
          name: offer.name,
          qty: 10,
          unit_price_cents: offer.price_cents,
          line_total_cents: offer.price_cents * 10,
        },
      ],
      subtotal_cents: extra.subtotal_cents,
      delivery_fee_cents: 3500,
      total_cents: extra.subtotal_cents + 3500,
      currency: 'MXN',
      delivery_type: 'delivery',
      delivery_date: slot.date,
      delivery_slot: { id: slot.id, start: slot.start, end: slot.end },
      address: { ...addressFields(), id: expect.any(Number) as number },
      placed_by: { id: user.id, name: 'Cliente de prueba' },
      status_history: [{ status: 'pending', at: MONDAY_10AM.toISOString() }],
    });
    expect(await api.stockOf(offer.id)).toBe(before - 10);
    expect((await api.get(cartId, user.auth)).status).toBe(404);

    const list = await api.call<OrderPage>('GET', '/client-orders', undefined, user.auth);
    expect(list.body.data.map((o) => o.id)).toEqual([order.id]);
    expect(
      (await api.call<OrderResponse>('GET', `/client-orders/${order.id}`, undefined, user.auth))
        .body.data,
    ).toEqual(order);

    const notes = await api.call<NotificationPage>('GET', '/notifications', undefined, user.auth);
    expect(notes.body.unread_count).toBe(1);
    expect(notes.body.data[0]).toMatchObject({
      title: `Recibimos tu pedido ${order.number}`,
      order_id: order.id,
      read: false,
    });
  });

  it('pickup needs no address and no minimum, and charges no delivery', async () => {
    const user = await newUser();
    const cheap = interna.plenty();
    const { cartId } = await api.readyCart(user, interna.storeId, [{ id: cheap.id, qty: 1 }], {
      type: 'pickup',
    });
    const res = await api.place(user, cartId);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      delivery_type: 'pickup',
      address: null,
      delivery_fee_cents: 0,
    });
  });

  it('answers the same order to the same key, and to the same cart, taking stock once', async () => {
    const user = await newUser();
    const { offer, line } = bigLine();
    const { cartId } = await api.readyCart(user, interna.storeId, [line]);
    const before = await api.stockOf(offer.id);
    const first = await api.place(user, cartId, { method: 'cash' }, 'pedido-1');
    const again = await api.place(user, cartId, { method: 'cash' }, 'pedido-1');
    const otherKey = await api.place(user, cartId, { method: 'cash' }, 'pedido-2');
    expect([first.status, again.status, otherKey.status]).toEqual([201, 200, 200]);
    expect(again.body.data).toEqual(first.body.data);
    expect(otherKey.body.data.id).toBe(first.body.data.id);
    expect(await api.stockOf(offer.id)).toBe(before - 10);
    expect(await countOrders(user.id)).toBe(1);
  });

  // On SQLite these two race only across processes: races-across-processes.sqlite.test.ts.
  it('creates one order when duplicate submits race', async () => {
    const user = await newUser();
    const { offer, line } = bigLine();
    const { cartId } = await api.readyCart(user, interna.storeId, [line]);
    const before = await api.stockOf(offer.id);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => api.place(user, cartId, { method: 'cash' }, 'doble-toque')),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    expect(await api.stockOf(offer.id)).toBe(before - 10);
    expect(await countOrders(user.id)).toBe(1);
  });

  it('never sells more than the stock when more buyers than units order at once', async () => {
    const offer = roomyOffer(interna);
    await setStock(offer.id, 3);
    const buyers: { user: TestUser; cartId: string }[] = [];
    for (let i = 0; i < 7; i += 1) {
      const user = await newUser();
      // One unit each plus a filler line so every cart passes the minimum.
      const filler = interna.all.find(
        (o) =>
          o.id !== offer.id &&
          o.stock >= 100 &&
          o.max_per_order >= 10 &&
          o.price_cents * 10 >= 30000,
      );
      if (!filler) throw new Error('no filler offer');
      const { cartId } = await api.readyCart(user, interna.storeId, [
        { id: offer.id, qty: 1 },
        { id: filler.id, qty: 10 },
      ]);
      buyers.push({ user, cartId });
    }
    const results = await Promise.all(buyers.map((b) => api.place(b.user, b.cartId)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    expect(await api.stockOf(offer.id)).toBe(0);
    const refused = results.find((r) => r.status === 409);
    expect(refused?.body.message).toBe(
      `Ya no hay suficiente ${offer.name}. Ajusta tu carrito para continuar.`,
    );
    await setStock(offer.id, 500);
  });

  it('places concurrent orders sharing offers in different line orders without deadlocks', async () => {
    const offers = interna.all
      .filter((o) => o.stock >= 100 && o.max_per_order >= 10 && o.price_cents >= 2000)
      .slice(0, 3);
    expect(offers).toHaveLength(3);
    const orders = [
      [0, 1, 2],
      [2, 1, 0],
      [1, 2, 0],
      [2, 0, 1],
      [0, 2, 1],
      [1, 0, 2],
    ];
    const buyers = [];
    for (const [index, order] of [...orders, ...orders].entries()) {
      const user = await newUser();
      const lines = order.map((i) => ({ id: offers[i]?.id ?? 0, qty: 3 }));
      // Different slots, so the slot's lock doesn't line the orders up one behind another.
      const cart = await api.readyCart(user, interna.storeId, lines, { slotIndex: index });
      buyers.push({ user, ...cart });
    }
    const results = await Promise.all(buyers.map((b) => api.place(b.user, b.cartId)));
    expect(results.map((r) => r.status)).toEqual(buyers.map(() => 201));
  });

  it('keeps its snapshot when the address, prices and names change later', async () => {
    const user = await newUser();
    const { offer, line } = bigLine();
    const { cartId } = await api.readyCart(user, interna.storeId, [line]);
    const order = (await api.place(user, cartId)).body.data;
    const addressId = order.address?.id ?? 0;
    await api.call(
      'PUT',
      `/addresses/${addressId}`,
      { street: 'Otra calle', lat: 19.37, lng: -99.15 },
      user.auth,
    );
    await t.database.db
      .updateTable('inventories')
      .set({ price_cents: offer.price_cents * 3 })
      .where('id', '=', offer.id)
      .execute();
    const again = await api.call<OrderResponse>(
      'GET',
      `/client-orders/${order.id}`,
      undefined,
      user.auth,
    );
    await t.database.db
      .updateTable('inventories')
      .set({ price_cents: offer.price_cents })
      .where('id', '=', offer.id)
      .execute();
    expect(again.body.data).toEqual(order);
  });

  it('answers the order exactly as it is then read back, in cash and by card', async () => {
    const user = await newUser();
    for (const payment of [
      { method: 'cash' },
      { method: 'card', card_token: await api.cardToken('4242 4242 4242 4242') },
    ]) {
      const { cartId } = await api.readyCart(user, interna.storeId, [bigLine().line]);
      const placed = await api.place(user, cartId, payment);
      expect(placed.status).toBe(201);
      const read = await api.call<OrderResponse>(
        'GET',
        `/client-orders/${placed.body.data.id}`,
        undefined,
        user.auth,
      );
      expect(read.body.data).toEqual(placed.body.data);
    }
  });

  it('hides an order from everyone but its customer', async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const { line } = bigLine();
    const { cartId } = await api.readyCart(owner, interna.storeId, [line]);
    const order = (await api.place(owner, cartId)).body.data;
    const peek = await api.call('GET', `/client-orders/${order.id}`, undefined, stranger.auth);
    expect(peek.status).toBe(404);
    expect(peek.body.code).toBe('order_not_found');
    expect(
      (await api.call<OrderPage>('GET', '/client-orders', undefined, stranger.auth)).body.data,
    ).toEqual([]);
    expect((await api.call('GET', '/client-orders')).status).toBe(401);
    // Someone else's cart can't be ordered either.
    const { cartId: ownersCart } = await api.readyCart(owner, interna.storeId, [line]);
    expect((await api.place(stranger, ownersCart)).status).toBe(404);
  });

  it('answers a cart that another user already ordered exactly like a missing cart, at once', async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const { cartId } = await api.readyCart(owner, interna.storeId, [bigLine().line]);
    expect((await api.place(owner, cartId)).status).toBe(201);

    const started = performance.now();
    const probe = await api.place(stranger, cartId);
    const elapsed = performance.now() - started;
    const missing = await api.place(stranger, '00000000-0000-4000-8000-000000000000');
    expect(probe.status).toBe(404);
    expect(probe.body).toEqual(missing.body);
    // The duplicate wait (10 s) is for the caller's own second submit, never for a stranger.
    expect(elapsed).toBeLessThan(1000);
    expect(await countOrders(stranger.id)).toBe(0);
  });
});

describe('order refusals (each changes nothing)', () => {
  async function refused(
    user: TestUser,
    cartId: string,
    status: number,
    payment: Record<string, unknown> = { method: 'cash' },
  ) {
    const res = await api.place(user, cartId, payment);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(await countOrders(user.id)).toBe(0);
    // The cart is released: the shopper can fix it and try again.
    const cart = await api.get(cartId, user.auth);
    expect(cart.body.cart.blocked).toBe(false);
    return res.body;
  }

  it('needs an Idempotency-Key', async () => {
    const user = await newUser();
    const { cartId } = await api.readyCart(user, interna.storeId, [bigLine().line]);
    const res = await api.place(user, cartId, { method: 'cash' }, null);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Idempotency-Key/);
  });

  it('refuses an empty cart, a missing delivery type, slot or address', async () => {
    const user = await newUser();
    const { cartId } = await api.readyCart(user, interna.storeId, [bigLine().line]);
    await api.call('PUT', `/checkout/${cartId}`, { address_id: null }, user.auth);
    expect((await refused(user, cartId, 422)).errors).toEqual({
      address_id: ['Elige la dirección de entrega.'],
    });

    await api.call(
      'PUT',
      `/checkout/${cartId}`,
      { delivery_date: null, delivery_slot_id: null },
      user.auth,
    );
    expect((await refused(user, cartId, 422)).errors).toEqual({
      delivery_slot_id: ['Elige el horario de entrega.'],
    });

    await api.call('PUT', `/checkout/${cartId}`, { delivery_type: null }, user.auth);
    expect(Object.keys((await refused(user, cartId, 422)).errors ?? {})).toEqual(['delivery_type']);

    const { cart: empty } = await api.create(interna.storeId, user.auth, user.id);
    const emptyRes = await refused(user, empty.id === cartId ? cartId : empty.id, 422);
    expect(emptyRes.errors ?? {}).toHaveProperty(empty.id === cartId ? 'delivery_type' : 'cart');
  });

  it('refuses when the stock is gone, naming the product, with the stock untouched', async () => {
    const user = await newUser();
    const { offer, line } = bigLine();
    const { cartId } = await api.readyCart(user, interna.storeId, [line]);
    await setStock(offer.id, 4);
    const body = await refused(user, cartId, 409);
    expect(body).toMatchObject({
      code: 'conflict',
      items: [{ purchaseable_id: offer.id, available: 4 }],
    });
    expect(await api.stockOf(offer.id)).toBe(4);
    await setStock(offer.id, 500);
  });

  it('refuses an address the store no longer covers', async () => {
    const user = await newUser();
    const { cartId } = await api.readyCart(user, interna.storeId, [bigLine().line]);
    const cart = await api.get(cartId, user.auth);
    await t.database.db
      .updateTable('addresses')
      .set({ lat: 20.6736, lng: -103.344 })
      .where('id', '=', cart.body.cart.address_id ?? 0)
      .execute();
    expect((await refused(user, cartId, 422)).errors).toEqual({
      address_id: [
        'Canasta Roma Sur aún no entrega en esa dirección. Elige otra o recoge en la tienda.',
      ],
    });
  });

  it('refuses an order below the zone minimum, saying how much is missing', async () => {
    const user = await newUser();
    const cheap = interna.all.find((o) => o.price_cents < 5000 && o.stock > 5);
    if (!cheap) throw new Error('no cheap offer');
    const { cartId } = await api.readyCart(user, interna.storeId, [{ id: cheap.id, qty: 1 }]);
    const body = await refused(user, cartId, 422);
    expect(body.errors?.cart?.[0]).toMatch(
      /^El pedido mínimo para tu zona es de \$150\.00; te faltan \$/,
    );
  });

  it('refuses a coupon that expired after it was applied', async () => {
    const user = await newUser();
    const coupon = await createCoupon(t.database.db);
    const { cartId } = await api.readyCart(user, interna.storeId, [bigLine().line]);
    expect(
      (await api.call('POST', `/checkout/${cartId}/discount`, { coupon: coupon.code }, user.auth))
        .status,
    ).toBe(200);
    await t.database.db
      .updateTable('coupons')
      .set({ ends_at: '2026-11-23T15:00:00.000Z' })
      .where('id', '=', coupon.id)
      .execute();
    const body = await refused(user, cartId, 422);
    expect(body.errors?.coupon?.[0]).toMatch(/venció/);
  });

  it('refuses a full slot, and the slot shows as unavailable', async () => {
    const user = await newUser();
    const { cartId, slot } = await api.readyCart(user, interna.storeId, [bigLine().line]);
    const other = await newUser();
    const { cartId: otherCart } = await api.readyCart(other, interna.storeId, [bigLine().line]);
    // Room for exactly one more order in this slot (earlier tests booked some of it).
    const booked = 60 - slot.remaining;
    await t.database.db
      .updateTable('delivery_windows')
      .set({ capacity: booked + 1 })
      .where('id', '=', slot.id)
      .execute();
    try {
      expect((await api.place(other, otherCart)).status).toBe(201);
      const body = await refused(user, cartId, 422);
      expect(body.errors).toEqual({ delivery_slot_id: ['Ese horario ya se llenó. Elige otro.'] });
      const day = (await api.slots(interna.storeId)).find((d) => d.date === slot.date);
      expect(day?.slots.find((s) => s.id === slot.id)).toMatchObject({
        available: false,
        remaining: 0,
      });
    } finally {
      await t.database.db
        .updateTable('delivery_windows')
        .set({ capacity: 60 })
        .where('id', '=', slot.id)
        .execute();
    }
  });

  it('answers 409 to a second order attempt while the cart is blocked by another', async () => {
    const user = await newUser();
    const { cartId } = await api.readyCart(user, interna.storeId, [bigLine().line]);
    await t.database.db
      .updateTable('carts')
      .set({ blocked: 1, updated_at: MONDAY_10AM.toISOString() })
      .where('id', '=', cartId)
      .execute();
    const change = await api.add(cartId, interna.plenty().id, 1, user.auth);
    expect(change.status).toBe(409);
    expect(change.body.code).toBe('cart_blocked');
    await expect(
      placeOrder(
        {
          db: t.database.db,
          clock,
          cardProvider: null,
          log: t.app.log,
          catalogueChanges: createCatalogueChanges(null, undefined, t.app.log),
          orderEvents: createOrderEventsBroadcast(undefined, t.app.log),
          duplicateWaitMs: 100,
        },
        { id: user.id, sessionId: 0, name: 'Cliente de prueba', isMentor: false, isSeller: false },
        'otra-clave',
        { cart_id: cartId, payment: { method: 'cash' } },
      ),
    ).rejects.toMatchObject({ code: 'cart_blocked', status: 409 });
    expect(await countOrders(user.id)).toBe(0);
  });
});

describe('card payments (sandbox)', () => {
  it('charges an approved card once and records brand and last four only', async () => {
    const user = await newUser();
    const { cartId } = await api.readyCart(user, interna.storeId, [bigLine().line]);
    const token = await api.cardToken('4242 4242 4242 4242');
    const res = await api.place(user, cartId, { method: 'card', card_token: token });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      payment_method: 'card',
      payment_status: 'paid',
      card: { brand: 'visa', last4: '4242' },
    });
    const tokens = await t.database.db.selectFrom('sandbox_card_tokens').selectAll().execute();
    expect(JSON.stringify(tokens)).not.toContain('4242424242424242');
  });

  it('a declined card answers 402 in Spanish, takes no stock, and the cart can be paid in cash', async () => {
    const user = await newUser();
    const { offer, line } = bigLine();
    const { cartId } = await api.readyCart(user, interna.storeId, [line]);
    const before = await api.stockOf(offer.id);
    for (const [number, message] of [
      ['4000 0000 0000 0002', 'Tu banco rechazó la tarjeta. Intenta con otra o paga en efectivo.'],
      [
        '4000 0000 0000 9995',
        'La tarjeta no tiene fondos suficientes. Intenta con otra o paga en efectivo.',
      ],
    ] as const) {
      const token = await api.cardToken(number);
      const res = await api.place(
        user,
        cartId,
        { method: 'card', card_token: token },
        `card-${number.replaceAll(' ', '')}`,
      );
      expect(res.status).toBe(402);
      expect(res.body).toEqual({ message, code: 'payment_declined' });
      expect(await api.stockOf(offer.id)).toBe(before);
      expect(await countOrders(user.id)).toBe(0);
    }
    const cash = await api.place(user, cartId, { method: 'cash' }, 'cash-after-decline');
    expect(cash.status).toBe(201);
    expect(await api.stockOf(offer.id)).toBe(before - 10);
  });

  it('checks cards before tokenizing: Luhn, expiry, test cards only', async () => {
    const base = { exp_month: 12, exp_year: 2030, cvc: '123', holder_name: 'Lucía Hernández' };
    const bad = await api.call('POST', '/payments/sandbox/tokens', {
      ...base,
      number: '4242 4242 4242 4241',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      number: ['El número de la tarjeta no es válido. Revísalo.'],
    });
    const expired = await api.call('POST', '/payments/sandbox/tokens', {
      ...base,
      number: '4242424242424242',
      exp_year: 2025,
    });
    expect(expired.body.errors).toEqual({ exp_month: ['La tarjeta está vencida.'] });
    const real = await api.call('POST', '/payments/sandbox/tokens', {
      ...base,
      number: '5555 5555 5555 4444',
    });
    expect(Object.keys(real.body.errors ?? {})).toEqual(['number']);
    const config = await api.call('GET', '/payments/config');
    expect(config.body).toEqual({
      data: { card_provider: 'sandbox', publishable_key: null, test_mode: true },
    });
  });
});

describe('order lifecycle (operators) and notifications', () => {
  async function placedOrder(
    user: TestUser,
    options: { type?: 'delivery' | 'pickup'; card?: boolean } = {},
  ) {
    const { offer, line } = bigLine();
    const { cartId } = await api.readyCart(user, interna.storeId, [line], { type: options.type });
    const payment = options.card
      ? { method: 'card', card_token: await api.cardToken('4242424242424242') }
      : { method: 'cash' };
    const res = await api.place(user, cartId, payment);
    expect(res.status).toBe(201);
    return { order: res.body.data, offer };
  }

  it('needs the operator token', async () => {
    const user = await newUser();
    const { order } = await placedOrder(user);
    expect((await api.advance(order.number, 'confirmed', 'wrong')).statusCode).toBe(401);
    expect((await api.advance(order.number, 'confirmed', user.token)).statusCode).toBe(401);
  });

  it('moves a delivery along its lifecycle, writing history and notifying the customer', async () => {
    const user = await newUser();
    const { order } = await placedOrder(user);
    for (const status of ['confirmed', 'preparing', 'on_the_way', 'delivered']) {
      const res = await api.advance(order.number, status);
      expect(res.statusCode, res.body).toBe(200);
    }
    const done = (
      await api.call<OrderResponse>('GET', `/client-orders/${order.id}`, undefined, user.auth)
    ).body.data;
    expect(done.status_history.map((h) => h.status)).toEqual([
      'pending',
      'confirmed',
      'preparing',
      'on_the_way',
      'delivered',
    ]);
    expect(done.payment_status).toBe('paid');
    const notes = await api.call<NotificationPage>('GET', '/notifications', undefined, user.auth);
    expect(notes.body.unread_count).toBe(5);
    expect(notes.body.data[0]?.title).toBe(`Pedido ${order.number}: Entregado`);
  });

  it.each([
    ['pending', 'delivered'],
    ['pending', 'preparing'],
    ['pending', 'on_the_way'],
  ])('refuses %s → %s', async (_from, to) => {
    const user = await newUser();
    const { order } = await placedOrder(user);
    const res = await api.advance(order.number, to);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict' });
  });

  it('refuses moves the delivery type forbids and any move after the end', async () => {
    const user = await newUser();
    const { order: pickup } = await placedOrder(user, { type: 'pickup' });
    await api.advance(pickup.number, 'confirmed');
    await api.advance(pickup.number, 'preparing');
    expect((await api.advance(pickup.number, 'on_the_way')).statusCode).toBe(409);
    expect((await api.advance(pickup.number, 'ready_for_pickup')).statusCode).toBe(200);
    expect((await api.advance(pickup.number, 'delivered')).statusCode).toBe(200);
    expect((await api.advance(pickup.number, 'cancelled')).statusCode).toBe(409);
    expect((await api.advance('999999999', 'confirmed')).statusCode).toBe(404);
    expect((await api.advance(pickup.number, 'enviado')).statusCode).toBe(422);
  });

  it('cancelling returns the stock and refunds a paid card', async () => {
    const user = await newUser();
    const { order, offer } = await placedOrder(user, { card: true });
    const before = await api.stockOf(offer.id);
    await api.advance(order.number, 'confirmed');
    const res = await api.advance(order.number, 'cancelled');
    expect(res.statusCode).toBe(200);
    expect(res.json<OrderResponse>().data).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
    });
    expect(await api.stockOf(offer.id)).toBe(before + 10);
    const refunds = await t.database.db
      .selectFrom('payments')
      .select(['kind', 'status', 'amount_cents'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(refunds).toEqual([
      { kind: 'charge', status: 'refunded', amount_cents: order.total_cents },
      { kind: 'refund', status: 'refunded', amount_cents: order.total_cents },
    ]);
  });

  it('lets each user read and mark only their own notifications', async () => {
    const user = await newUser();
    const stranger = await newUser();
    const { order } = await placedOrder(user);
    await api.advance(order.number, 'confirmed');
    const page = (await api.call<NotificationPage>('GET', '/notifications', undefined, user.auth))
      .body;
    expect(page.unread_count).toBe(2);
    const [latest] = page.data;
    expect(
      (await api.call('POST', `/notifications/${latest?.id ?? 0}/read`, undefined, stranger.auth))
        .status,
    ).toBe(404);
    const one = await api.call<{ unread_count: number }>(
      'POST',
      `/notifications/${latest?.id ?? 0}/read`,
      undefined,
      user.auth,
    );
    expect(one.body.unread_count).toBe(1);
    const all = await api.call<{ unread_count: number }>(
      'POST',
      '/notifications/read-all',
      undefined,
      user.auth,
    );
    expect(all.body.unread_count).toBe(0);
    const after = (await api.call<NotificationPage>('GET', '/notifications', undefined, user.auth))
      .body;
    expect(after.data.every((n) => n.read)).toBe(true);
    expect(
      (await api.call<NotificationPage>('GET', '/notifications', undefined, stranger.auth)).body
        .data,
    ).toEqual([]);
  });
});
