import { messages } from '../../messages';

export interface CouponRuleTerms {
  code: string;
  min_subtotal_cents: number;
  starts_at: string | null;
  /** Exclusive: the coupon stops working at this instant. */
  ends_at: string | null;
  max_uses: number | null;
  max_uses_per_user: number | null;
  store_id: number | null;
  active: number;
}

export interface CouponRuleContext {
  now: Date;
  storeId: number;
  timeZone: string;
  subtotalCents: number;
  /** Orders that already used the coupon, by anyone. */
  totalUses: number;
  /** Orders of this user that used it; null for an anonymous cart (checked once signed in). */
  userUses: number | null;
}

/** Why a coupon can't be used on this cart now (a Spanish message), or null when it can. */
export function couponRefusal(coupon: CouponRuleTerms, ctx: CouponRuleContext): string | null {
  const { code } = coupon;
  if (coupon.active !== 1) return messages.couponInactive(code);
  if (coupon.store_id !== null && coupon.store_id !== ctx.storeId) {
    return messages.couponOtherStore(code);
  }
  const now = ctx.now.getTime();
  if (coupon.starts_at !== null && now < Date.parse(coupon.starts_at)) {
    return messages.couponNotStarted(code, localDate(Date.parse(coupon.starts_at), ctx.timeZone));
  }
  if (coupon.ends_at !== null && now >= Date.parse(coupon.ends_at)) {
    // The last moment it worked is the day shoppers know as its end.
    return messages.couponExpired(code, localDate(Date.parse(coupon.ends_at) - 1, ctx.timeZone));
  }
  if (coupon.max_uses !== null && ctx.totalUses >= coupon.max_uses) {
    return messages.couponExhausted(code);
  }
  if (
    coupon.max_uses_per_user !== null &&
    ctx.userUses !== null &&
    ctx.userUses >= coupon.max_uses_per_user
  ) {
    return messages.couponUserLimit(code);
  }
  if (ctx.subtotalCents < coupon.min_subtotal_cents) {
    return messages.couponBelowMinimum(
      code,
      coupon.min_subtotal_cents,
      coupon.min_subtotal_cents - ctx.subtotalCents,
    );
  }
  return null;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function localDate(epochMs: number, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone });
    dateFormats.set(timeZone, format);
  }
  return format.format(epochMs);
}
