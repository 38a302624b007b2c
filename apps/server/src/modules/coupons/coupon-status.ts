import type { CouponStatus } from '@canasta/contract';

export interface CouponStanding {
  active: number;
  starts_at: string | null;
  ends_at: string | null;
  max_uses: number | null;
}

/**
 * Where a coupon stands now, in the order a shopper would be refused (coupon-rules.ts): ended by
 * the store, not started yet, past its end, or out of uses; otherwise active.
 */
export function couponStatus(coupon: CouponStanding, totalUses: number, now: Date): CouponStatus {
  if (coupon.active !== 1) return 'ended';
  const time = now.getTime();
  if (coupon.starts_at !== null && time < Date.parse(coupon.starts_at)) return 'scheduled';
  if (coupon.ends_at !== null && time >= Date.parse(coupon.ends_at)) return 'expired';
  if (coupon.max_uses !== null && totalUses >= coupon.max_uses) return 'exhausted';
  return 'active';
}
