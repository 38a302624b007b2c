import { CartResponseSchema, MAX_LINE_QTY } from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartClient, findOffers } from './cart-helpers';
import { createUser } from './factories';
import { type TestApp, createTestApp } from './test-app';

let t: TestApp;
let api: ReturnType<typeof cartClient>;
let interna: Awaited<ReturnType<typeof findOffers>>;
let polanco: Awaited<ReturnType<typeof findOffers>>;

beforeAll(async () => {
  t = await createTestApp();
  api = cartClient(t);
  interna = await findOffers(t, 'interna');
  polanco = await findOffers(t, 'polanco');
});
afterAll(() => t.close());

describe('POST /checkout/', () => {
  it('creates an empty anonymous cart with a random UUID and server totals', async () => {
    const { cart, extra } = CartResponseSchema.parse(await api.create(interna.storeId));
    expect(cart.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(cart).toMatchObject({
      user_id: null,
      store_id: interna.storeId,
      items: [],
      coupon: null,
      blocked: false,
    });
    expect(extra).toEqual({
      subtotal_cents: 0,
      discount_cents: 0,
      delivery_fee_cents: 0,
      wallet_applied_cents: 0,
      total_cents: 0,
      item_count: 0,
      // The lowest minimum among the store's delivery zones, until an address picks one.
      min_order_cents: 15000,
      currency: 'MXN',
      estimated: false,
      hold_cents: 0,
      hold_margin_percent: 10,
    });
    expect(cart.substitution_default).toBe('similar');
    const other = await api.create(interna.storeId);
    expect(other.cart.id).not.toBe(cart.id);
  });

  it('binds the cart to the caller only when user_id is their own', async () => {
    const shopper = await createUser(t.database.db);
    const someone = await createUser(t.database.db);
    const own = await api.create(interna.storeId, shopper.auth, shopper.id);
    expect(own.cart.user_id).toBe(shopper.id);
    // One open cart per store for a signed-in shopper: another device gets the same one.
    const again = await api.call(
      'POST',
      '/checkout/',
      { store_id: interna.storeId, user_id: shopper.id },
      shopper.auth,
    );
    expect(again.status).toBe(200);
    expect(again.body.cart.id).toBe(own.cart.id);

    const anonymous = await api.call('POST', '/checkout/', {
      store_id: interna.storeId,
      user_id: shopper.id,
    });
    expect(anonymous.status).toBe(401);
    const forged = await api.call(
      'POST',
      '/checkout/',
      { store_id: interna.storeId, user_id: shopper.id },
      someone.auth,
    );
    expect(forged.status).toBe(403);
    expect(forged.body.message).toBe('No puedes usar un carrito a nombre de otra persona.');
  });

  it('refuses an unknown store, bad types and unknown fields in Spanish', async () => {
    const unknown = await api.call('POST', '/checkout/', { store_id: 999999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ store_id: ['La tienda no existe.'] });
    for (const payload of [{}, { store_id: 'uno' }, { store_id: 1.5 }, { store_id: 1, total: 0 }]) {
      const res = await api.call('POST', '/checkout/', payload);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('validation_failed');
    }
  });

  it('answers 401 to a token that is not a live session', async () => {
    const res = await api.call(
      'POST',
      '/checkout/',
      { store_id: interna.storeId },
      { authorization: 'Bearer no-es-un-token-valido-de-sesion' },
    );
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      code: 'unauthenticated',
      message: 'Tu sesión expiró. Inicia sesión de nuevo.',
    });
  });
});

describe('GET and DELETE /checkout/{cartId}', () => {
  it('answers 404 for unknown, malformed and deleted carts', async () => {
    for (const id of ['3f0c1f9e-8d7b-4c2a-9e1f-0a1b2c3d4e5f', 'no-es-un-uuid', '1']) {
      const res = await api.get(id);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({
        code: 'cart_not_found',
        message: 'No encontramos tu carrito. Es posible que haya expirado.',
      });
    }
    const { cart } = await api.create(interna.storeId);
    expect((await api.call('DELETE', `/checkout/${cart.id}`)).status).toBe(204);
    expect((await api.get(cart.id)).status).toBe(404);
  });

  it("hides a user's cart from other users and anonymous callers", async () => {
    const owner = await createUser(t.database.db);
    const intruder = await createUser(t.database.db);
    const { cart } = await api.create(interna.storeId, owner.auth, owner.id);
    const offer = interna.plenty();

    expect((await api.get(cart.id, owner.auth)).status).toBe(200);
    for (const headers of [{}, intruder.auth]) {
      expect((await api.get(cart.id, headers)).status).toBe(404);
      expect((await api.add(cart.id, offer.id, 1, headers)).status).toBe(404);
      expect((await api.call('DELETE', `/checkout/${cart.id}`, undefined, headers)).status).toBe(
        404,
      );
    }
    const after = await api.get(cart.id, owner.auth);
    expect(after.body.cart.items).toEqual([]);
  });

  it('lets anyone who knows an anonymous cart id use it', async () => {
    const shopper = await createUser(t.database.db);
    const { cart } = await api.create(interna.storeId);
    expect((await api.get(cart.id, shopper.auth)).status).toBe(200);
  });
});

