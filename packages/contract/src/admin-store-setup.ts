import { z } from 'zod';
import { SUBSTITUTION_ANSWER_MAX_MINUTES, WEIGHT_HOLD_MARGIN_MAX_PERCENT } from './quantity';
import { GeoJsonPolygonSchema } from './address';
import { adminStoreSetupMessages as m } from './admin-store-setup-messages';
import { COUPON_KINDS } from './cart';
import { DELIVERY_TYPES, STORE_PAYMENT_METHODS } from './catalogue';
import { whenFieldsPass } from './cross-field-rules';
import { idParam } from './ids';
import { ORDER_EDIT_CUTOFF_MAX_MINUTES } from './order-edits';
import { AdminStoreParamsSchema } from './operators';
import { PageQuerySchema, paginatedSchema } from './pagination';
import { MAX_RING_POSITIONS } from './zone-outline';

/**
 * The store setup area of the operator API (decision 043): where and when the store delivers
 * (zones, weekly windows, closed dates), how it takes orders (its settings) and its coupons.
 * Every path is under `/api/admin/stores/{slug}`.
 */

/** A store's zones and windows are read whole (the map and the week show them all): capped. */
export const MAX_ZONES_PER_STORE = 50;
export const MAX_WINDOWS_PER_STORE = 200;
export const MAX_ZONE_RINGS = 20;
/** 100,000 pesos: more than any fee, minimum or fixed discount a grocery store means. */
export const MAX_SETUP_AMOUNT_CENTS = 10_000_000;

const amount = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(MAX_SETUP_AMOUNT_CENTS, { error: message });

/** 'HH:MM', 24 hours, as the windows and the cut-off are stored. */
export const TimeOfDaySchema = (message: string) =>
  z
    .string({ error: message })
    .max(5, { error: message })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: message });

/** Whether `value` is a calendar date written YYYY-MM-DD that exists (2026-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const noon = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(noon.getTime()) && noon.toISOString().startsWith(value);
}

export const CalendarDateSchema = z
  .string({ error: m.setupDate })
  .max(10, { error: m.setupDate })
  .refine(isCalendarDate, { error: m.setupDate });

// Zones

const PositionSchema = z.tuple([z.number(), z.number()], { error: m.setupZonePosition });

/**
 * The shape of a zone's area; whether it is a usable outline (closed, in range, not crossing
 * itself) is checked by the server, whose message names the problem.
 */
const ZonePolygonBodySchema = z.strictObject(
  {
    type: z.literal('Polygon', { error: m.setupZoneShape }),
    coordinates: z
      .array(
        z
          .array(PositionSchema, { error: m.setupZoneShape })
          .max(MAX_RING_POSITIONS, { error: m.setupZoneTooManyPositions(MAX_RING_POSITIONS) }),
        { error: m.setupZoneShape },
      )
      .max(MAX_ZONE_RINGS, { error: m.setupZoneTooManyRings(MAX_ZONE_RINGS) }),
  },
  { error: m.setupZoneShape },
);

export const ZoneBodySchema = z.strictObject({
  name: z
    .string({ error: m.setupZoneName })
    .trim()
    .min(1, { error: m.setupZoneName })
    .max(120, { error: m.setupZoneName }),
  polygon: ZonePolygonBodySchema,
  delivery_fee_cents: amount(m.setupZoneFee),
  min_order_cents: amount(m.setupZoneMinimum),
});
export type ZoneBody = z.infer<typeof ZoneBodySchema>;

/**
 * A zone as the console edits it. `problem` says why a stored area can't decide coverage (it
 * was written to the database by hand); such a zone is left out of the shop until redrawn, and
 * its `polygon` is null when it isn't even a polygon.
 */
export const AdminZoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  polygon: GeoJsonPolygonSchema.nullable(),
  delivery_fee_cents: z.number().int(),
  min_order_cents: z.number().int(),
  problem: z.string().nullable(),
});
export type AdminZone = z.infer<typeof AdminZoneSchema>;

