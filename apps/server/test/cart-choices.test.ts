import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/clock';
import { purgeAbandonedCarts } from '../src/modules/cart/cart.service';
import { cartClient, findOffers } from './cart-helpers';
import { createUser } from './factories';
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

function put(cartId: string, payload: unknown, headers: Record<string, string> = {}) {
  return api.call('PUT', `/checkout/${cartId}`, payload, headers);
}

describe('PUT /checkout/{cartId}', () => {
  it('stores delivery type, payment method and notes; pickup needs no delivery minimum', async () => {
    const { cart } = await api.create(interna.storeId);
    const res = await put(cart.id, {
      delivery_type: 'pickup',
      payment_method: 'cash',
      notes: '  Sin bolsas, por favor  ',
    });
    expect(res.status).toBe(200);
    expect(res.body.cart).toMatchObject({
      delivery_type: 'pickup',
      payment_method: 'cash',
      notes: 'Sin bolsas, por favor',
    });
    expect(res.body.extra.min_order_cents).toBe(0);

    const cleared = await put(cart.id, { delivery_type: null, notes: '' });
    expect(cleared.body.cart).toMatchObject({ delivery_type: null, notes: null });
    expect(cleared.body.extra.min_order_cents).toBe(15000);
  });

  it('refuses choices the store or the shopper cannot make, changing nothing', async () => {
    const { cart } = await api.create(interna.storeId);
    await t.database.db
      .updateTable('stores')
      .set({ offers_pickup: 0 })
      .where('id', '=', interna.storeId)
      .execute();
    const pickup = await put(cart.id, { delivery_type: 'pickup' });
    await t.database.db
      .updateTable('stores')
      .set({ offers_pickup: 1 })
      .where('id', '=', interna.storeId)
      .execute();
    expect(pickup.status).toBe(422);
    expect(pickup.body.errors).toEqual({
      delivery_type: ['Esta tienda no ofrece recoger en tienda.'],
    });

    const wallet = await put(cart.id, { payment_method: 'wallet' });
    expect(wallet.body.errors).toEqual({
      payment_method: ['Solo los mentores pueden pagar con su monedero.'],
    });
    const partly = await put(cart.id, { use_wallet: true });
    expect(partly.body.errors).toEqual({
      use_wallet: ['Solo los mentores pueden pagar con su monedero.'],
    });

    const cases: unknown[] = [
      { delivery_type: 'dron' },
      { payment_method: 'bitcoin' },
      { notes: 'x'.repeat(501) },
      { blocked: false },
      { total_cents: 1 },
    ];
    for (const payload of cases) {
      const res = await put(cart.id, payload);
      expect(res.status, JSON.stringify(payload)).toBe(422);
      expect(res.body.code).toBe('validation_failed');
    }
    const { body } = await api.get(cart.id);
    expect(body.cart).toMatchObject({ delivery_type: null, payment_method: null, notes: null });
  });

  it('refuses modified prices from anyone but a seller or mentor ordering for a client', async () => {
    const offer = interna.plenty();
    const shopper = await createUser(t.database.db);
    const seller = await createUser(t.database.db, { isSeller: true });
    const anonymousCart = (await api.create(interna.storeId)).cart;
    const line = (await api.add(anonymousCart.id, offer.id, 2)).body.cart.items[0];
    if (!line) throw new Error('no line');
    const cheap = { modified_prices: [{ item_id: line.id, unit_price_cents: 1 }] };

    const anonymous = await put(anonymousCart.id, cheap);
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.message).toBe(
      'Solo un vendedor o mentor que compra para un cliente puede cambiar precios.',
    );
    expect((await put(anonymousCart.id, cheap, shopper.auth)).status).toBe(403);
    const noClient = await put(anonymousCart.id, cheap, seller.auth);
    expect(noClient.status).toBe(422);
    expect(noClient.body.errors).toEqual({
      modified_prices: ['Elige primero el cliente para el que haces el pedido.'],
    });

    const { body } = await api.get(anonymousCart.id);
    expect(body.cart.modified_prices).toEqual([]);
    expect(body.cart.items[0]?.unit_price_cents).toBe(offer.price_cents);
    expect(body.extra.subtotal_cents).toBe(offer.price_cents * 2);
  });
});

