import type { AddressResponse, CoverageResponse, StoreZonesResponse } from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDeliveryZone, findInvalidZones } from '../src/modules/coverage/coverage.service';
import { cartClient, findOffers } from './cart-helpers';
import { type TestUser, addressFields, createUser } from './factories';
import { type TestApp, createTestApp } from './test-app';

let t: TestApp;
let api: ReturnType<typeof cartClient>;
let interna: Awaited<ReturnType<typeof findOffers>>;

beforeAll(async () => {
  t = await createTestApp();
  api = cartClient(t);
  interna = await findOffers(t, 'interna');
});
afterAll(() => t.close());

const ROMA_SUR = { lat: 19.4194, lng: -99.1617 };
// Inside "Ciudad de México ampliada" only: south of the Roma zone.
const PORTALES = { lat: 19.37, lng: -99.15 };
const GUADALAJARA = { lat: 20.6736, lng: -103.344 };

function coverage(query: Record<string, string | number>) {
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
  return api.call<CoverageResponse>('GET', `/addresses/check-coverage?${search.toString()}`);
}

async function storeId(slug: string) {
  const row = await t.database.db
    .selectFrom('stores')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('GET /addresses/check-coverage', () => {
  it('answers the cheapest zone containing the point, with its fee and minimum', async () => {
    const res = await coverage({ store_id: interna.storeId, ...ROMA_SUR });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      covered: true,
      zone: {
        id: expect.any(Number) as number,
        name: 'Roma, Condesa y Narvarte',
        delivery_fee_cents: 3500,
        min_order_cents: 15000,
      },
    });
    const wider = await coverage({ store_id: interna.storeId, ...PORTALES });
    expect(wider.body.zone).toMatchObject({
      name: 'Ciudad de México ampliada',
      delivery_fee_cents: 5900,
      min_order_cents: 25000,
    });
  });

  it('answers not covered outside every zone (Guadalajara for interna)', async () => {
    const res = await coverage({ store_id: interna.storeId, ...GUADALAJARA });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ covered: false, zone: null });
    // The same point is inside the Guadalajara store's zone.
    const providencia = await coverage({ store_id: await storeId('providencia'), ...GUADALAJARA });
    expect(providencia.body.covered).toBe(true);
  });

  it('reads lat and lng as named: swapped coordinates are not Mexico City', async () => {
    const swapped = await coverage({
      store_id: interna.storeId,
      lat: ROMA_SUR.lng,
      lng: ROMA_SUR.lat,
    });
    expect(swapped.status).toBe(400);
    expect(swapped.body.errors).toEqual({ lat: ['La latitud debe estar entre -90 y 90.'] });
  });

  it("covers a point exactly on a zone's edge", async () => {
    // The Roma zone is a box 0.035° either side of the store's longitude.
    const edge = { lat: 19.4194, lng: -99.1617 + 0.035 };
    const res = await coverage({ store_id: interna.storeId, ...edge });
    expect(res.body.zone?.name).toBe('Roma, Condesa y Narvarte');
    const outsideEdge = await coverage({
      store_id: await storeId('polanco'),
      lat: 19.4318,
      lng: -99.1937 + 0.0301,
    });
    expect(outsideEdge.body.covered).toBe(false);
  });

  it('refuses bad coordinates (400, one message per field) and unknown stores (404)', async () => {
    const cases: [Record<string, string | number>, Record<string, string[]>][] = [
      [
        { store_id: interna.storeId, lat: 91, lng: -99 },
        { lat: ['La latitud debe estar entre -90 y 90.'] },
      ],
      [
        { store_id: interna.storeId, lat: 19, lng: -181 },
        { lng: ['La longitud debe estar entre -180 y 180.'] },
      ],
      [
        { store_id: interna.storeId, lat: 'norte', lng: -99 },
        { lat: ['La latitud debe ser un número.'] },
      ],
      [
        { store_id: interna.storeId, lat: '', lng: -99 },
        { lat: ['La latitud debe ser un número.'] },
      ],
      [{ store_id: interna.storeId, lng: -99 }, { lat: ['La latitud debe ser un número.'] }],
      [{ store_id: 'interna', lat: 19, lng: -99 }, { store_id: ['La tienda no es válida.'] }],
    ];
    for (const [query, errors] of cases) {
      const res = await coverage(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.errors, JSON.stringify(query)).toEqual(errors);
    }
    const unknown = await coverage({ store_id: 999999, lat: 19, lng: -99 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('store_not_found');
  });

  it("doesn't cover anything for a store that has stopped delivering", async () => {
    const id = await storeId('coyoacan');
    await t.database.db
      .updateTable('stores')
      .set({ offers_delivery: 0 })
      .where('id', '=', id)
      .execute();
    const res = await coverage({ store_id: id, lat: 19.3487, lng: -99.1665 });
    await t.database.db
      .updateTable('stores')
      .set({ offers_delivery: 1 })
      .where('id', '=', id)
      .execute();
    expect(res.body).toEqual({ covered: false, zone: null });
  });
});

