import type { AdminCoupon, CouponPage, CouponResponse } from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, countRows, latestAudit, operatorAt, storeIdOf } from './admin-setup-helpers';
import { cartClient, findOffers } from './cart-helpers';
import { type TestUser, createCoupon, createUser, redeemCoupon } from './factories';
import { MONDAY_10AM, movableClock } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';

/**
 * A store's coupons from the console (decision 043): codes unique in the store whatever their
 * case, the coupons every store honours shown but never changed, a used coupon ended but never
 * deleted, and every change one audit entry. Shoppers get each change with their next cart.
 */
const clock = movableClock(MONDAY_10AM);
let t: TestApp;
let owner: TestUser;
let staff: TestUser;
let polancoOwner: TestUser;
let interna: number;
let polanco: number;
let call: ReturnType<typeof adminClient>;
let callPolanco: ReturnType<typeof adminClient>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await operatorAt(t.database.db, 'interna', 'owner', MONDAY_10AM);
  staff = await operatorAt(t.database.db, 'interna', 'staff', MONDAY_10AM, 'Jorge Personal');
  polancoOwner = await operatorAt(t.database.db, 'polanco', 'owner', MONDAY_10AM);
  interna = await storeIdOf(t.database.db, 'interna');
  polanco = await storeIdOf(t.database.db, 'polanco');
  call = adminClient(t, 'interna');
  callPolanco = adminClient(t, 'polanco');
});
afterAll(() => t.close());

const couponBody = (overrides: Record<string, unknown> = {}) => ({
  code: 'envio20',
  description: '20% en tu primera compra del mes',
  kind: 'percent',
  value: 20,
  ...overrides,
});

/** A shopper's cart at the store with one line, and the coupon applied to it. */
async function applyAt(storeId: number, slug: string, code: string) {
  const api = cartClient(t);
  const shopper = await createUser(t.database.db, {}, MONDAY_10AM);
  const { cart } = await api.create(storeId, shopper.auth, shopper.id);
  const offer = (await findOffers(t, slug)).plenty();
  await api.add(cart.id, offer.id, 2, shopper.auth);
  return api.call('POST', `/checkout/${cart.id}/discount`, { coupon: code }, shopper.auth);
}

