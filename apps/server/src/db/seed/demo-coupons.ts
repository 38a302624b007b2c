import type { Insertable } from 'kysely';
import type { CouponsTable } from '../schema';

/** A demo coupon; `store` scopes it to one demo store by slug. */
export type DemoCoupon = Omit<Insertable<CouponsTable>, 'store_id' | 'created_at'> & {
  store?: string;
};

/** The demo coupons (DESIGN §7 and the README's list). */
export const DEMO_COUPONS: DemoCoupon[] = [
  {
    code: 'BIENVENIDA10',
    description: '10% de descuento en tu compra',
    kind: 'percent',
    value: 10,
    min_subtotal_cents: 0,
  },
  {
    code: 'AHORRA50',
    description: '$50 de descuento en compras desde $300',
    kind: 'fixed',
    value: 5000,
    min_subtotal_cents: 30000,
  },
  {
    code: 'NAVIDAD2025',
    description: '15% de descuento de la temporada navideña 2025',
    kind: 'percent',
    value: 15,
    min_subtotal_cents: 0,
    starts_at: '2025-12-01T06:00:00.000Z',
    // Exclusive: the end of 31 December 2025 in Mexico City.
    ends_at: '2026-01-01T06:00:00.000Z',
  },
  {
    code: 'POLANCO20',
    description: '20% de descuento solo en Canasta Polanco, una vez por cliente',
    kind: 'percent',
    value: 20,
    min_subtotal_cents: 0,
    max_uses_per_user: 1,
    store: 'polanco',
  },
];
