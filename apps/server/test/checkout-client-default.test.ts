import type {
  CartResponse,
  Client,
  ClientAddress,
  ClientAddressResponse,
  ClientResponse,
} from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOffers } from './cart-helpers';
import {
  type TestUser,
  addressFields,
  clientFields,
  createMentor,
  createSeller,
} from './factories';
import { MONDAY_10AM, orderClient, roomyOffer } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';

// Issue 24, item 4: choosing a client on the cart chooses their default address too (decision
// 048), so a seller isn't asked for the address they marked "Predeterminada".

/** Guadalajara: no zone of `interna` covers it. */
const GUADALAJARA = { lat: 20.6736, lng: -103.344 };

let t: TestApp;
let api: ReturnType<typeof orderClient>;
let interna: Awaited<ReturnType<typeof findOffers>>;

beforeAll(async () => {
  t = await createTestApp({ clock: () => MONDAY_10AM });
  api = orderClient(t);
  interna = await findOffers(t, 'interna');
});
afterAll(() => t.close());

async function newClient(owner: TestUser): Promise<Client> {
  const res = await api.call<ClientResponse>('POST', '/store/clients', clientFields(), owner.auth);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

async function newAddress(
  owner: TestUser,
  client: Client,
  overrides: Record<string, unknown> = {},
): Promise<ClientAddress> {
  const res = await api.call<ClientAddressResponse>(
    'POST',
    `/store/clients/${client.id}/addresses`,
    addressFields({ receiver_name: client.name, ...overrides }),
    owner.auth,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

async function filledCart(owner: TestUser): Promise<string> {
  const { cart } = await api.create(interna.storeId, owner.auth, owner.id);
  expect((await api.add(cart.id, roomyOffer(interna).id, 10, owner.auth)).status).toBe(200);
  return cart.id;
}

const choose = (owner: TestUser, cartId: string, body: Record<string, unknown>) =>
  api.call<CartResponse>('PUT', `/checkout/${cartId}`, body, owner.auth);

describe('PUT /checkout/{id} {client_id}', () => {
  it("chooses the client's only address, marked as the default, with its zone's fee", async () => {
    const seller = await createSeller(t.database.db);
    const client = await newClient(seller);
    const home = await newAddress(seller, client, { label: 'Casa de Rosa' });
    expect(home.is_default).toBe(true);
    const cartId = await filledCart(seller);

    const res = await choose(seller, cartId, { client_id: client.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.cart).toMatchObject({
      client_id: client.id,
      client_address_id: home.id,
      address_id: null,
      client: { id: client.id, address: { id: home.id, label: 'Casa de Rosa' } },
    });
    expect(res.body.extra.delivery_fee_cents).toBe(3500);
    expect((await api.get(cartId, seller.auth)).body).toEqual(res.body);
  });

  it('chooses the default among several, and keeps an address chosen for the same client', async () => {
    const mentor = await createMentor(t.database.db);
    const client = await newClient(mentor);
    const first = await newAddress(mentor, client, { label: 'Casa' });
    const office = await newAddress(mentor, client, { label: 'Oficina', is_default: true });
    const cartId = await filledCart(mentor);

    const chosen = await choose(mentor, cartId, { client_id: client.id });
    expect(chosen.body.cart.client_address_id).toBe(office.id);

    const other = await choose(mentor, cartId, { client_address_id: first.id });
    expect(other.body.cart.client_address_id).toBe(first.id);
    // Choosing the same client again changes nothing the seller chose.
    const again = await choose(mentor, cartId, { client_id: client.id });
    expect(again.body.cart.client_address_id).toBe(first.id);
  });

  it('leaves the address to choose when the default is out of reach, the client has none, or it is sent as null', async () => {
    const seller = await createSeller(t.database.db);
    const far = await newClient(seller);
    await newAddress(seller, far, { ...GUADALAJARA, label: 'Rancho' });
    const homeless = await newClient(seller);
    const near = await newClient(seller);
    await newAddress(seller, near);
    const cartId = await filledCart(seller);

    for (const client of [far, homeless]) {
      const res = await choose(seller, cartId, { client_id: client.id });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.cart).toMatchObject({ client_id: client.id, client_address_id: null });
    }
    const explicit = await choose(seller, cartId, { client_id: near.id, client_address_id: null });
    expect(explicit.body.cart).toMatchObject({ client_id: near.id, client_address_id: null });
  });

  it('fills the default when the same client is chosen again without an address', async () => {
    const seller = await createSeller(t.database.db);
    const client = await newClient(seller);
    const cartId = await filledCart(seller);
    const before = await choose(seller, cartId, { client_id: client.id });
    expect(before.body.cart.client_address_id).toBeNull();

    // The address arrives after the client was chosen ("Hacer pedido" before it was given).
    const home = await newAddress(seller, client);
    const res = await choose(seller, cartId, { client_id: client.id });
    expect(res.body.cart.client_address_id).toBe(home.id);
  });

  it('says so in the published schema', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json<{
      paths: Record<string, Record<string, { description?: string; requestBody?: unknown }>>;
    }>();
    const put = doc.paths['/api/shop/checkout/{cartId}']?.put;
    expect(put?.description).toMatch(/default address/);
    expect(JSON.stringify(put?.requestBody)).toMatch(/client's default address is chosen too/);
  });
});