export const ZoneParamsSchema = AdminStoreParamsSchema.extend({
  id: idParam(m.setupZoneNotFound),
});
export const ZoneListResponseSchema = z.object({ data: z.array(AdminZoneSchema) });
export type ZoneListResponse = z.infer<typeof ZoneListResponseSchema>;
export const ZoneResponseSchema = z.object({ data: AdminZoneSchema });
export type ZoneResponse = z.infer<typeof ZoneResponseSchema>;

// Delivery windows

export const DeliveryWindowBodySchema = z
  .strictObject({
    type: z.enum(DELIVERY_TYPES, { error: m.setupWindowType }),
    weekday: z
      .number({ error: m.setupWindowWeekday })
      .int({ error: m.setupWindowWeekday })
      .min(0, { error: m.setupWindowWeekday })
      .max(6, { error: m.setupWindowWeekday }),
    start: TimeOfDaySchema(m.setupTime),
    end: TimeOfDaySchema(m.setupTime),
    capacity: z
      .number({ error: m.setupWindowCapacity })
      .int({ error: m.setupWindowCapacity })
      .min(1, { error: m.setupWindowCapacity })
      .max(10_000, { error: m.setupWindowCapacity }),
  })
  .refine((window) => window.end > window.start, {
    path: ['end'],
    error: m.setupWindowEndAfterStart,
    when: whenFieldsPass('start', 'end'),
  });
export type DeliveryWindowBody = z.infer<typeof DeliveryWindowBodySchema>;

/** A weekly window. `pending_orders`: orders placed in it and not yet delivered or cancelled. */
export const AdminDeliveryWindowSchema = z.object({
  id: z.number().int(),
  type: z.enum(DELIVERY_TYPES),
  /** 0 = Sunday … 6 = Saturday, in the store's time zone. */
  weekday: z.number().int(),
  start: z.string(),
  end: z.string(),
  capacity: z.number().int(),
  pending_orders: z.number().int(),
});
export type AdminDeliveryWindow = z.infer<typeof AdminDeliveryWindowSchema>;

export const DeliveryWindowParamsSchema = AdminStoreParamsSchema.extend({
  id: idParam(m.setupWindowNotFound),
});
export const DeliveryWindowListResponseSchema = z.object({
  data: z.array(AdminDeliveryWindowSchema),
});
export type DeliveryWindowListResponse = z.infer<typeof DeliveryWindowListResponseSchema>;
export const DeliveryWindowResponseSchema = z.object({ data: AdminDeliveryWindowSchema });
export type DeliveryWindowResponse = z.infer<typeof DeliveryWindowResponseSchema>;

// Closed dates

export const ClosedDateBodySchema = z.strictObject({
  date: CalendarDateSchema,
  reason: z
    .string({ error: m.setupClosedReason })
    .trim()
    .max(200, { error: m.setupClosedReason })
    .nullish()
    .transform((reason) => (reason ? reason : null)),
});
export type ClosedDateBody = z.input<typeof ClosedDateBodySchema>;

/** A day the store takes no orders for. `pending_orders`: orders already placed for that day. */
export const ClosedDateSchema = z.object({
  date: z.string(),
  reason: z.string().nullable(),
  pending_orders: z.number().int(),
});
export type ClosedDate = z.infer<typeof ClosedDateSchema>;

export const ClosedDateParamsSchema = AdminStoreParamsSchema.extend({ date: CalendarDateSchema });
/** Today and later first (soonest first), then past days (latest first). */
export const ClosedDatePageSchema = paginatedSchema(ClosedDateSchema);
export type ClosedDatePage = z.infer<typeof ClosedDatePageSchema>;
export const ClosedDateResponseSchema = z.object({ data: ClosedDateSchema });
export type ClosedDateResponse = z.infer<typeof ClosedDateResponseSchema>;

// Store settings

export const StorePaymentMethodSchema = z.enum(STORE_PAYMENT_METHODS, {
  error: m.setupPaymentMethod,
});
export type StorePaymentMethod = z.infer<typeof StorePaymentMethodSchema>;

