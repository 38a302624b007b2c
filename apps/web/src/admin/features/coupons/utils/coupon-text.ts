import type { AdminCoupon, CouponStatus } from '@canasta/contract';
import type { BadgeTone } from '../../../../components/ui/badge';
import { esAdminSetup } from '../../../../i18n/es-admin-setup';
import { lastDayOf, storeDay } from '../../../lib/store-time';

const copy = esAdminSetup.coupons;

const dayFormat = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "1 dic 2026": a day of the store, short. */
function shortDay(date: string): string {
  return dayFormat.format(new Date(`${date}T12:00:00Z`)).replace(/\./g, '');
}

/** "Del 1 dic 2026 al 31 dic 2026", "Desde el …", "Hasta el …" or "Siempre", in the store's days. */
export function validityText(coupon: AdminCoupon, timeZone: string): string {
  const from = coupon.starts_at ? shortDay(storeDay(coupon.starts_at, timeZone)) : null;
  const until = coupon.ends_at ? shortDay(lastDayOf(coupon.ends_at, timeZone)) : null;
  if (from && until) return copy.between(from, until);
  if (from) return copy.from(from);
  if (until) return copy.until(until);
  return copy.always;
}

/** "20 %" or "$50.00", and the minimum purchase when there is one. */
export function discountText(coupon: AdminCoupon, money: (cents: number) => string): string {
  const value = coupon.kind === 'percent' ? copy.percentOff(coupon.value) : money(coupon.value);
  return coupon.min_subtotal_cents > 0
    ? `${value} · ${copy.minimum(money(coupon.min_subtotal_cents))}`
    : value;
}

export const STATUS_TONES: Record<CouponStatus, BadgeTone> = {
  active: 'positive',
  scheduled: 'dark',
  expired: 'warning',
  exhausted: 'warning',
  ended: 'negative',
};
