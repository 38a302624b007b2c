import { describe, expect, it } from 'vitest';
import { type CouponRuleTerms, couponRefusal } from './coupon-rules';

const base: CouponRuleTerms = {
  code: 'PRUEBA',
  min_subtotal_cents: 0,
  starts_at: null,
  ends_at: null,
  max_uses: null,
  max_uses_per_user: null,
  store_id: null,
  active: 1,
};
const ctx = {
  now: new Date('2026-11-21T18:00:00.000Z'),
  storeId: 1,
  timeZone: 'America/Mexico_City',
  subtotalCents: 10000,
  totalUses: 0,
  userUses: 0,
};

describe('couponRefusal', () => {
  it('accepts a coupon with no limits', () => {
    expect(couponRefusal(base, ctx)).toBeNull();
  });

  it('reads start and end dates in the store time zone, the end being exclusive', () => {
    // Midnight of 1 December in Mexico City is 06:00 UTC.
    const ends = { ...base, ends_at: '2026-12-01T06:00:00.000Z' };
    expect(couponRefusal(ends, { ...ctx, now: new Date('2026-12-01T05:59:59.999Z') })).toBeNull();
    expect(couponRefusal(ends, { ...ctx, now: new Date('2026-12-01T06:00:00.000Z') })).toBe(
      'El cupón PRUEBA venció el 30 de noviembre de 2026.',
    );
    const starts = { ...base, starts_at: '2026-12-01T06:00:00.000Z' };
    expect(couponRefusal(starts, ctx)).toBe(
      'El cupón PRUEBA se puede usar a partir del 1 de diciembre de 2026.',
    );
  });

  it('checks per-user uses only when the cart has a user', () => {
    const perUser = { ...base, max_uses_per_user: 2 };
    expect(couponRefusal(perUser, { ...ctx, userUses: 2 })).toBe(
      'Ya usaste el cupón PRUEBA las veces permitidas.',
    );
    expect(couponRefusal(perUser, { ...ctx, userUses: null })).toBeNull();
    expect(couponRefusal(perUser, { ...ctx, userUses: 1 })).toBeNull();
  });

  it('says how much is missing to reach the minimum', () => {
    expect(couponRefusal({ ...base, min_subtotal_cents: 30000 }, ctx)).toBe(
      'El cupón PRUEBA requiere una compra mínima de $300.00. Te faltan $200.00.',
    );
    expect(couponRefusal({ ...base, min_subtotal_cents: 10000 }, ctx)).toBeNull();
  });

  it('refuses other stores, spent and inactive coupons', () => {
    expect(couponRefusal({ ...base, store_id: 2 }, ctx)).toMatch(/no es válido en esta tienda/);
    expect(couponRefusal({ ...base, max_uses: 3 }, { ...ctx, totalUses: 3 })).toMatch(
      /límite de usos/,
    );
    expect(couponRefusal({ ...base, active: 0 }, ctx)).toMatch(/ya no está disponible/);
  });
});