describe('POST /checkout/{cartId}/items', () => {
  it('adds a line priced from the database and merges repeated adds', async () => {
    const offer = interna.plenty();
    const { cart } = await api.create(interna.storeId);
    const first = await api.add(cart.id, offer.id, 2);
    expect(first.status).toBe(200);
    const second = await api.add(cart.id, offer.id, 3);
    const body = CartResponseSchema.parse(second.body);
    expect(body.cart.items).toHaveLength(1);
    expect(body.cart.items[0]).toMatchObject({
      qty: 5,
      unit_price_cents: offer.price_cents,
      line_total_cents: offer.price_cents * 5,
      purchaseable: { id: offer.id, price_cents: offer.price_cents },
    });
    expect(body.extra).toMatchObject({
      subtotal_cents: offer.price_cents * 5,
      total_cents: offer.price_cents * 5,
      item_count: 5,
    });
  });

  it('never takes a price from the client', async () => {
    const offer = interna.plenty();
    const { cart } = await api.create(interna.storeId);
    const res = await api.call('POST', `/checkout/${cart.id}/items`, {
      purchaseable_id: offer.id,
      qty: 1,
      unit_price_cents: 1,
    });
    expect(res.status).toBe(422);
    expect((await api.get(cart.id)).body.cart.items).toEqual([]);
  });

  it('refuses bad quantities with Spanish messages and changes nothing', async () => {
    const offer = interna.plenty();
    const { cart } = await api.create(interna.storeId);
    await api.add(cart.id, offer.id, 1);
    const before = (await api.get(cart.id)).body;
    const cases: [unknown, string][] = [
      [0, 'La cantidad debe ser al menos 1.'],
      [-2, 'La cantidad debe ser al menos 1.'],
      [1.5, 'La cantidad debe ser un número entero.'],
      ['3', 'La cantidad debe ser un número entero.'],
      [null, 'La cantidad debe ser un número entero.'],
    ];
    for (const [qty, message] of cases) {
      const res = await api.call('POST', `/checkout/${cart.id}/items`, {
        purchaseable_id: offer.id,
        qty,
      });
      expect(res.status, JSON.stringify(qty)).toBe(422);
      expect(res.body.errors).toEqual({ qty: [message] });
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: `/api/shop/checkout/${cart.id}/items`,
      headers: { 'content-type': 'application/json' },
      payload: '{"purchaseable_id": 1, "qty": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await api.get(cart.id)).body).toEqual(before);
  });

  it('refuses quantities above stock or the per-order limit, with the maximum', async () => {
    const scarce = interna.scarce();
    const { cart } = await api.create(interna.storeId);
    const tooMany = await api.add(cart.id, scarce.id, scarce.stock + 1);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.max_qty).toBe(scarce.stock);
    expect(tooMany.body.errors).toEqual({
      qty: [
        `Solo puedes llevar hasta ${scarce.stock === 1 ? '1 pieza' : `${scarce.stock} piezas`} de ${scarce.name}.`,
      ],
    });

    expect((await api.add(cart.id, scarce.id, scarce.stock)).status).toBe(200);
    const oneMore = await api.add(cart.id, scarce.id, 1);
    expect(oneMore.status).toBe(422);
    expect(oneMore.body.max_qty).toBe(scarce.stock);
    expect(oneMore.body.errors?.qty?.[0]).toMatch(/^Ya tienes .+ en tu carrito; el máximo es/);

    const plenty = interna.plenty(100);
    const overLimit = await api.add(cart.id, plenty.id, plenty.max_per_order + 1);
    expect(overLimit.status).toBe(422);
    expect(overLimit.body.max_qty).toBe(plenty.max_per_order);

    const lines = (await api.get(cart.id)).body.cart.items;
    expect(lines.map((line) => [line.purchaseable.id, line.qty])).toEqual([
      [scarce.id, scarce.stock],
    ]);
  });

  it("answers a quantity above 999 with the offer's real maximum, not 999", async () => {
    const scarce = interna.scarce();
    const plenty = interna.plenty(100);
    const { cart } = await api.create(interna.storeId);
    const pieces = (n: number) => (n === 1 ? '1 pieza' : `${n} piezas`);

    const added = await api.add(cart.id, scarce.id, MAX_LINE_QTY + 1);
    expect(added.status).toBe(422);
    expect(added.body).toMatchObject({
      max_qty: scarce.stock,
      errors: { qty: [`Solo puedes llevar hasta ${pieces(scarce.stock)} de ${scarce.name}.`] },
    });

    const set = await api.bulk(cart.id, [{ purchaseable_id: plenty.id, qty: 5000 }]);
    expect(set.status).toBe(422);
    expect(set.body).toMatchObject({
      max_qty: plenty.max_per_order,
      errors: {
        'items.0.qty': [
          `Solo puedes llevar hasta ${pieces(plenty.max_per_order)} de ${plenty.name}.`,
        ],
      },
    });

    const line = (await api.add(cart.id, scarce.id, 1)).body.cart.items[0];
    if (!line) throw new Error('no line');
    const checked = await api.call('POST', `/checkout/${cart.id}/items/${line.id}/validate`, {
      qty: MAX_LINE_QTY + 1,
    });
    expect(checked.status).toBe(422);
    expect(checked.body.max_qty).toBe(scarce.stock);
    expect((await api.get(cart.id)).body.cart.items.map((l) => l.qty)).toEqual([1]);
  });

  it('refuses sold-out products, products of another store and unlisted ones', async () => {
    const { cart } = await api.create(interna.storeId);
    const soldOut = interna.soldOut();
    const res = await api.add(cart.id, soldOut.id, 1);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      max_qty: 0,
      errors: { qty: [`${soldOut.name} está agotado.`] },
    });

    const elsewhere = polanco.plenty();
    const foreign = await api.add(cart.id, elsewhere.id, 1);
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({
      purchaseable_id: ['Este producto no se vende en esta tienda.'],
    });
    expect((await api.add(cart.id, 999999, 1)).status).toBe(422);

    const unlisted = interna.all.find((o) => o.stock > 5 && o.id !== interna.plenty().id);
    if (!unlisted) throw new Error('no second stocked offer');
    await t.database.db
      .updateTable('inventories')
      .set({ active: 0 })
      .where('id', '=', unlisted.id)
      .execute();
    const gone = await api.add(cart.id, unlisted.id, 1);
    expect(gone.body.errors).toEqual({
      purchaseable_id: [`${unlisted.name} ya no está disponible.`],
    });
    await t.database.db
      .updateTable('inventories')
      .set({ active: 1 })
      .where('id', '=', unlisted.id)
      .execute();
    expect((await api.get(cart.id)).body.cart.items).toEqual([]);
  });

  // On SQLite this races only across processes: races-across-processes.sqlite.test.ts.
  it('counts every one of many concurrent adds to one cart exactly once', async () => {
    const offer = interna.plenty(40);
    const { cart } = await api.create(interna.storeId);
    const adds = Math.min(offer.max_per_order, offer.stock);
    const results = await Promise.all(
      Array.from({ length: adds + 5 }, () => api.add(cart.id, offer.id, 1)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(adds);
    expect(results.filter((r) => r.status === 422)).toHaveLength(5);
    const { body } = await api.get(cart.id);
    expect(body.cart.items).toHaveLength(1);
    expect(body.cart.items[0]?.qty).toBe(adds);
  });
});