describe('delivery zones', () => {
  it("lists a store's zones cheapest first as GeoJSON [longitude, latitude]", async () => {
    const res = await api.call<StoreZonesResponse>(
      'GET',
      `/stores/${interna.storeId}/delivery-zones`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((z) => [z.name, z.delivery_fee_cents])).toEqual([
      ['Roma, Condesa y Narvarte', 3500],
      ['Ciudad de México ampliada', 5900],
    ]);
    const [lng, lat] = res.body.data[0]?.polygon.coordinates[0]?.[0] ?? [];
    expect(lng).toBeCloseTo(-99.1967, 4);
    expect(lat).toBeCloseTo(19.3894, 4);
    expect((await api.call('GET', '/stores/999999/delivery-zones')).status).toBe(404);
  });

  it('refuses an invalid zone when it is added, with a message naming the problem', async () => {
    const open = {
      type: 'Polygon',
      coordinates: [
        [
          [-99.2, 19.4],
          [-99.1, 19.4],
          [-99.1, 19.5],
          [-99.2, 19.5],
        ],
      ],
    };
    await expect(
      addDeliveryZone(t.database.db, {
        storeId: interna.storeId,
        name: 'Abierta',
        polygon: open,
        deliveryFeeCents: 1000,
        minOrderCents: 0,
      }),
    ).rejects.toMatchObject({
      code: 'validation_failed',
      extra: {
        errors: {
          polygon: [
            'La zona «Abierta» no es válida: el contorno no está cerrado (la última posición debe repetir la primera).',
          ],
        },
      },
    });
    await expect(
      addDeliveryZone(t.database.db, {
        storeId: interna.storeId,
        name: 'Negativa',
        polygon: {
          type: 'Polygon',
          coordinates: [
            [
              [-99.2, 19.4],
              [-99.1, 19.4],
              [-99.1, 19.5],
              [-99.2, 19.4],
            ],
          ],
        },
        deliveryFeeCents: -1,
        minOrderCents: 0,
      }),
    ).rejects.toMatchObject({ extra: { errors: { delivery_fee_cents: [expect.any(String)] } } });
    const names = await t.database.db.selectFrom('delivery_zones').select('name').execute();
    expect(names.map((n) => n.name)).not.toContain('Abierta');
  });

  it('ignores a broken zone written straight to the database, and reports it', async () => {
    const id = await storeId('polanco');
    const { id: zoneId } = await t.database.db
      .insertInto('delivery_zones')
      .values({
        store_id: id,
        name: 'Rota',
        polygon: JSON.stringify({
          type: 'Polygon',
          coordinates: [
            [
              [19.43, -99.19],
              [19.44, -99.19],
              [19.44, -99.18],
              [19.43, -99.19],
            ],
          ],
        }),
        delivery_fee_cents: 0,
        min_order_cents: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await coverage({ store_id: id, lat: 19.4318, lng: -99.1937 });
    expect(res.body.zone?.name).toBe('Polanco y Anzures');
    expect(await findInvalidZones(t.database.db)).toContainEqual({
      id: zoneId,
      store_id: id,
      name: 'Rota',
      problem: 'el contorno, posición 1: la latitud debe estar entre -90 y 90',
    });
    await t.database.db.deleteFrom('delivery_zones').where('id', '=', zoneId).execute();
  });
});

describe('the cart takes fee and minimum from the chosen address', () => {
  async function addressOf(user: TestUser, point: { lat: number; lng: number }) {
    const res = await api.call<AddressResponse>(
      'POST',
      '/addresses',
      addressFields(point),
      user.auth,
    );
    return res.body.data.id;
  }

  async function userCart(user: TestUser) {
    const { cart } = await api.create(interna.storeId, user.auth, user.id);
    await api.add(cart.id, interna.plenty().id, 2, user.auth);
    return cart.id;
  }

  const choose = (cartId: string, payload: unknown, user?: TestUser) =>
    api.call('PUT', `/checkout/${cartId}`, payload, user?.auth);

  it("sets the delivery fee and minimum from the address's zone, and the total includes the fee", async () => {
    const user = await createUser(t.database.db);
    const cartId = await userCart(user);
    const before = await api.get(cartId, user.auth);
    expect(before.body.extra).toMatchObject({ delivery_fee_cents: 0, min_order_cents: 15000 });

    const near = await choose(cartId, { address_id: await addressOf(user, ROMA_SUR) }, user);
    expect(near.status).toBe(200);
    expect(near.body.extra).toMatchObject({
      delivery_fee_cents: 3500,
      min_order_cents: 15000,
      total_cents: near.body.extra.subtotal_cents + 3500,
    });

    const far = await choose(cartId, { address_id: await addressOf(user, PORTALES) }, user);
    expect(far.body.extra).toMatchObject({ delivery_fee_cents: 5900, min_order_cents: 25000 });

    const pickup = await choose(cartId, { delivery_type: 'pickup' }, user);
    expect(pickup.body.extra).toMatchObject({ delivery_fee_cents: 0, min_order_cents: 0 });
    const back = await choose(cartId, { delivery_type: 'delivery' }, user);
    expect(back.body.extra.delivery_fee_cents).toBe(5900);

    // With no address chosen, the fee is the default address's (the first one, in Roma Sur).
    const cleared = await choose(cartId, { address_id: null }, user);
    expect(cleared.body.cart.address_id).toBeNull();
    expect(cleared.body.extra).toMatchObject({ delivery_fee_cents: 3500, min_order_cents: 15000 });
  });

  it("quotes the shopper's default address before they choose one, fee only (decision 052)", async () => {
    const user = await createUser(t.database.db);
    const cartId = await userCart(user);
    // No address at all: no fee yet, the store's lowest minimum.
    expect((await api.get(cartId, user.auth)).body.extra).toMatchObject({
      delivery_fee_cents: 0,
      min_order_cents: 15000,
    });

    // A default in the wider zone: its fee, in the total, but the minimum stays the lowest, so a
    // shopper who sends it elsewhere isn't held to the default's.
    const far = await addressOf(user, PORTALES);
    const quoted = await api.get(cartId, user.auth);
    expect(quoted.body.cart.address_id).toBeNull();
    expect(quoted.body.extra).toMatchObject({
      delivery_fee_cents: 5900,
      min_order_cents: 15000,
      total_cents: quoted.body.extra.subtotal_cents + 5900,
    });

    // The default moves outside every zone: nothing to quote.
    await api.call('PUT', `/addresses/${far}`, GUADALAJARA, user.auth);
    expect((await api.get(cartId, user.auth)).body.extra.delivery_fee_cents).toBe(0);

    // Pickup has no fee, whatever the default.
    await api.call('PUT', `/addresses/${far}`, ROMA_SUR, user.auth);
    expect((await api.get(cartId, user.auth)).body.extra.delivery_fee_cents).toBe(3500);
    const pickup = await choose(cartId, { delivery_type: 'pickup' }, user);
    expect(pickup.body.extra.delivery_fee_cents).toBe(0);

    // An anonymous cart has no default to quote, nor does another user's address count.
    const { cart: anonymous } = await api.create(interna.storeId);
    await api.add(anonymous.id, interna.plenty().id, 2);
    expect((await api.get(anonymous.id)).body.extra.delivery_fee_cents).toBe(0);
  });

  it('refuses an address outside every zone, changing nothing', async () => {
    const user = await createUser(t.database.db);
    const cartId = await userCart(user);
    const res = await choose(cartId, { address_id: await addressOf(user, GUADALAJARA) }, user);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      address_id: [
        'Canasta Roma Sur aún no entrega en esa dirección. Elige otra o recoge en la tienda.',
      ],
    });
    expect((await api.get(cartId, user.auth)).body.cart.address_id).toBeNull();
  });

  it("refuses someone else's address, and an address on an anonymous cart", async () => {
    const owner = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    const ownersAddress = await addressOf(owner, ROMA_SUR);
    const cartId = await userCart(other);
    const stolen = await choose(cartId, { address_id: ownersAddress }, other);
    expect(stolen.status).toBe(422);
    expect(stolen.body.errors).toEqual({ address_id: ['No encontramos esa dirección.'] });

    const { cart: anonymous } = await api.create(interna.storeId);
    expect((await choose(anonymous.id, { address_id: ownersAddress })).status).toBe(401);
    const unclaimed = await choose(anonymous.id, { address_id: ownersAddress }, owner);
    expect(unclaimed.status).toBe(422);
    expect(unclaimed.body.errors).toEqual({
      address_id: ['Guarda el carrito a tu nombre antes de elegir la dirección.'],
    });
    const claimedAndChosen = await choose(
      anonymous.id,
      { user_id: owner.id, address_id: ownersAddress },
      owner,
    );
    expect(claimedAndChosen.status).toBe(200);
    expect(claimedAndChosen.body.cart).toMatchObject({
      user_id: owner.id,
      address_id: ownersAddress,
    });
  });

  it('follows the address: moving its pin changes the zone, deleting it clears the choice', async () => {
    const user = await createUser(t.database.db);
    const cartId = await userCart(user);
    const addressId = await addressOf(user, ROMA_SUR);
    await choose(cartId, { address_id: addressId }, user);
    await api.call('PUT', `/addresses/${addressId}`, PORTALES, user.auth);
    expect((await api.get(cartId, user.auth)).body.extra.delivery_fee_cents).toBe(5900);

    expect((await api.call('DELETE', `/addresses/${addressId}`, undefined, user.auth)).status).toBe(
      204,
    );
    const after = await api.get(cartId, user.auth);
    expect(after.body.cart.address_id).toBeNull();
    expect(after.body.extra.delivery_fee_cents).toBe(0);
  });
});
