import type {
  AdminOrder,
  AdminOrderPage,
  AdminOrderResponse,
  AuditPage,
  ClientResponse,
  NotificationPage,
  Order,
} from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../src/scripts/ops';
import { findOffers } from './cart-helpers';
import {
  SYSTEM_OPERATOR,
  type TestUser,
  addressFields,
  clientFields,
  createMentor,
  createOperator,
  createSeller,
  createUser,
} from './factories';
import { startFakeStripe } from './fake-stripe';
import { MONDAY_10AM, movableClock, orderClient } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';

/**
 * The orders board of the operator console (issue 23): the list (day, status, search, pages),
 * one order, and moving it — every move through the one way orders move, with its history row
 * naming the actor, exactly one audit entry, and what cancelling gives back. Cards go through
 * the fake Stripe so holds, captures, voids and refunds can be read back.
 */
const SECRET_KEY = 'sk_test_canasta_admin_orders';
const clock = movableClock(MONDAY_10AM);
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let t: TestApp;
let api: ReturnType<typeof orderClient>;
let interna: Awaited<ReturnType<typeof findOffers>>;
let polanco: Awaited<ReturnType<typeof findOffers>>;
let owner: TestUser;
let staff: TestUser;
let otherOwner: TestUser;

beforeAll(async () => {
  stripe = await startFakeStripe(SECRET_KEY);
  t = await createTestApp({
    clock,
    env: {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_canasta_admin_orders',
      STRIPE_WEBHOOK_SECRET: 'whsec_canasta_admin_orders',
      STRIPE_API_URL: stripe.url,
    },
  });
  api = orderClient(t);
  interna = await findOffers(t, 'interna');
  polanco = await findOffers(t, 'polanco');
  const db = t.database.db;
  // Every order here takes ten units, and many share a slot.
  await db.updateTable('inventories').set({ stock: 100_000, max_per_order: 50 }).execute();
  await db.updateTable('delivery_windows').set({ capacity: 100_000 }).execute();
  owner = await createOperator(db, 'interna', 'owner', 'Rosa Operadora');
  staff = await createOperator(db, 'interna', 'staff', 'Jorge Surtidor');
  otherOwner = await createOperator(db, 'polanco', 'owner', 'Dueño de Polanco');
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const admin = (path: string, slug = 'interna') => `/api/admin/stores/${slug}${path}`;

function call<T>(method: 'GET' | 'POST', url: string, who: TestUser | null, payload?: object) {
  return t.app
    .inject({
      method,
      url,
      headers: who ? who.auth : SYSTEM_OPERATOR,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    })
    .then((res) => ({ status: res.statusCode, body: res.json<T>(), headers: res.headers }));
}

const move = (number: string, body: object, who: TestUser | null = owner) =>
  call<AdminOrderResponse>('POST', admin(`/orders/${number}/status`), who, body);

const board = (query: string, who: TestUser = owner) =>
  call<AdminOrderPage>('GET', admin(`/orders?${query}`), who);

function line(offers = interna) {
  const offer = offers.all.find((o) => o.price_cents * 10 >= 30000);
  if (!offer) throw new Error('no demo offer for ten units above the minimum');
  return { id: offer.id, qty: 10 };
}

/** An order placed through the shop, as a shopper would (cash unless told otherwise). */
async function placed(
  user: TestUser,
  options: {
    type?: 'delivery' | 'pickup';
    offers?: typeof interna;
    payment?: Record<string, unknown>;
    wallet?: boolean;
    slot?: { date: string; id: number };
  } = {},
): Promise<Order> {
  const offers = options.offers ?? interna;
  const { cartId } = await api.readyCart(user, offers.storeId, [line(offers)], {
    type: options.type,
  });
  if (options.slot) {
    const dated = await api.call(
      'PUT',
      `/checkout/${cartId}`,
      { delivery_date: options.slot.date, delivery_slot_id: options.slot.id },
      user.auth,
    );
    expect(dated.status, JSON.stringify(dated.body)).toBe(200);
  }
  if (options.wallet) {
    const used = await api.call('PUT', `/checkout/${cartId}`, { use_wallet: true }, user.auth);
    expect(used.status, JSON.stringify(used.body)).toBe(200);
  }
  const res = await api.place(user, cartId, options.payment ?? { method: 'cash' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

async function count(
  table: 'audit_log' | 'order_status_history' | 'notifications' | 'order_events',
) {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What a refused request must leave exactly as it was. */
async function snapshot(orderId: number, offerId: number) {
  const order = await t.database.db
    .selectFrom('orders')
    .select(['status', 'payment_status', 'updated_at'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return {
    order,
    stock: await api.stockOf(offerId),
    audit: await count('audit_log'),
    history: await count('order_status_history'),
    notifications: await count('notifications'),
    events: await count('order_events'),
  };
}

async function orderAudit(number: string) {
  const page = await call<AuditPage>('GET', admin('/audit?entity=order&per_page=100'), owner);
  return page.body.data.filter((entry) => entry.entity_id === number);
}

async function walletBalance(userId: number) {
  const row = await t.database.db
    .selectFrom('wallet_entries')
    .select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n ?? 0);
}

/** Two slots on one day that still take orders. */
async function twoSlotsOneDay() {
  const days = await api.slots(interna.storeId);
  const day = days.find((d) => d.slots.filter((s) => s.available).length >= 2);
  if (!day) throw new Error('no day with two open slots');
  const [early, late] = day.slots.filter((s) => s.available);
  return { date: day.date, early: early!, late: late! };
}

describe('GET /orders (the board)', () => {
  it("lists a day slot by slot, newest first in a slot, with the whole day's counts", async () => {
    const { date, early, late } = await twoSlotsOneDay();
    const before = (await board(`date=${date}`)).body.day;
    const user = await createUser(t.database.db, { name: 'Tabla Ordenada' }, MONDAY_10AM);
    const first = await placed(user, { slot: { date, id: late.id } });
    const second = await placed(user, { slot: { date, id: early.id } });
    const third = await placed(user, { slot: { date, id: early.id } });
    await move(third.number, { status: 'confirmed' });

    const res = await board(`date=${date}&q=tabla%20ordenada`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((o) => o.number)).toEqual([third.number, second.number, first.number]);
    expect(res.body.data[0]).toEqual({
      id: third.id,
      number: third.number,
      status: 'confirmed',
      payment_status: 'pending',
      payment_method: 'cash',
      delivery_type: 'delivery',
      delivery_date: date,
      delivery_slot: { id: early.id, start: early.start, end: early.end },
      customer: { name: 'Tabla Ordenada', phone: expect.stringMatching(/^\+52/) as string },
      neighborhood: 'Roma Sur',
      item_count: 1,
      total_cents: third.total_cents,
      // No weight lines, nothing picked yet: the total is final and nothing is absorbed.
      estimated: false,
      picking: 'pending',
      store_absorbs_cents: 0,
      // The shopper didn't say which bill they pay with.
      cash_change_cents: null,
      // Cash: no OXXO/SPEI payment to wait for (decision 060).
      awaiting_payment: false,
      currency: 'MXN',
      created_at: MONDAY_10AM.toISOString(),
    });
    expect(res.body.meta).toEqual({ current_page: 1, per_page: 20, total: 3, last_page: 1 });
    // The day's counts ignore the search: they are the whole day's.
    const day = res.body.day!;
    expect(day.date).toBe(date);
    expect(day.total).toBe((before?.total ?? 0) + 3);
    expect(day.by_status.confirmed).toBe((before?.by_status.confirmed ?? 0) + 1);
    const earlySlot = day.slots.find((s) => s.id === early.id);
    expect(earlySlot).toMatchObject({
      start: early.start,
      end: early.end,
      delivery_type: 'delivery',
    });
    expect(day.slots.map((s) => s.start)).toEqual([...day.slots.map((s) => s.start)].sort());
  });

  it('filters by one status or several', async () => {
    const user = await createUser(t.database.db, { name: 'Filtro Estados' }, MONDAY_10AM);
    const pending = await placed(user);
    const confirmed = await placed(user);
    await move(confirmed.number, { status: 'confirmed' });
    const only = await board('q=filtro%20estados&status=confirmed');
    expect(only.body.data.map((o) => o.number)).toEqual([confirmed.number]);
    const both = await board('q=filtro%20estados&status=pending,confirmed');
    expect(both.body.data.map((o) => o.number).sort()).toEqual(
      [pending.number, confirmed.number].sort(),
    );
    expect((await board('q=filtro%20estados&status=delivered')).body.data).toEqual([]);
    // No date: every day, and no day counts.
    expect(both.body.day).toBeNull();
  });

  it('finds an order by number, by name without accents, by phone digits, and by its client', async () => {
    const user = await createUser(t.database.db, { name: 'José Ñúñez Ávalos' }, MONDAY_10AM);
    const own = await placed(user);
    const seller = await createSeller(t.database.db, 'Vendedora Buscadora');
    const clientPhone = `+52558${String(Date.now()).slice(-7)}`;
    const client = await api.call<ClientResponse>(
      'POST',
      '/store/clients',
      clientFields({ name: 'Clienta Íñiga Búsqueda', phone: clientPhone }),
      seller.auth,
    );
    expect(client.status, JSON.stringify(client.body)).toBe(201);
    const clientOrder = await placedForClient(seller, client.body.data.id);

    const phone = (
      await t.database.db
        .selectFrom('users')
        .select('phone')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow()
    ).phone;
    const numbersOf = async (q: string) =>
      (await board(`q=${encodeURIComponent(q)}`)).body.data.map((o) => o.number);

    expect(await numbersOf(own.number)).toEqual([own.number]);
    expect(await numbersOf('jose nuñez')).toEqual([own.number]);
    expect(await numbersOf('AVALOS')).toEqual([own.number]);
    // As an operator reads it out: spaces, dashes, the country code or not.
    expect(await numbersOf(`${phone.slice(3, 5)} ${phone.slice(5, 9)}-${phone.slice(9)}`)).toEqual([
      own.number,
    ]);
    expect(await numbersOf(phone)).toEqual([own.number]);
    expect(await numbersOf('iniga busqueda')).toEqual([clientOrder.number]);
    expect(await numbersOf(clientPhone.slice(3))).toEqual([clientOrder.number]);
    // A client's order shows the client, not the seller who placed it.
    const found = (await board('q=iniga')).body.data[0];
    expect(found?.customer).toEqual({ name: 'Clienta Íñiga Búsqueda', phone: clientPhone });
    // Characters LIKE would read as wildcards are taken literally.
    expect(await numbersOf('%')).toEqual([]);
    expect(await numbersOf('_')).toEqual([]);
  });

  it('pages through the results, the total counted once', async () => {
    const user = await createUser(t.database.db, { name: 'Paginada Prueba' }, MONDAY_10AM);
    const orders = [];
    for (let i = 0; i < 5; i += 1) orders.push(await placed(user));
    const numbers: string[] = [];
    for (const page of [1, 2, 3]) {
      const res = await board(`q=paginada&per_page=2&page=${page}`);
      expect(res.body.meta).toEqual({ current_page: page, per_page: 2, total: 5, last_page: 3 });
      numbers.push(...res.body.data.map((o) => o.number));
    }
    expect(numbers.sort()).toEqual(orders.map((o) => o.number).sort());
    expect((await board('q=paginada&per_page=2&page=4')).body.data).toEqual([]);
  });

  it('refuses a bad day, status or search with 400, in Spanish', async () => {
    for (const query of [
      'date=2026-02-30',
      'date=23-11-2026',
      'status=volando',
      'status=pending,',
      `q=${'a'.repeat(81)}`,
      'per_page=0',
    ]) {
      const res = await board(query);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({
        code: 'invalid_request',
        errors: expect.any(Object) as object,
      });
    }
  });

  it("shows only this store's orders, to its staff too", async () => {
    const user = await createUser(t.database.db, { name: 'Cliente de Polanco' }, MONDAY_10AM);
    const elsewhere = await placed(user, { type: 'pickup', offers: polanco });
    expect((await board('q=polanco')).body.data).toEqual([]);
    const theirs = await call<AdminOrderPage>(
      'GET',
      admin('/orders?q=polanco', 'polanco'),
      otherOwner,
    );
    expect(theirs.body.data.map((o) => o.number)).toEqual([elsewhere.number]);
    expect((await board('q=polanco', staff)).status).toBe(200);
  });
});

/** A seller's order for one of their clients, delivered to the client's address. */
async function placedForClient(seller: TestUser, clientId: number): Promise<Order> {
  const address = await api.call<{ data: { id: number } }>(
    'POST',
    `/store/clients/${clientId}/addresses`,
    addressFields({ receiver_name: 'Recibe Portería', receiver_phone: '+525587654321' }),
    seller.auth,
  );
  expect(address.status).toBe(201);
  const { cart } = await api.create(interna.storeId, seller.auth, seller.id);
  expect((await api.add(cart.id, line().id, 10, seller.auth)).status).toBe(200);
  const slot = await api.openSlot(interna.storeId);
  for (const change of [
    { delivery_type: 'delivery', client_id: clientId, client_address_id: address.body.data.id },
    { delivery_date: slot.date, delivery_slot_id: slot.id },
  ]) {
    const res = await api.call('PUT', `/checkout/${cart.id}`, change, seller.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const res = await api.place(seller, cart.id);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

describe('GET /orders/{number}', () => {
  it('answers the whole order: lines, address with its pin, customer, placer, payment, history', async () => {
    const user = await createUser(t.database.db, { name: 'Detalle Completo' }, MONDAY_10AM);
    const order = await placed(user);
    const res = await call<AdminOrderResponse>('GET', admin(`/orders/${order.number}`), staff);
    expect(res.status).toBe(200);
    const sku = await t.database.db
      .selectFrom('inventories')
      .select('sku')
      .where('id', '=', line().id)
      .executeTakeFirstOrThrow();
    expect(res.body.data).toMatchObject({
      number: order.number,
      status: 'pending',
      customer: { name: 'Detalle Completo' },
      items: [
        {
          purchaseable_id: line().id,
          qty: 10,
          sku: sku.sku,
          unit: expect.any(String) as string,
          line_total_cents: order.items[0]?.line_total_cents,
        },
      ],
      subtotal_cents: order.subtotal_cents,
      delivery_fee_cents: order.delivery_fee_cents,
      total_cents: order.total_cents,
      address: {
        neighborhood: 'Roma Sur',
        lat: 19.4194,
        lng: -99.1617,
        receiver_name: 'Lucía Hernández',
      },
      client: null,
      placed_by: {
        id: user.id,
        name: 'Detalle Completo',
        phone: expect.stringMatching(/^\+52/) as string,
      },
      payment: {
        method: 'cash',
        status: 'pending',
        card: null,
        card_charge: null,
        collect_cents: order.total_cents,
      },
      status_history: [
        { status: 'pending', at: MONDAY_10AM.toISOString(), actor: null, reason: null },
      ],
      next_statuses: ['confirmed', 'cancelled'],
    } satisfies Partial<Record<keyof AdminOrder, unknown>>);
  });

  it("answers 404 for another store's order and for none, as for each other", async () => {
    const user = await createUser(t.database.db, {}, MONDAY_10AM);
    const elsewhere = await placed(user, { type: 'pickup', offers: polanco });
    const hidden = await call('GET', admin(`/orders/${elsewhere.number}`), owner);
    const missing = await call('GET', admin('/orders/999999999'), owner);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual(missing.body);
    expect(hidden.body).toMatchObject({ code: 'order_not_found' });
    // The other store's operator can't read this store's orders either (the gate's 404).
    const own = await placed(user);
    expect((await call('GET', admin(`/orders/${own.number}`), otherOwner)).status).toBe(404);
    expect((await call('GET', admin('/orders/12ab'), owner)).status).toBe(400);
  });
});

describe('POST /orders/{number}/status', () => {
  it('moves an order through to delivered: history names each actor, one audit entry each', async () => {
    const user = await createUser(t.database.db, { name: 'Camino Completo' }, MONDAY_10AM);
    const order = await placed(user);
    const auditBefore = await count('audit_log');
    const steps: [string, TestUser | null][] = [
      ['confirmed', owner],
      ['preparing', staff],
      ['on_the_way', staff],
      ['delivered', null],
    ];
    let last: AdminOrder | undefined;
    for (const [status, who] of steps) {
      const res = await move(order.number, { status }, who);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      last = res.body.data;
    }
    expect(last).toMatchObject({
      status: 'delivered',
      payment: { status: 'paid', collect_cents: 0 },
      next_statuses: [],
    });
    expect(last?.status_history.map((h) => [h.status, h.actor?.name ?? null])).toEqual([
      ['pending', null],
      ['confirmed', 'Rosa Operadora'],
      ['preparing', 'Jorge Surtidor'],
      ['on_the_way', 'Jorge Surtidor'],
      ['delivered', 'sistema'],
    ]);
    expect(await count('audit_log')).toBe(auditBefore + 4);
    const entries = await orderAudit(order.number);
    expect(entries.map((e) => [e.action, e.actor, e.before, e.after])).toEqual([
      [
        'order.status',
        { user_id: null, name: 'sistema' },
        { status: 'on_the_way', payment_status: 'pending' },
        { status: 'delivered', payment_status: 'paid', reason: null },
      ],
      [
        'order.status',
        { user_id: staff.id, name: 'Jorge Surtidor' },
        { status: 'preparing', payment_status: 'pending' },
        { status: 'on_the_way', payment_status: 'pending', reason: null },
      ],
      [
        'order.status',
        { user_id: staff.id, name: 'Jorge Surtidor' },
        { status: 'confirmed', payment_status: 'pending' },
        { status: 'preparing', payment_status: 'pending', reason: null },
      ],
      [
        'order.status',
        { user_id: owner.id, name: 'Rosa Operadora' },
        { status: 'pending', payment_status: 'pending' },
        { status: 'confirmed', payment_status: 'pending', reason: null },
      ],
    ]);
    const notes = await api.call<NotificationPage>('GET', '/notifications', undefined, user.auth);
    expect(notes.body.data[0]?.title).toBe(`Pedido ${order.number}: Entregado`);
  });

  it('refuses a move the lifecycle forbids with 409 and changes nothing', async () => {
    const user = await createUser(t.database.db, {}, MONDAY_10AM);
    const pickup = await placed(user, { type: 'pickup' });
    const before = await snapshot(pickup.id, line().id);
    for (const status of ['delivered', 'preparing', 'on_the_way', 'ready_for_pickup', 'pending']) {
      const res = await move(pickup.number, { status });
      expect(res.status, status).toBe(409);
      expect(res.body).toMatchObject({ code: 'conflict' });
    }
    await move(pickup.number, { status: 'confirmed' });
    await move(pickup.number, { status: 'preparing' });
    // A pickup is never on the way; it becomes ready to collect.
    expect((await move(pickup.number, { status: 'on_the_way' })).status).toBe(409);
    const detail = await call<AdminOrderResponse>('GET', admin(`/orders/${pickup.number}`), owner);
    expect(detail.body.data.next_statuses).toEqual(['ready_for_pickup']);
    expect(before.audit + 2).toBe(await count('audit_log'));
    expect(before.events + 2).toBe(await count('order_events'));
  });

  it('needs a reason to cancel, caps it, and writes nothing when refused', async () => {
    const user = await createUser(t.database.db, {}, MONDAY_10AM);
    const order = await placed(user);
    const before = await snapshot(order.id, line().id);
    for (const body of [
      { status: 'cancelled' },
      { status: 'cancelled', reason: '   ' },
      { status: 'cancelled', reason: null },
      { status: 'cancelled', reason: 'x'.repeat(301) },
      { status: 'volando', reason: 'x' },
      { status: 'confirmed', extra: true },
    ]) {
      const res = await move(order.number, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body).toMatchObject({
        code: 'validation_failed',
        errors: expect.any(Object) as object,
      });
    }
    const missing = await move(order.number, { status: 'cancelled' });
    expect(missing.body).toMatchObject({
      errors: { reason: ['Escribe el motivo de la cancelación: se lo enviamos al cliente.'] },
    });
    expect(await snapshot(order.id, line().id)).toEqual(before);
  });

  it('cancelling gives the stock back and tells the customer and the placer why', async () => {
    const seller = await createSeller(t.database.db, 'Vendedora Avisada');
    const client = await api.call<ClientResponse>(
      'POST',
      '/store/clients',
      clientFields(),
      seller.auth,
    );
    const order = await placedForClient(seller, client.body.data.id);
    const stock = await api.stockOf(line().id);
    const res = await move(order.number, {
      status: 'cancelled',
      reason: '  Se nos acabó el producto  ',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', next_statuses: [] });
    expect(res.body.data.status_history.at(-1)).toEqual({
      status: 'cancelled',
      at: MONDAY_10AM.toISOString(),
      actor: { user_id: owner.id, name: 'Rosa Operadora' },
      reason: 'Se nos acabó el producto',
    });
    expect(await api.stockOf(line().id)).toBe(stock + 10);
    const notes = await api.call<NotificationPage>('GET', '/notifications', undefined, seller.auth);
    expect(notes.body.data[0]).toMatchObject({
      title: `Pedido ${order.number}: Cancelado`,
      body: expect.stringContaining('Motivo: Se nos acabó el producto.') as string,
    });
    const [entry] = await orderAudit(order.number);
    expect(entry).toMatchObject({
      action: 'order.status',
      after: { status: 'cancelled', reason: 'Se nos acabó el producto' },
    });
  });

  it("cancelling gives a mentor's wallet back exactly its part, once", async () => {
    const mentor = await createMentor(t.database.db, 'Mentora Monedero');
    await t.database.db
      .insertInto('wallet_entries')
      .values({
        user_id: mentor.id,
        amount_cents: 9_000,
        kind: 'adjustment',
        reason: 'test funds',
        created_at: MONDAY_10AM.toISOString(),
      })
      .execute();
    const order = await placed(mentor, { wallet: true });
    expect(order.wallet_applied_cents).toBe(9_000);
    expect(await walletBalance(mentor.id)).toBe(0);
    const res = await move(order.number, {
      status: 'cancelled',
      reason: 'Cliente ya no lo quiere',
    });
    expect(res.body.data.payment).toMatchObject({ wallet_applied_cents: 9_000, collect_cents: 0 });
    expect(await walletBalance(mentor.id)).toBe(9_000);
    expect((await move(order.number, { status: 'cancelled', reason: 'otra vez' })).status).toBe(
      409,
    );
    expect(await walletBalance(mentor.id)).toBe(9_000);
  });

  it('cancelling releases a card hold not yet captured, and refunds a captured charge', async () => {
    const user = await createUser(t.database.db, {}, MONDAY_10AM);
    const card = { method: 'card', card_token: 'pm_card_visa' };

    // A hold the order is still waiting to capture (as when the capture failed).
    const held = await placed(user, { payment: card });
    const charge = await t.database.db
      .selectFrom('payments')
      .select('reference')
      .where('order_id', '=', held.id)
      .executeTakeFirstOrThrow();
    const intent = stripe.intents.get(charge.reference ?? '')!;
    intent.status = 'requires_capture';
    await t.database.db
      .updateTable('payments')
      .set({ status: 'authorized' })
      .where('order_id', '=', held.id)
      .execute();
    await t.database.db
      .updateTable('orders')
      .set({ payment_status: 'pending' })
      .where('id', '=', held.id)
      .execute();
    const voided = await move(held.number, { status: 'cancelled', reason: 'Sin repartidor' });
    expect(voided.status).toBe(200);
    expect(voided.body.data.payment).toMatchObject({
      status: 'pending',
      card: { brand: 'visa', last4: '4242' },
      card_charge: { status: 'voided', amount_cents: held.total_cents },
    });
    expect(intent.status).toBe('canceled');
    expect(
      stripe.requests.some(
        (r) => r.path === `/v1/refunds` && r.form.get('payment_intent') === intent.id,
      ),
    ).toBe(false);

    // A charge already captured is refunded, the card's part only.
    const paid = await placed(user, { payment: card });
    expect(paid.payment_status).toBe('paid');
    const refunded = await move(paid.number, { status: 'cancelled', reason: 'Dirección falsa' });
    expect(refunded.body.data.payment).toMatchObject({
      status: 'refunded',
      card_charge: { status: 'refunded', amount_cents: paid.total_cents },
    });
    expect(
      stripe.requests.filter(
        (r) => r.path === '/v1/refunds' && r.form.get('amount') === String(paid.total_cents),
      ),
    ).toHaveLength(1);
  });

  it('lets only one of two moves racing for one order win', async () => {
    const mentor = await createMentor(t.database.db, 'Mentora Carrera');
    await t.database.db
      .insertInto('wallet_entries')
      .values({
        user_id: mentor.id,
        amount_cents: 5_000,
        kind: 'adjustment',
        reason: 'test funds',
        created_at: MONDAY_10AM.toISOString(),
      })
      .execute();
    const order = await placed(mentor, { wallet: true });
    const stock = await api.stockOf(line().id);
    const audit = await count('audit_log');
    const results = await Promise.all([
      move(order.number, { status: 'cancelled', reason: 'Duplicado' }),
      move(order.number, { status: 'cancelled', reason: 'Duplicado' }, staff),
      move(order.number, { status: 'confirmed' }, staff),
    ]);
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    const cancels = statuses.slice(0, 2);
    expect(cancels.filter((s) => s === 200)).toHaveLength(1);
    expect(cancels.filter((s) => s === 409)).toHaveLength(1);
    expect(await api.stockOf(line().id)).toBe(stock + 10);
    expect(await walletBalance(mentor.id)).toBe(5_000);
    expect(await count('audit_log')).toBe(audit + statuses.filter((s) => s === 200).length);
    const history = await t.database.db
      .selectFrom('order_status_history')
      .select('status')
      .where('order_id', '=', order.id)
      .where('status', '=', 'cancelled')
      .execute();
    expect(history).toHaveLength(1);
  });
});

describe('the other ways orders move', () => {
  it('/api/ops and the command line move orders the same way, as "sistema", audited', async () => {
    const user = await createUser(t.database.db, {}, MONDAY_10AM);
    const order = await placed(user);
    const ops = await api.advance(order.number, 'confirmed');
    expect(ops.statusCode).toBe(200);
    const code = await runOps(['order:advance', order.number, 'preparing'], {
      ...process.env,
      DATABASE_URL: t.database.url,
    });
    expect(code).toBe(0);
    const entries = await orderAudit(order.number);
    expect(entries.map((e) => [e.actor.name, e.after, e.request_id])).toEqual([
      ['sistema', { status: 'preparing', payment_status: 'pending', reason: null }, 'cli'],
      [
        'sistema',
        { status: 'confirmed', payment_status: 'pending', reason: null },
        ops.headers['x-request-id'],
      ],
    ]);
    const detail = await call<AdminOrderResponse>('GET', admin(`/orders/${order.number}`), owner);
    expect(detail.body.data.status_history.map((h) => h.actor)).toEqual([
      null,
      { user_id: null, name: 'sistema' },
      { user_id: null, name: 'sistema' },
    ]);
  });

  it('answers another store’s order 404 on the console even for the shared token', async () => {
    const user = await createUser(t.database.db, {}, MONDAY_10AM);
    const elsewhere = await placed(user, { type: 'pickup', offers: polanco });
    const res = await move(elsewhere.number, { status: 'confirmed' }, null);
    expect(res.status).toBe(404);
    const right = await call<AdminOrderResponse>(
      'POST',
      admin(`/orders/${elsewhere.number}/status`, 'polanco'),
      otherOwner,
      { status: 'confirmed' },
    );
    expect(right.status).toBe(200);
  });
});