describe('POST /checkout/{cartId}/items/bulk', () => {
  it('sets quantities, creates missing lines and removes lines set to 0', async () => {
    const [a, b] = interna.all.filter((o) => o.stock >= 10 && o.max_per_order >= 5);
    if (!a || !b) throw new Error('need two stocked offers');
    const { cart } = await api.create(interna.storeId);
    await api.add(cart.id, a.id, 1);
    const set = await api.bulk(cart.id, [
      { purchaseable_id: a.id, qty: 4 },
      { purchaseable_id: b.id, qty: 2 },
    ]);
    expect(set.status).toBe(200);
    expect(set.body.cart.items.map((i) => [i.purchaseable.id, i.qty])).toEqual([
      [a.id, 4],
      [b.id, 2],
    ]);
    // Setting is idempotent: a repeated request (a double tap) gives the same cart.
    const again = await api.bulk(cart.id, [{ purchaseable_id: a.id, qty: 4 }]);
    expect(again.body.extra.item_count).toBe(6);

    const removed = await api.bulk(cart.id, [{ purchaseable_id: a.id, qty: 0 }]);
    expect(removed.body.cart.items.map((i) => i.purchaseable.id)).toEqual([b.id]);
    expect(removed.body.extra.subtotal_cents).toBe(b.price_cents * 2);
  });

  it('changes nothing when any line is refused', async () => {
    const good = interna.plenty();
    const scarce = interna.scarce();
    const { cart } = await api.create(interna.storeId);
    await api.add(cart.id, good.id, 1);
    const res = await api.bulk(cart.id, [
      { purchaseable_id: good.id, qty: 3 },
      { purchaseable_id: scarce.id, qty: scarce.stock + 1 },
    ]);
    expect(res.status).toBe(422);
    expect(res.body.max_qty).toBe(scarce.stock);
    expect(Object.keys(res.body.errors ?? {})).toEqual(['items.1.qty']);

    const repeated = await api.bulk(cart.id, [
      { purchaseable_id: good.id, qty: 2 },
      { purchaseable_id: good.id, qty: 3 },
    ]);
    expect(repeated.body.errors).toEqual({
      'items.1.purchaseable_id': ['Este producto aparece más de una vez en la lista.'],
    });
    for (const items of [[], [{ purchaseable_id: good.id, qty: -1 }], 'x']) {
      expect((await api.call('POST', `/checkout/${cart.id}/items/bulk`, { items })).status).toBe(
        422,
      );
    }
    const lines = (await api.get(cart.id)).body.cart.items;
    expect(lines.map((line) => [line.purchaseable.id, line.qty])).toEqual([[good.id, 1]]);
  });
});