describe('creating and changing coupons', () => {
  it('creates a coupon shoppers can use at once, its code upper-cased, with an audit entry', async () => {
    const created = await call<CouponResponse>('POST', '/coupons', staff, couponBody());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      code: 'ENVIO20',
      kind: 'percent',
      value: 20,
      min_subtotal_cents: 0,
      starts_at: null,
      ends_at: null,
      max_uses: null,
      active: true,
      all_stores: false,
      uses: 0,
      status: 'active',
    });
    expect(await latestAudit(call, owner, 'coupon')).toMatchObject({
      action: 'coupon.create',
      actor: { user_id: staff.id, name: 'Jorge Personal' },
      before: null,
      after: { code: 'ENVIO20', value: 20, active: true },
    });
    const applied = await applyAt(interna, 'interna', 'Envio20');
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.cart.coupon).toMatchObject({ code: 'ENVIO20', applied: true, value: 20 });
  });

  it('keeps codes unique in the store whatever their case, and lets another store have its own', async () => {
    const before = await countRows(t.database.db, 'coupons');
    const again = await call('POST', '/coupons', owner, couponBody({ code: 'Envio20 ' }));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({
      code: ['Ya hay un cupón ENVIO20 en tu tienda. Usa otro código.'],
    });
    // BIENVENIDA10 is honoured in every store: a shopper here would reach it with that code.
    const shared = await call('POST', '/coupons', owner, couponBody({ code: 'bienvenida10' }));
    expect(shared.status).toBe(422);
    expect(await countRows(t.database.db, 'coupons')).toBe(before);

    const theirs = await callPolanco<CouponResponse>(
      'POST',
      '/coupons',
      polancoOwner,
      couponBody({ value: 35 }),
    );
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
    const atPolanco = await applyAt(polanco, 'polanco', 'ENVIO20');
    expect(atPolanco.body.cart.coupon).toMatchObject({ applied: true, value: 35 });
    const atInterna = await applyAt(interna, 'interna', 'ENVIO20');
    expect(atInterna.body.cart.coupon).toMatchObject({ applied: true, value: 20 });
    // A code only another store has is "not valid here", as before.
    const onlyThere = await callPolanco(
      'POST',
      '/coupons',
      polancoOwner,
      couponBody({ code: 'SOLOPOLANCO' }),
    );
    expect(onlyThere.status).toBe(201);
    const refused = await applyAt(interna, 'interna', 'soloPolanco');
    expect(refused.body.errors?.coupon).toEqual([
      'El cupón SOLOPOLANCO no es válido en esta tienda.',
    ]);
  });

  it('refuses bad values in Spanish, changing nothing', async () => {
    const before = {
      coupons: await countRows(t.database.db, 'coupons'),
      audits: await countRows(t.database.db, 'audit_log'),
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'AB' }, 'code'],
      [{ code: 'AÑO NUEVO' }, 'code'],
      [{ code: 'x'.repeat(31) }, 'code'],
      [{ description: '' }, 'description'],
      [{ kind: 'gratis' }, 'kind'],
      [{ value: 0 }, 'value'],
      [{ value: 101 }, 'value'],
      [{ kind: 'fixed', value: 0 }, 'value'],
      [{ kind: 'fixed', value: 10.5 }, 'value'],
      [{ min_subtotal_cents: -100 }, 'min_subtotal_cents'],
      [{ starts_at: 'mañana' }, 'starts_at'],
      [{ starts_at: '2026-12-10T06:00:00Z', ends_at: '2026-12-01T06:00:00Z' }, 'ends_at'],
      [{ max_uses: 0 }, 'max_uses'],
      [{ max_uses_per_user: 1001 }, 'max_uses_per_user'],
      [{ active: 'no' }, 'active'],
      [{ store_id: null }, ''],
    ];
    for (const [overrides, field] of cases) {
      const res = await call(
        'POST',
        '/coupons',
        owner,
        couponBody({ code: 'NUEVO1', ...overrides }),
      );
      expect(res.status, JSON.stringify(overrides)).toBe(422);
      if (field)
        expect(Object.keys(res.body.errors ?? {}), JSON.stringify(res.body)).toContain(field);
    }
    expect(await countRows(t.database.db, 'coupons')).toBe(before.coupons);
    expect(await countRows(t.database.db, 'audit_log')).toBe(before.audits);
  });

  it('changes a coupon and ends it: shoppers are refused it at once', async () => {
    const { body } = await call<CouponResponse>(
      'POST',
      '/coupons',
      owner,
      couponBody({ code: 'FINDE' }),
    );
    const id = body.data.id;
    const changed = await call<CouponResponse>(
      'PUT',
      `/coupons/${id}`,
      owner,
      couponBody({
        code: 'FINDE',
        kind: 'fixed',
        value: 5000,
        min_subtotal_cents: 30000,
        starts_at: '2026-11-20T06:00:00-06:00',
      }),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({
      kind: 'fixed',
      value: 5000,
      starts_at: '2026-11-20T12:00:00.000Z',
    });
    expect(await latestAudit(call, owner, 'coupon')).toMatchObject({
      action: 'coupon.update',
      entity_id: String(id),
      before: { kind: 'percent', value: 20, min_subtotal_cents: 0 },
      after: { kind: 'fixed', value: 5000, min_subtotal_cents: 30000 },
    });

    const ended = await call<CouponResponse>('PUT', `/coupons/${id}`, owner, {
      ...couponBody({ code: 'FINDE', kind: 'fixed', value: 5000 }),
      active: false,
    });
    expect(ended.body.data).toMatchObject({ active: false, status: 'ended' });
    expect(await latestAudit(call, owner, 'coupon')).toMatchObject({
      action: 'coupon.end',
      before: { active: true },
      after: { active: false },
    });
    const refused = await applyAt(interna, 'interna', 'finde');
    expect(refused.body.errors?.coupon).toEqual(['El cupón FINDE ya no está disponible.']);
  });

  it('says where each coupon stands, and finds them by code or description', async () => {
    const make = async (code: string, extra: Record<string, unknown>) =>
      (await call<CouponResponse>('POST', '/coupons', owner, couponBody({ code, ...extra }))).body
        .data;
    const later = await make('NAVIDAD26', {
      starts_at: '2026-12-01T06:00:00Z',
      description: 'Temporada navideña',
    });
    const past = await make('BUENFIN', { ends_at: '2026-11-18T06:00:00Z' });
    const once = await make('UNAVEZ', { max_uses: 1 });
    const shopper = await createUser(t.database.db, {}, MONDAY_10AM);
    await redeemCoupon(t.database.db, once.id, shopper.id);
    expect(later.status).toBe('scheduled');
    expect(past.status).toBe('expired');
    expect((await call<CouponResponse>('GET', `/coupons/${once.id}`, owner)).body.data.status).toBe(
      'exhausted',
    );

    const found = await call<CouponPage>('GET', '/coupons?q=navideñ', owner);
    // The store's own first, then the shared demo one ("temporada navideña 2025").
    expect(found.body.data.map((c) => c.code)).toEqual(['NAVIDAD26', 'NAVIDAD2025']);
    const byCode = await call<CouponPage>('GET', '/coupons?q=buen', owner);
    expect(byCode.body.data.map((c) => c.code)).toEqual(['BUENFIN']);
    // "%" is a percent sign to look for, not a wildcard.
    const literal = await call<CouponPage>('GET', '/coupons?q=%25&per_page=100', owner);
    const all = await call<CouponPage>('GET', '/coupons?per_page=100', owner);
    expect(literal.body.data.length).toBeGreaterThan(0);
    expect(literal.body.data.length).toBeLessThan(all.body.data.length);
    for (const coupon of literal.body.data) expect(coupon.description).toContain('%');
  });
});

