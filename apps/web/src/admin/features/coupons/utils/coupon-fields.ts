import type { AdminCoupon, CouponBody, CouponKind } from '@canasta/contract';
import { esAdminSetup } from '../../../../i18n/es-admin-setup';
import { parsePesos, pesosText } from '../../../lib/pesos';
import { endAfterDay, lastDayOf, storeDay, storeMidnight } from '../../../lib/store-time';

const common = esAdminSetup.common;

/** A coupon as its form holds it: text as typed, days of the store instead of instants. */
export interface CouponFields {
  code: string;
  description: string;
  kind: CouponKind;
  /** Percent (1–100) or pesos, by kind. */
  value: string;
  minSubtotal: string;
  /** YYYY-MM-DD in the store's time zone, or '' for none. */
  startsOn: string;
  /** The last day it works (included), or ''. */
  endsOn: string;
  maxUses: string;
  maxUsesPerUser: string;
  active: boolean;
}

export const EMPTY_COUPON: CouponFields = {
  code: '',
  description: '',
  kind: 'percent',
  value: '',
  minSubtotal: '',
  startsOn: '',
  endsOn: '',
  maxUses: '',
  maxUsesPerUser: '',
  active: true,
};

export function fieldsOf(coupon: AdminCoupon, timeZone: string): CouponFields {
  return {
    code: coupon.code,
    description: coupon.description,
    kind: coupon.kind,
    value: coupon.kind === 'percent' ? String(coupon.value) : pesosText(coupon.value),
    minSubtotal: coupon.min_subtotal_cents === 0 ? '' : pesosText(coupon.min_subtotal_cents),
    startsOn: coupon.starts_at ? storeDay(coupon.starts_at, timeZone) : '',
    endsOn: coupon.ends_at ? lastDayOf(coupon.ends_at, timeZone) : '',
    maxUses: coupon.max_uses === null ? '' : String(coupon.max_uses),
    maxUsesPerUser: coupon.max_uses_per_user === null ? '' : String(coupon.max_uses_per_user),
    active: coupon.active,
  };
}

/** The body the API takes for a stored coupon, with `changes` (ending it: `active: false`). */
export function bodyOf(coupon: AdminCoupon, changes: Partial<CouponBody> = {}): CouponBody {
  return {
    code: coupon.code,
    description: coupon.description,
    kind: coupon.kind,
    value: coupon.value,
    min_subtotal_cents: coupon.min_subtotal_cents,
    starts_at: coupon.starts_at,
    ends_at: coupon.ends_at,
    max_uses: coupon.max_uses,
    max_uses_per_user: coupon.max_uses_per_user,
    active: coupon.active,
    ...changes,
  };
}

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * The body for what was typed, or the fields that can't be read (in the form's words). The
 * server checks the rest (ranges, the code's shape and uniqueness) and says so per field.
 */
export function toBody(
  fields: CouponFields,
  timeZone: string,
): { body: CouponBody } | { errors: Partial<Record<string, string>> } {
  const errors: Partial<Record<string, string>> = {};
  const value = fields.kind === 'percent' ? whole(fields.value) : parsePesos(fields.value);
  if (value === null) {
    errors.value = fields.kind === 'percent' ? common.wholeNumberInvalid : common.pesosInvalid;
  }
  const minimum = fields.minSubtotal.trim() === '' ? 0 : parsePesos(fields.minSubtotal);
  if (minimum === null) errors.min_subtotal_cents = common.pesosInvalid;
  const limit = (text: string, field: string) => {
    if (text.trim() === '') return null;
    const number = whole(text);
    if (number === null) errors[field] = common.wholeNumberInvalid;
    return number;
  };
  const maxUses = limit(fields.maxUses, 'max_uses');
  const maxUsesPerUser = limit(fields.maxUsesPerUser, 'max_uses_per_user');
  if (fields.code.trim() === '') errors.code = common.required;
  if (fields.description.trim() === '') errors.description = common.required;
  if (Object.keys(errors).length > 0 || value === null || minimum === null) return { errors };
  return {
    body: {
      code: fields.code.trim(),
      description: fields.description.trim(),
      kind: fields.kind,
      value,
      min_subtotal_cents: minimum,
      starts_at: fields.startsOn ? storeMidnight(fields.startsOn, timeZone) : null,
      ends_at: fields.endsOn ? endAfterDay(fields.endsOn, timeZone) : null,
      max_uses: maxUses,
      max_uses_per_user: maxUsesPerUser,
      active: fields.active,
    },
  };
}
