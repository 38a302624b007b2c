import type { AdminCoupon } from '@canasta/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_COUPON, bodyOf, fieldsOf, toBody } from './coupon-fields';

const ZONE = 'America/Mexico_City';

const december: AdminCoupon = {
  id: 7,
  code: 'DICIEMBRE',
  description: '$50 en diciembre',
  kind: 'fixed',
  value: 5050,
  min_subtotal_cents: 30000,
  starts_at: '2026-12-01T06:00:00.000Z',
  ends_at: '2027-01-01T06:00:00.000Z',
  max_uses: 100,
  max_uses_per_user: null,
  active: true,
  all_stores: false,
  uses: 3,
  status: 'scheduled',
};

describe('a coupon in its form', () => {
  it('shows pesos and the store’s days, and sends cents and instants back', () => {
    const fields = fieldsOf(december, ZONE);
    expect(fields).toMatchObject({
      value: '50.50',
      minSubtotal: '300',
      startsOn: '2026-12-01',
      endsOn: '2026-12-31',
      maxUses: '100',
      maxUsesPerUser: '',
    });
    expect(toBody(fields, ZONE)).toEqual({ body: bodyOf(december) });
  });

  it('says which fields can’t be read, sending nothing', () => {
    const result = toBody(
      { ...EMPTY_COUPON, code: 'X1', description: 'Algo', value: '10.5', maxUses: 'muchos' },
      ZONE,
    );
    expect(result).toEqual({
      errors: { value: 'Escribe un número entero.', max_uses: 'Escribe un número entero.' },
    });
  });

  it('ends a coupon by sending it whole with active false', () => {
    expect(bodyOf(december, { active: false })).toMatchObject({ code: 'DICIEMBRE', active: false });
  });
});