describe('DELETE /checkout/{cartId}/items/{itemId} and validate', () => {
  it('removes a line of this cart only', async () => {
    const offer = interna.plenty();
    const { cart } = await api.create(interna.storeId);
    const other = await api.create(interna.storeId);
    const added = await api.add(other.cart.id, offer.id, 1);
    const otherLine = added.body.cart.items[0];
    if (!otherLine) throw new Error('no line');

    const wrongCart = await api.call('DELETE', `/checkout/${cart.id}/items/${otherLine.id}`);
    expect(wrongCart.status).toBe(404);
    expect(wrongCart.body.message).toBe('Ese producto ya no está en tu carrito.');

    const removed = await api.call('DELETE', `/checkout/${other.cart.id}/items/${otherLine.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.cart.items).toEqual([]);
    expect((await api.call('DELETE', `/checkout/${cart.id}/items/abc`)).status).toBe(400);
  });

  it('validates a quantity against stock and the per-order limit', async () => {
    const scarce = interna.scarce();
    const { cart } = await api.create(interna.storeId);
    const line = (await api.add(cart.id, scarce.id, 1)).body.cart.items[0];
    if (!line) throw new Error('no line');
    const url = `/checkout/${cart.id}/items/${line.id}/validate`;

    const ok = await api.call('POST', url, { qty: scarce.stock });
    expect(ok).toEqual({ status: 200, body: { valid: true, max_qty: scarce.stock } });
    const tooMany = await api.call('POST', url, { qty: scarce.stock + 1 });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toMatchObject({ code: 'validation_failed', max_qty: scarce.stock });
    expect(tooMany.body.errors?.qty).toHaveLength(1);
    expect((await api.call('POST', url, { qty: 0 })).status).toBe(422);
    expect(
      (await api.call('POST', `/checkout/${cart.id}/items/999999/validate`, { qty: 1 })).status,
    ).toBe(404);
    // Validation never changes the cart.
    expect((await api.get(cart.id)).body.cart.items[0]?.qty).toBe(1);
  });
});

describe('blocked carts', () => {
  it('answers 409 to every change while an order is being placed, and still reads', async () => {
    const offer = interna.plenty();
    const { cart } = await api.create(interna.storeId);
    const line = (await api.add(cart.id, offer.id, 1)).body.cart.items[0];
    if (!line) throw new Error('no line');
    await t.database.db
      .updateTable('carts')
      .set({ blocked: 1 })
      .where('id', '=', cart.id)
      .execute();

    const changes: [method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown][] = [
      ['POST', `/checkout/${cart.id}/items`, { purchaseable_id: offer.id, qty: 1 }],
      [
        'POST',
        `/checkout/${cart.id}/items/bulk`,
        { items: [{ purchaseable_id: offer.id, qty: 3 }] },
      ],
      ['DELETE', `/checkout/${cart.id}/items/${line.id}`],
      ['PUT', `/checkout/${cart.id}`, { notes: 'Tocar el timbre' }],
      ['POST', `/checkout/${cart.id}/discount`, { coupon: 'BIENVENIDA10' }],
      ['DELETE', `/checkout/${cart.id}/discount/BIENVENIDA10`],
      ['DELETE', `/checkout/${cart.id}`],
    ];
    for (const [method, url, payload] of changes) {
      const res = await api.call(method, url, payload);
      expect(res.status, `${method} ${url}`).toBe(409);
      expect(res.body.code).toBe('cart_blocked');
    }
    const read = await api.get(cart.id);
    expect(read.body.cart).toMatchObject({ blocked: true, notes: null, coupon: null });
    expect(read.body.cart.items.map((i) => i.qty)).toEqual([1]);
  });
});
