import type {
  Client,
  ClientAddress,
  ClientAddressResponse,
  ClientResponse,
  NotificationPage,
  OrderPage,
  OrderResponse,
} from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOffers } from './cart-helpers';
import {
  type TestUser,
  addressFields,
  clientFields,
  createCoupon,
  createMentor,
  createSeller,
  createUser,
} from './factories';
import { MONDAY_10AM, movableClock, orderClient, roomyOffer } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';

/** Guadalajara: no zone of `interna` covers it. */
const GUADALAJARA = { lat: 20.6736, lng: -103.344 };

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

const newSeller = () => createSeller(t.database.db);

async function phoneOf(user: TestUser): Promise<string> {
  const row = await t.database.db
    .selectFrom('users')
    .select('phone')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  return row.phone;
}

async function newClient(owner: TestUser, overrides: Record<string, unknown> = {}) {
  const res = await api.call<ClientResponse>(
    'POST',
    '/store/clients',
    clientFields(overrides),
    owner.auth,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

async function newClientAddress(
  owner: TestUser,
  client: Client,
  overrides: Record<string, unknown> = {},
): Promise<ClientAddress> {
  const res = await api.call<ClientAddressResponse>(
    'POST',
    `/store/clients/${client.id}/addresses`,
    addressFields({ label: 'Casa de mi clienta', receiver_name: client.name, ...overrides }),
    owner.auth,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

/** A cart of the owner's with ten units of a roomy offer, for delivery. */
async function filledCart(owner: TestUser) {
  const offer = roomyOffer(interna);
  const { cart } = await api.create(interna.storeId, owner.auth, owner.id);
  expect((await api.add(cart.id, offer.id, 10, owner.auth)).status).toBe(200);
  const typed = await api.call(
    'PUT',
    `/checkout/${cart.id}`,
    { delivery_type: 'delivery' },
    owner.auth,
  );
  expect(typed.status).toBe(200);
  return cart.id;
}

function choose(owner: TestUser, cartId: string, body: Record<string, unknown>) {
  return api.call('PUT', `/checkout/${cartId}`, body, owner.auth);
}

/** A seller's cart for their client, to a covered address, with a slot: ready to order. */
async function clientCart(owner: TestUser, client: Client, address: ClientAddress) {
  const cartId = await filledCart(owner);
  const chosen = await choose(owner, cartId, {
    client_id: client.id,
    client_address_id: address.id,
  });
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
  const slot = await api.openSlot(interna.storeId);
  const dated = await choose(owner, cartId, {
    delivery_date: slot.date,
    delivery_slot_id: slot.id,
  });
  expect(dated.status, JSON.stringify(dated.body)).toBe(200);
  return cartId;
}

function read(user: TestUser, orderId: number) {
  return api.call<OrderResponse>('GET', `/client-orders/${orderId}`, undefined, user.auth);
}

function notifications(user: TestUser) {
  return api.call<NotificationPage>('GET', '/notifications', undefined, user.auth);
}

describe('choosing a client on the cart', () => {
  it('takes a covered client address with its zone fee and minimum, and shows the client', async () => {
    const seller = await newSeller();
    const client = await newClient(seller);
    const address = await newClientAddress(seller, client);
    const cartId = await filledCart(seller);

    const res = await choose(seller, cartId, {
      client_id: client.id,
      client_address_id: address.id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.cart).toMatchObject({
      user_id: seller.id,
      address_id: null,
      client_id: client.id,
      client_address_id: address.id,
      client: { id: client.id, name: client.name, phone: client.phone, address },
    });
    // The same fee and minimum as a shopper's own address at the same spot.
    const shopper = await createUser(t.database.db);
    const own = await api.call<{ data: { id: number } }>(
      'POST',
      '/addresses',
      addressFields(),
      shopper.auth,
    );
    const mine = await choose(shopper, await filledCart(shopper), { address_id: own.body.data.id });
    expect(res.body.extra).toEqual(mine.body.extra);
    expect(res.body.extra.delivery_fee_cents).toBe(3500);
    expect((await api.get(cartId, seller.auth)).body).toEqual(res.body);
  });

  it('refuses an uncovered client address and changes nothing', async () => {
    const mentor = await createMentor(t.database.db);
    const client = await newClient(mentor);
    const far = await newClientAddress(mentor, client, GUADALAJARA);
    const cartId = await filledCart(mentor);
    const before = (await api.get(cartId, mentor.auth)).body;

    const res = await choose(mentor, cartId, { client_id: client.id, client_address_id: far.id });
    expect(res.status).toBe(422);
    expect(res.body.errors?.client_address_id?.[0]).toMatch(/no llegamos|cobertura|entrega/i);
    expect((await api.get(cartId, mentor.auth)).body).toEqual(before);
  });

  it("answers 404 for another seller's client or address, as for a missing one", async () => {
    const seller = await newSeller();
    const other = await newSeller();
    const mine = await newClient(seller);
    const theirs = await newClient(other);
    const theirAddress = await newClientAddress(other, theirs);
    const cartId = await filledCart(seller);

    const client = await choose(seller, cartId, { client_id: theirs.id });
    expect(client.status).toBe(404);
    expect(client.body.code).toBe('client_not_found');
    expect((await choose(seller, cartId, { client_id: 999_999 })).body.code).toBe(
      'client_not_found',
    );
    const address = await choose(seller, cartId, {
      client_id: mine.id,
      client_address_id: theirAddress.id,
    });
    expect(address.status).toBe(404);
    expect(address.body.code).toBe('client_address_not_found');
    expect((await api.get(cartId, seller.auth)).body.cart).toMatchObject({
      client_id: null,
      client_address_id: null,
      client: null,
    });
  });

  it('refuses a shopper with 403 and a clear message, and an anonymous cart with 401', async () => {
    const anonymous = await api.create(interna.storeId);
    expect((await api.call('PUT', `/checkout/${anonymous.cart.id}`, { client_id: 1 })).status).toBe(
      401,
    );
    const shopper = await createUser(t.database.db);
    const cartId = await filledCart(shopper);
    const res = await choose(shopper, cartId, { client_id: 1 });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'forbidden',
      message: 'Solo los vendedores y mentores pueden hacer pedidos para un cliente.',
    });
  });

  it('"para mí" clears both client fields; the own address and a client replace each other', async () => {
    const seller = await newSeller();
    const client = await newClient(seller);
    const address = await newClientAddress(seller, client);
    const own = await api.call<{ data: { id: number } }>(
      'POST',
      '/addresses',
      addressFields(),
      seller.auth,
    );
    const cartId = await filledCart(seller);

    const mine = await choose(seller, cartId, { address_id: own.body.data.id });
    expect(mine.body.cart.address_id).toBe(own.body.data.id);
    const forClient = await choose(seller, cartId, {
      client_id: client.id,
      client_address_id: address.id,
    });
    expect(forClient.body.cart).toMatchObject({ address_id: null, client_id: client.id });
    const paraMi = await choose(seller, cartId, { client_id: null });
    expect(paraMi.body.cart).toMatchObject({
      address_id: null,
      client_id: null,
      client_address_id: null,
      client: null,
    });

    await choose(seller, cartId, { client_id: client.id, client_address_id: address.id });
    const backToMine = await choose(seller, cartId, { address_id: own.body.data.id });
    expect(backToMine.body.cart).toMatchObject({
      address_id: own.body.data.id,
      client_id: null,
      client_address_id: null,
    });
    const both = await choose(seller, cartId, {
      address_id: own.body.data.id,
      client_id: client.id,
    });
    expect(both.status).toBe(422);
  });
});

describe('ordering for a client', () => {
  it('places a cash order with the client snapshot, readable by the placer and the client user only', async () => {
    const seller = await createSeller(t.database.db, 'Vendedora Paty');
    const clientUser = await createUser(t.database.db, { name: 'Rosa registrada' });
    const stranger = await createUser(t.database.db);
    const client = await newClient(seller, { phone: await phoneOf(clientUser) });
    const address = await newClientAddress(seller, client);
    const cartId = await clientCart(seller, client, address);

    const res = await api.place(seller, cartId);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = res.body.data;
    const snapshot: Partial<ClientAddress> = { ...address };
    delete snapshot.is_default;
    expect(order).toMatchObject({
      payment_method: 'cash',
      delivery_fee_cents: 3500,
      address: snapshot,
      client: { id: client.id, name: client.name, phone: client.phone },
      placed_by: { id: seller.id, name: 'Vendedora Paty' },
    });
    const row = await t.database.db
      .selectFrom('orders')
      .select(['user_id', 'placed_by_user_id'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: clientUser.id, placed_by_user_id: seller.id });

    expect((await read(seller, order.id)).body.data).toEqual(order);
    expect((await read(clientUser, order.id)).body.data).toEqual(order);
    expect((await read(stranger, order.id)).status).toBe(404);
    for (const user of [seller, clientUser]) {
      const list = await api.call<OrderPage>('GET', '/client-orders?page=1', undefined, user.auth);
      expect(list.body.data.map((o) => [o.id, o.client?.name])).toEqual([[order.id, client.name]]);
    }
    expect(
      (await api.call<OrderPage>('GET', '/client-orders', undefined, stranger.auth)).body.data,
    ).toEqual([]);

    // The same request again answers the same order.
    const again = await api.place(seller, cartId);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(order.id);
  });

  it('tells the placer and the client user once each of the order and its moves', async () => {
    const seller = await newSeller();
    const clientUser = await createUser(t.database.db);
    const client = await newClient(seller, { phone: await phoneOf(clientUser) });
    const cartId = await clientCart(seller, client, await newClientAddress(seller, client));
    const order = (await api.place(seller, cartId)).body.data;
    expect((await api.advance(order.number, 'confirmed')).statusCode).toBe(200);

    for (const user of [seller, clientUser]) {
      const notes = (await notifications(user)).body;
      expect(notes.data.map((n) => [n.order_id, n.title])).toEqual([
        [order.id, `Pedido ${order.number}: Confirmado`],
        [order.id, `Recibimos tu pedido ${order.number}`],
      ]);
    }
  });

  it("keeps the order the placer's when no user has the client phone, and tells them once", async () => {
    const mentor = await createMentor(t.database.db);
    const client = await newClient(mentor);
    const cartId = await clientCart(mentor, client, await newClientAddress(mentor, client));
    const order = (await api.place(mentor, cartId)).body.data;
    const row = await t.database.db
      .selectFrom('orders')
      .select(['user_id', 'placed_by_user_id'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: mentor.id, placed_by_user_id: mentor.id });
    expect((await notifications(mentor)).body.unread_count).toBe(1);
  });

  it("counts a coupon's per-customer use against the placer, not the client's user", async () => {
    const seller = await newSeller();
    const clientUser = await createUser(t.database.db);
    const client = await newClient(seller, { phone: await phoneOf(clientUser) });
    const coupon = await createCoupon(t.database.db, { max_uses_per_user: 1 });
    const cartId = await clientCart(seller, client, await newClientAddress(seller, client));
    const applied = await api.call(
      'POST',
      `/checkout/${cartId}/discount`,
      { coupon: coupon.code },
      seller.auth,
    );
    expect(applied.body.cart.coupon?.applied).toBe(true);
    const order = (await api.place(seller, cartId)).body.data;
    expect(order.coupon_code).toBe(coupon.code);
    const uses = await t.database.db
      .selectFrom('coupon_redemptions')
      .select('user_id')
      .where('coupon_id', '=', coupon.id)
      .execute();
    expect(uses).toEqual([{ user_id: seller.id }]);
  });

  it('refuses home delivery without a client address, and changes nothing', async () => {
    const mentor = await createMentor(t.database.db);
    const client = await newClient(mentor);
    const address = await newClientAddress(mentor, client);
    const cartId = await clientCart(mentor, client, address);

    // The client's address moved out of every zone after it was chosen.
    await api.call(
      'PUT',
      `/store/clients/${client.id}/addresses/${address.id}`,
      GUADALAJARA,
      mentor.auth,
    );
    const moved = await api.place(mentor, cartId, { method: 'cash' }, 'moved-key');
    expect(moved.status).toBe(422);
    expect(Object.keys(moved.body.errors ?? {})).toEqual(['client_address_id']);

    await choose(mentor, cartId, { client_address_id: null });
    const res = await api.place(mentor, cartId, { method: 'cash' }, 'no-address-key');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      client_address_id: ['Elige la dirección de entrega de tu cliente.'],
    });
    expect((await api.get(cartId, mentor.auth)).body.cart.blocked).toBe(false);
  });

  it('keeps the snapshot when the client is deleted afterwards', async () => {
    const seller = await newSeller();
    const client = await newClient(seller);
    const address = await newClientAddress(seller, client);
    const order = (await api.place(seller, await clientCart(seller, client, address))).body.data;

    const deleted = await api.call('DELETE', `/store/clients/${client.id}`, undefined, seller.auth);
    expect(deleted.status).toBe(204);
    expect((await read(seller, order.id)).body.data).toEqual(order);
  });
});