export const StoreSettingsBodySchema = z.strictObject({
  /** Same-day orders close at this local time. */
  cutoff_time: TimeOfDaySchema(m.setupCutoff),
  /** Whole days between ordering and the first delivery day (0: same day). */
  lead_days: z
    .number({ error: m.setupLeadDays })
    .int({ error: m.setupLeadDays })
    .min(0, { error: m.setupLeadDays })
    .max(14, { error: m.setupLeadDays }),
  /** How many calendar days the shop offers from the first one. */
  days_ahead: z
    .number({ error: m.setupDaysAhead })
    .int({ error: m.setupDaysAhead })
    .min(1, { error: m.setupDaysAhead })
    .max(60, { error: m.setupDaysAhead }),
  payment_methods: z
    .array(StorePaymentMethodSchema, { error: m.setupPaymentMethods })
    .min(1, { error: m.setupPaymentMethods })
    .max(STORE_PAYMENT_METHODS.length, { error: m.setupPaymentMethodRepeated })
    .refine((methods) => new Set(methods).size === methods.length, {
      error: m.setupPaymentMethodRepeated,
    }),
  /** Any way a phone is written; stored as E.164. Null or empty: no WhatsApp. */
  whatsapp: z
    .string({ error: m.setupWhatsapp })
    .trim()
    .max(30, { error: m.setupWhatsapp })
    .nullable()
    .transform((phone) => (phone ? phone : null)),
  /** This store's shop front shows the maintenance screen; the other stores keep working. */
  maintenance: z.boolean({ error: m.setupMaintenance }),
  /** A card is held for the estimate plus this percent of its weight lines (omitted: unchanged). */
  weight_hold_margin_percent: z
    .number({ error: m.setupHoldMargin })
    .int({ error: m.setupHoldMargin })
    .min(0, { error: m.setupHoldMargin })
    .max(WEIGHT_HOLD_MARGIN_MAX_PERCENT, { error: m.setupHoldMargin })
    .optional(),
  /** Minutes a shopper has to answer a proposed substitute (omitted: unchanged). */
  substitution_answer_minutes: z
    .number({ error: m.setupAnswerMinutes })
    .int({ error: m.setupAnswerMinutes })
    .min(1, { error: m.setupAnswerMinutes })
    .max(SUBSTITUTION_ANSWER_MAX_MINUTES, { error: m.setupAnswerMinutes })
    .optional(),
  /** Order edits close this many minutes before the slot's window starts (omitted: unchanged). */
  edit_cutoff_minutes: z
    .number({ error: m.setupEditCutoff })
    .int({ error: m.setupEditCutoff })
    .min(0, { error: m.setupEditCutoff })
    .max(ORDER_EDIT_CUTOFF_MAX_MINUTES, { error: m.setupEditCutoff })
    .optional(),
});
export type StoreSettingsBody = z.input<typeof StoreSettingsBodySchema>;

export const StoreSettingsSchema = z.object({
  cutoff_time: z.string(),
  lead_days: z.number().int(),
  days_ahead: z.number().int(),
  payment_methods: z.array(z.enum(STORE_PAYMENT_METHODS)),
  whatsapp: z.string().nullable(),
  maintenance: z.boolean(),
  weight_hold_margin_percent: z.number().int(),
  substitution_answer_minutes: z.number().int(),
  edit_cutoff_minutes: z.number().int(),
  /**
   * What the shop as a whole can take now (its settings and the server's card provider): a
   * method the store takes but the shop doesn't is not offered to shoppers either.
   */
  available_payment_methods: z.array(z.enum(STORE_PAYMENT_METHODS)),
});
export type StoreSettings = z.infer<typeof StoreSettingsSchema>;
export const StoreSettingsResponseSchema = z.object({ data: StoreSettingsSchema });
export type StoreSettingsResponse = z.infer<typeof StoreSettingsResponseSchema>;

// Coupons