describe('coupons the store does not own', () => {
  it('lists the shared ones after the store’s own, read-only, counting only this store’s uses', async () => {
    const page = await call<CouponPage>('GET', '/coupons?per_page=100', owner);
    const codes = page.body.data.map((c) => c.code);
    const welcome = page.body.data.find((c) => c.code === 'BIENVENIDA10') as AdminCoupon;
    expect(welcome).toMatchObject({ all_stores: true, uses: 0 });
    expect(codes.indexOf('BIENVENIDA10')).toBeGreaterThan(codes.indexOf('ENVIO20'));
    // Another store's own coupons are not listed.
    expect(codes).not.toContain('SOLOPOLANCO');
    expect(codes).not.toContain('POLANCO20');

    const audits = await countRows(t.database.db, 'audit_log');
    const change = await call(
      'PUT',
      `/coupons/${welcome.id}`,
      owner,
      couponBody({ code: 'BIENVENIDA10' }),
    );
    expect(change.status).toBe(403);
    expect(change.body.message).toBe(
      'Este cupón vale en todas las tiendas y solo se cambia desde la administración de Canasta.',
    );
    expect((await call('DELETE', `/coupons/${welcome.id}`, owner)).status).toBe(403);
    expect(await countRows(t.database.db, 'audit_log')).toBe(audits);
  });

  it('hides another store’s coupons (404)', async () => {
    const theirs = await t.database.db
      .selectFrom('coupons')
      .select('id')
      .where('code', '=', 'POLANCO20')
      .executeTakeFirstOrThrow();
    expect((await call('GET', `/coupons/${theirs.id}`, owner)).status).toBe(404);
    expect(
      (await call('PUT', `/coupons/${theirs.id}`, owner, couponBody({ code: 'POLANCO20' }))).status,
    ).toBe(404);
    expect((await call('DELETE', `/coupons/${theirs.id}`, owner)).status).toBe(404);
  });
});

describe('deleting coupons', () => {
  it('deletes one never used, and refuses a used one, which it tells to end instead', async () => {
    const unused = (
      await call<CouponResponse>('POST', '/coupons', owner, couponBody({ code: 'BORRAME' }))
    ).body.data;
    const applied = await applyAt(interna, 'interna', 'BORRAME');
    expect(applied.body.cart.coupon?.code).toBe('BORRAME');
    expect((await call('DELETE', `/coupons/${unused.id}`, owner)).status).toBe(204);
    expect(await latestAudit(call, owner, 'coupon')).toMatchObject({
      action: 'coupon.delete',
      before: { code: 'BORRAME' },
      after: null,
    });
    // The cart that held it just lost it.
    const cart = await t.database.db
      .selectFrom('carts')
      .select('coupon_id')
      .where('id', '=', applied.body.cart.id)
      .executeTakeFirstOrThrow();
    expect(cart.coupon_id).toBeNull();

    const used = await createCoupon(t.database.db, { code: 'USADO', store_id: interna });
    const shopper = await createUser(t.database.db, {}, MONDAY_10AM);
    await redeemCoupon(t.database.db, used.id, shopper.id);
    const audits = await countRows(t.database.db, 'audit_log');
    const refused = await call('DELETE', `/coupons/${used.id}`, owner);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Este cupón ya se usó (1 vez) y queda en el historial de pedidos: termínalo en vez de borrarlo.',
    );
    expect(await countRows(t.database.db, 'audit_log')).toBe(audits);
    expect((await call<CouponResponse>('GET', `/coupons/${used.id}`, owner)).body.data.code).toBe(
      'USADO',
    );
  });
});