describe('claiming an anonymous cart on sign-in', () => {
  it('binds the cart to the user and folds in their other cart in the store', async () => {
    const [a, b] = interna.all.filter((o) => o.stock >= 20 && o.max_per_order >= 10);
    if (!a || !b) throw new Error('need two stocked offers');
    const shopper = await createUser(t.database.db);
    const saved = (await api.create(interna.storeId, shopper.auth, shopper.id)).cart;
    await api.bulk(
      saved.id,
      [
        { purchaseable_id: a.id, qty: 2 },
        { purchaseable_id: b.id, qty: 1 },
      ],
      shopper.auth,
    );
    await api.call(
      'POST',
      `/checkout/${saved.id}/discount`,
      { coupon: 'BIENVENIDA10' },
      shopper.auth,
    );

    const anonymous = (await api.create(interna.storeId)).cart;
    await api.add(anonymous.id, a.id, 3);

    const claimed = await put(anonymous.id, { user_id: shopper.id }, shopper.auth);
    expect(claimed.status).toBe(200);
    expect(claimed.body.cart.user_id).toBe(shopper.id);
    expect(claimed.body.cart.items.map((i) => [i.purchaseable.id, i.qty])).toEqual([
      [a.id, 5],
      [b.id, 1],
    ]);
    expect(claimed.body.cart.coupon?.code).toBe('BIENVENIDA10');

    expect((await api.get(saved.id, shopper.auth)).status).toBe(404);
    expect((await api.get(anonymous.id)).status).toBe(404);
    expect((await api.get(anonymous.id, shopper.auth)).status).toBe(200);
  });

  it('caps merged quantities at what may be bought', async () => {
    const scarce = interna.scarce();
    const shopper = await createUser(t.database.db);
    const saved = (await api.create(interna.storeId, shopper.auth, shopper.id)).cart;
    await api.add(saved.id, scarce.id, scarce.stock, shopper.auth);
    const anonymous = (await api.create(interna.storeId)).cart;
    await api.add(anonymous.id, scarce.id, 1);
    const claimed = await put(anonymous.id, { user_id: shopper.id }, shopper.auth);
    expect(claimed.body.cart.items.map((i) => i.qty)).toEqual([scarce.stock]);
  });

  it('only lets a user claim a cart for themselves', async () => {
    const shopper = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    const { cart } = await api.create(interna.storeId);
    expect((await put(cart.id, { user_id: shopper.id })).status).toBe(401);
    expect((await put(cart.id, { user_id: shopper.id }, other.auth)).status).toBe(403);
    expect((await api.get(cart.id)).body.cart.user_id).toBeNull();
  });
});

describe('sessions', () => {
  it('answers 401 to expired and revoked tokens', async () => {
    const { cart } = await api.create(interna.storeId);
    const stale = await createUser(t.database.db, {}, addDays(new Date(), -31));
    expect((await api.get(cart.id, stale.auth)).status).toBe(401);

    const revoked = await createUser(t.database.db);
    await t.database.db
      .updateTable('user_sessions')
      .set({ revoked_at: new Date().toISOString() })
      .where('user_id', '=', revoked.id)
      .execute();
    expect((await api.get(cart.id, revoked.auth)).status).toBe(401);
    expect((await api.get(cart.id, { authorization: 'Basic abc' })).status).toBe(401);
  });
});

describe('purging abandoned carts', () => {
  it('deletes anonymous carts unused for 30 days, keeping users’ and recent ones', async () => {
    const offer = interna.plenty();
    const shopper = await createUser(t.database.db);
    const old = (await api.create(interna.storeId)).cart;
    await api.add(old.id, offer.id, 1);
    const recent = (await api.create(interna.storeId)).cart;
    const usersOld = (await api.create(interna.storeId, shopper.auth, shopper.id)).cart;

    const now = new Date();
    const longAgo = addDays(now, -31).toISOString();
    await t.database.db
      .updateTable('carts')
      .set({ updated_at: longAgo })
      .where('id', 'in', [old.id, usersOld.id])
      .execute();

    expect(await purgeAbandonedCarts(t.database.db, now)).toBeGreaterThanOrEqual(1);
    expect((await api.get(old.id)).status).toBe(404);
    expect((await api.get(recent.id)).status).toBe(200);
    expect((await api.get(usersOld.id, shopper.auth)).status).toBe(200);
    const orphanLines = await t.database.db
      .selectFrom('cart_items')
      .select('id')
      .where('cart_id', '=', old.id)
      .execute();
    expect(orphanLines).toEqual([]);
  });
});
