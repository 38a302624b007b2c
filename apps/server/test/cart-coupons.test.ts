import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartClient, findOffers } from './cart-helpers';
import { createCoupon, createUser, redeemCoupon } from './factories';
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

/** A cart holding `qty` units of a well-stocked offer. */
async function cartWith(qty: number, headers: Record<string, string> = {}, userId?: number) {
  const offer = interna.plenty(60);
  const { cart } = await api.create(interna.storeId, headers, userId);
  const res = await api.add(cart.id, offer.id, qty, headers);
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return { cartId: cart.id, offer };
}

function apply(cartId: string, coupon: string, headers: Record<string, string> = {}) {
  return api.call('POST', `/checkout/${cartId}/discount`, { coupon }, headers);
}

describe('POST /checkout/{cartId}/discount', () => {
  it('applies BIENVENIDA10 in any letter case: 10% of the subtotal, computed by the server', async () => {
    const { cartId, offer } = await cartWith(3);
    const res = await apply(cartId, '  bienvenida10 ');
    expect(res.status).toBe(200);
    const subtotal = offer.price_cents * 3;
    const discount = Math.round(subtotal / 10);
    expect(res.body.cart.coupon).toEqual({
      code: 'BIENVENIDA10',
      kind: 'percent',
      value: 10,
      min_subtotal_cents: 0,
      applied: true,
      discount_cents: discount,
      message: null,
    });
    expect(res.body.extra).toMatchObject({
      subtotal_cents: subtotal,
      discount_cents: discount,
      total_cents: subtotal - discount,
    });

    // The discount follows the cart as it changes.
    const more = await api.add(cartId, offer.id, 2);
    expect(more.body.extra.discount_cents).toBe(Math.round((offer.price_cents * 5) / 10));
  });

  it('refuses each kind of unusable coupon with its own Spanish reason', async () => {
    const { cartId } = await cartWith(1);
    const inactive = await createCoupon(t.database.db, { active: 0 });
    const future = await createCoupon(t.database.db, { starts_at: '2999-01-01T06:00:00.000Z' });
    const exhausted = await createCoupon(t.database.db, { max_uses: 1 });
    const someone = await createUser(t.database.db);
    await redeemCoupon(t.database.db, exhausted.id, someone.id);

    const cases: [string, string][] = [
      ['NOEXISTE', 'No encontramos el cupón NOEXISTE. Revisa que esté bien escrito.'],
      ['NAVIDAD2025', 'El cupón NAVIDAD2025 venció el 31 de diciembre de 2025.'],
      ['POLANCO20', 'El cupón POLANCO20 no es válido en esta tienda.'],
      [inactive.code, `El cupón ${inactive.code} ya no está disponible.`],
      [future.code, `El cupón ${future.code} se puede usar a partir del 1 de enero de 2999.`],
      [exhausted.code, `El cupón ${exhausted.code} ya alcanzó su límite de usos.`],
    ];
    for (const [code, reason] of cases) {
      const res = await apply(cartId, code);
      expect(res.status, code).toBe(422);
      expect(res.body).toMatchObject({ code: 'validation_failed', errors: { coupon: [reason] } });
    }
    for (const coupon of ['', '   ', 'X'.repeat(41), 12]) {
      expect((await api.call('POST', `/checkout/${cartId}/discount`, { coupon })).status).toBe(422);
    }
    const { body } = await api.get(cartId);
    expect(body.cart.coupon).toBeNull();
    expect(body.extra.discount_cents).toBe(0);
  });

  it('enforces uses per user once the cart belongs to a user', async () => {
    const limited = await createCoupon(t.database.db, { max_uses_per_user: 1 });
    const shopper = await createUser(t.database.db);
    await redeemCoupon(t.database.db, limited.id, shopper.id);

    const mine = await cartWith(1, shopper.auth, shopper.id);
    const res = await apply(mine.cartId, limited.code, shopper.auth);
    expect(res.body.errors).toEqual({
      coupon: [`Ya usaste el cupón ${limited.code} las veces permitidas.`],
    });
    const newcomer = await createUser(t.database.db);
    const theirs = await cartWith(1, newcomer.auth, newcomer.id);
    expect((await apply(theirs.cartId, limited.code, newcomer.auth)).status).toBe(200);
  });

  it('needs the minimum subtotal, and drops the discount with a message when the cart falls below it', async () => {
    const offer = interna.plenty(60);
    const { cart } = await api.create(interna.storeId);
    await api.add(cart.id, offer.id, 1);
    const short = await apply(cart.id, 'ahorra50');
    expect(short.status).toBe(422);
    expect(short.body.errors?.coupon?.[0]).toMatch(
      /^El cupón AHORRA50 requiere una compra mínima de \$300\.00\. Te faltan \$[\d,.]+\.$/,
    );

    const needed = Math.ceil(30000 / offer.price_cents);
    if (needed > offer.max_per_order) throw new Error('offer too cheap for the test');
    await api.bulk(cart.id, [{ purchaseable_id: offer.id, qty: needed }]);
    const applied = await apply(cart.id, 'AHORRA50');
    expect(applied.status).toBe(200);
    expect(applied.body.extra.discount_cents).toBe(5000);
    expect(applied.body.extra.total_cents).toBe(offer.price_cents * needed - 5000);

    const fewer = await api.bulk(cart.id, [{ purchaseable_id: offer.id, qty: 1 }]);
    expect(fewer.body.cart.coupon).toMatchObject({
      code: 'AHORRA50',
      applied: false,
      discount_cents: 0,
    });
    expect(fewer.body.cart.coupon?.message).toMatch(/requiere una compra mínima de \$300\.00/);
    expect(fewer.body.extra).toMatchObject({
      discount_cents: 0,
      total_cents: offer.price_cents,
    });

    const back = await api.bulk(cart.id, [{ purchaseable_id: offer.id, qty: needed }]);
    expect(back.body.cart.coupon).toMatchObject({ applied: true, discount_cents: 5000 });
  });

  it('never discounts more than the subtotal', async () => {
    const big = await createCoupon(t.database.db, { kind: 'fixed', value: 10_000_000 });
    const { cartId, offer } = await cartWith(1);
    const res = await apply(cartId, big.code);
    expect(res.body.extra).toMatchObject({
      discount_cents: offer.price_cents,
      total_cents: 0,
    });
  });

  it('replaces the coupon when another one is applied', async () => {
    const other = await createCoupon(t.database.db, { kind: 'fixed', value: 100 });
    const { cartId } = await cartWith(2);
    await apply(cartId, 'BIENVENIDA10');
    const res = await apply(cartId, other.code);
    expect(res.body.cart.coupon?.code).toBe(other.code);
    expect(res.body.extra.discount_cents).toBe(100);
  });
});

describe('DELETE /checkout/{cartId}/discount/{couponName}', () => {
  it('removes the applied coupon, case-insensitively, and refuses one not applied', async () => {
    const { cartId, offer } = await cartWith(2);
    await apply(cartId, 'BIENVENIDA10');
    const wrong = await api.call('DELETE', `/checkout/${cartId}/discount/AHORRA50`);
    expect(wrong.status).toBe(404);
    expect(wrong.body).toMatchObject({
      code: 'coupon_not_found',
      message: 'El cupón AHORRA50 no está aplicado a tu carrito.',
    });

    const res = await api.call('DELETE', `/checkout/${cartId}/discount/bienvenida10`);
    expect(res.status).toBe(200);
    expect(res.body.cart.coupon).toBeNull();
    expect(res.body.extra).toMatchObject({ discount_cents: 0, total_cents: offer.price_cents * 2 });
    expect((await api.call('DELETE', `/checkout/${cartId}/discount/BIENVENIDA10`)).status).toBe(
      404,
    );
  });
});