const couponLimit = (max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(max, { error: message })
    .nullable()
    .default(null);

const instant = z
  .string({ error: m.setupCouponDate })
  .max(40, { error: m.setupCouponDate })
  .pipe(z.iso.datetime({ offset: true, error: m.setupCouponDate }))
  .transform((value) => new Date(value).toISOString())
  .nullable()
  .default(null);

/**
 * A coupon as the console writes it, whole (PUT replaces every field). Codes are matched
 * without regard to case and stored upper-case, unique in the store.
 */
export const CouponBodySchema = z
  .strictObject({
    code: z
      .string({ error: m.setupCouponCode })
      .trim()
      .max(30, { error: m.setupCouponCode })
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9_-]{2,29}$/, { error: m.setupCouponCode }),
    description: z
      .string({ error: m.setupCouponDescription })
      .trim()
      .min(1, { error: m.setupCouponDescription })
      .max(200, { error: m.setupCouponDescription }),
    kind: z.enum(COUPON_KINDS, { error: m.setupCouponKind }),
    /** Percent off (1–100) or cents off, by kind. */
    value: z.number({ error: m.setupCouponFixed }).int({ error: m.setupCouponFixed }),
    min_subtotal_cents: amount(m.setupCouponMinimum).default(0),
    /** Inclusive; null: from now on. */
    starts_at: instant,
    /** Exclusive: the coupon stops working at this instant; null: no end. */
    ends_at: instant,
    max_uses: couponLimit(1_000_000, m.setupCouponMaxUses),
    max_uses_per_user: couponLimit(1_000, m.setupCouponMaxUsesPerUser),
    /** False ends the coupon now; a used coupon is ended, never deleted. */
    active: z.boolean({ error: m.setupCouponActive }).default(true),
  })
  .superRefine(
    (coupon, ctx) => {
      if (coupon.kind === 'percent' && (coupon.value < 1 || coupon.value > 100)) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: m.setupCouponPercent });
      }
      if (coupon.kind === 'fixed' && (coupon.value < 1 || coupon.value > MAX_SETUP_AMOUNT_CENTS)) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: m.setupCouponFixed });
      }
    },
    { when: whenFieldsPass('kind', 'value') },
  )
  .superRefine(
    (coupon, ctx) => {
      if (coupon.starts_at && coupon.ends_at && coupon.ends_at <= coupon.starts_at) {
        ctx.addIssue({ code: 'custom', path: ['ends_at'], message: m.setupCouponEndsBeforeStart });
      }
    },
    { when: whenFieldsPass('starts_at', 'ends_at') },
  );
export type CouponBody = z.input<typeof CouponBodySchema>;
export type CouponValues = z.output<typeof CouponBodySchema>;

/** Where a coupon stands now, for the list's label. */
export const COUPON_STATUSES = ['active', 'scheduled', 'expired', 'exhausted', 'ended'] as const;
export const CouponStatusSchema = z.enum(COUPON_STATUSES);
export type CouponStatus = z.infer<typeof CouponStatusSchema>;

export const AdminCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  min_subtotal_cents: z.number().int(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  max_uses_per_user: z.number().int().nullable(),
  active: z.boolean(),
  /** A coupon valid in every store: shown for reference, changed only by Canasta. */
  all_stores: z.boolean(),
  /** Orders of this store that used it. */
  uses: z.number().int(),
  status: CouponStatusSchema,
});
export type AdminCoupon = z.infer<typeof AdminCouponSchema>;

export const CouponParamsSchema = AdminStoreParamsSchema.extend({
  id: idParam(m.setupCouponNotFound),
});
export const CouponQuerySchema = PageQuerySchema.extend({
  /** Part of the code or the description. */
  q: z
    .string({ error: m.setupCouponSearch })
    .trim()
    .max(50, { error: m.setupCouponSearch })
    .optional(),
});
export type CouponQuery = z.infer<typeof CouponQuerySchema>;
export const CouponPageSchema = paginatedSchema(AdminCouponSchema);
export type CouponPage = z.infer<typeof CouponPageSchema>;
export const CouponResponseSchema = z.object({ data: AdminCouponSchema });
export type CouponResponse = z.infer<typeof CouponResponseSchema>;
