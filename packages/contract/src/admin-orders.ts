import { z } from 'zod';
import { AddressSnapshotSchema, OrderSubstituteSchema } from './orders';
import { SubstitutionPreferenceSchema } from './cart';
import { MAX_CART_LINES } from './cart-limits';
import { PICKING_STATES, SOLD_BY } from './quantity';
import { adminOrdersMessages as m } from './admin-orders-messages';
import { DeliveryTypeSchema } from './catalogue';
import { idParam, positiveId } from './ids';
import { AdminStoreParamsSchema, AuditActorSchema } from './operators';
import {
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
  PAYMENT_STATUSES,
} from './order-status';
import { PageMetaSchema, PageQuerySchema } from './pagination';
import { PaymentMethodSchema } from './settings';

/**
 * The orders area of the operator console (issue 23): the board's list, one order's detail, the
 * status move, the live event stream, the picking list of a slot and the day's summary.
 * Dates are calendar days in the store's own time zone (DESIGN §4).
 */

/** The longest search the board accepts (an order number, a name, a phone). */
export const ADMIN_ORDER_SEARCH_MAX = 80;
/** The longest reason an operator may give for a move (required to cancel). */
export const ORDER_STATUS_REASON_MAX = 300;
/** Fewer units than this left (and more than none) is "low stock" on the day's summary. */
export const LOW_STOCK_THRESHOLD = 5;
/** At most this many sold-out or low products are listed on the summary (the counts are whole). */
export const LOW_STOCK_LIST_MAX = 100;

const OrderStatusValue = z.enum(ORDER_STATUSES, { error: m.adminStatusFilterInvalid });

/**
 * Where an order of this delivery type may go next: `ORDER_TRANSITIONS`, with home deliveries
 * going on the way and pickups becoming ready to collect. The first is the board's big button.
 */
export function nextOrderStatuses(
  status: OrderStatus,
  deliveryType: 'delivery' | 'pickup',
): OrderStatus[] {
  return ORDER_TRANSITIONS[status].filter((next) => {
    if (next === 'on_the_way') return deliveryType === 'delivery';
    if (next === 'ready_for_pickup') return deliveryType === 'pickup';
    return true;
  });
}

/** The statuses whose lines are still to be picked. */
export const TO_PREPARE_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'preparing'];

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** `YYYY-MM-DD`, a day that exists (no 2026-02-30), in the store's time zone. */
export const StoreDateSchema = z
  .string({ error: m.adminDateInvalid })
  .max(10, { error: m.adminDateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.adminDateInvalid })
  .refine(isCalendarDate, { error: m.adminDateInvalid });

/** `?status=pending` or several, comma-separated: `?status=pending,confirmed`. */
const StatusFilterSchema = z
  .string({ error: m.adminStatusFilterInvalid })
  .max(120, { error: m.adminStatusFilterInvalid })
  .transform((value) => [...new Set(value.split(',').map((part) => part.trim()))])
  .pipe(z.array(OrderStatusValue).min(1, { error: m.adminStatusFilterInvalid }));

/**
 * `GET /orders`: one day's orders (or every day's, newest delivery first, without `date`),
 * slot by slot and newest first within a slot. `q` finds an order number, or the customer's
 * name (accents and case ignored) or phone digits.
 */
export const AdminOrdersQuerySchema = PageQuerySchema.extend({
  date: StoreDateSchema.optional(),
  status: StatusFilterSchema.optional(),
  q: z
    .string()
    .max(ADMIN_ORDER_SEARCH_MAX, { error: m.adminSearchTooLong(ADMIN_ORDER_SEARCH_MAX) })
    .transform((value) => value.trim())
    .optional(),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuerySchema>;
export type AdminOrdersQueryInput = z.input<typeof AdminOrdersQuerySchema>;

export const AdminOrderParamsSchema = AdminStoreParamsSchema.extend({
  number: z
    .string({ error: m.adminOrderNumberInvalid })
    .max(30, { error: m.adminOrderNumberInvalid })
    .regex(/^\d+$/, { error: m.adminOrderNumberInvalid }),
});

const SlotSchema = z.object({ id: z.number().int(), start: z.string(), end: z.string() });

/**
 * Who the order is for: the client a seller or mentor ordered for (as they were then), or the
 * shopper who ordered for themself (as they are now).
 */
export const AdminOrderCustomerSchema = z.object({
  name: z.string(),
  phone: z.string(),
});
export type AdminOrderCustomer = z.infer<typeof AdminOrderCustomerSchema>;

/** One order on the board. */
export const AdminOrderListItemSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: PaymentMethodSchema,
  delivery_type: DeliveryTypeSchema,
  delivery_date: z.string(),
  delivery_slot: SlotSchema,
  customer: AdminOrderCustomerSchema,
  /** The delivery address's neighbourhood (colonia); null for pickup. */
  neighborhood: z.string().nullable(),
  /** Lines, not units. */
  item_count: z.number().int(),
  /** The estimate until picking is done, then the weighed total. */
  total_cents: z.number().int(),
  /** Weight lines not weighed yet: `total_cents` is an estimate. */
  estimated: z.boolean(),
  picking: z.enum(PICKING_STATES),
  /**
   * A card weighed above its hold: the part the card could not be charged for, which the store
   * absorbs (issue 25); 0 otherwise.
   */
  store_absorbs_cents: z.number().int(),
  /**
   * The change to bring for the bill the shopper said they pay cash with (0: the exact amount);
   * null when they didn't say, or the order isn't paid in cash (decision 052).
   */
  cash_change_cents: z.number().int().nullable(),
  /**
   * An OXXO voucher or SPEI transfer not paid yet (decision 060): the order confirms itself when
   * the payment arrives, and can't be confirmed by hand; the board shows it apart.
   */
  awaiting_payment: z.boolean(),
  currency: z.string(),
  created_at: z.string(),
});
export type AdminOrderListItem = z.infer<typeof AdminOrderListItemSchema>;

const StatusCountsSchema = z.record(z.enum(ORDER_STATUSES), z.number().int());
export type StatusCounts = z.infer<typeof StatusCountsSchema>;

/** One delivery slot of the day, with how many orders it holds in each status. */
export const AdminDaySlotSchema = SlotSchema.extend({
  delivery_type: DeliveryTypeSchema,
  total: z.number().int(),
  by_status: StatusCountsSchema,
});
export type AdminDaySlot = z.infer<typeof AdminDaySlotSchema>;

/**
 * The board's page. With `date`, `day` counts that whole day (whatever the status filter and
 * search), per status and per slot, for the filter chips, the slot headers and the picking
 * screen's slot choice; null without a date.
 */
export const AdminOrderPageSchema = z.object({
  data: z.array(AdminOrderListItemSchema),
  meta: PageMetaSchema,
  day: z
    .object({
      date: z.string(),
      total: z.number().int(),
      by_status: StatusCountsSchema,
      slots: z.array(AdminDaySlotSchema),
    })
    .nullable(),
});
export type AdminOrderPage = z.infer<typeof AdminOrderPageSchema>;

/** A line: what was sold (snapshot) and the offer's current SKU and unit, to find it on the shelf. */
export const AdminOrderLineSchema = z.object({
  id: z.number().int(),
  purchaseable_id: z.number().int(),
  name: z.string(),
  sku: z.string().nullable(),
  unit: z.string().nullable(),
  image_url: z.string().nullable(),
  /** Pieces, or grams for a weight line (then the unit prices are per kilogram). */
  sold_by: z.enum(SOLD_BY),
  qty: z.number().int(),
  ordered_qty: z.number().int(),
  /** What was picked or weighed; null until recorded, 0 when missing at the shelf. */
  picked_qty: z.number().int().nullable(),
  unit_price_cents: z.number().int(),
  list_unit_price_cents: z.number().int(),
  estimated_line_total_cents: z.number().int(),
  line_total_cents: z.number().int(),
  substitution: SubstitutionPreferenceSchema,
  substitute: OrderSubstituteSchema.nullable(),
});
export type AdminOrderLine = z.infer<typeof AdminOrderLineSchema>;

/** A card charge as the payment provider holds it. */
export const CARD_CHARGE_STATUSES = [
  'authorized',
  'paid',
  'failed',
  'refunded',
  'pending',
  'voided',
] as const;

export const AdminOrderPaymentSchema = z.object({
  method: PaymentMethodSchema,
  status: z.enum(PAYMENT_STATUSES),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  wallet_applied_cents: z.number().int(),
  /** The card's part (held, charged, voided or refunded); null when no card was charged. */
  card_charge: z
    .object({ status: z.enum(CARD_CHARGE_STATUSES), amount_cents: z.number().int() })
    .nullable(),
  /** Cash the courier or counter collects on delivery: 0 once paid or for card and wallet. */
  collect_cents: z.number().int(),
  /** The bill the shopper said they pay the cash with; null when they didn't say. */
  cash_tendered_cents: z.number().int().nullable(),
});
export type AdminOrderPayment = z.infer<typeof AdminOrderPaymentSchema>;

/** A status change: who made it (null when the customer placed the order) and why. */
export const AdminStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  actor: AuditActorSchema.nullable(),
  reason: z.string().nullable(),
});
export type AdminStatusChange = z.infer<typeof AdminStatusChangeSchema>;

export const AdminOrderSchema = AdminOrderListItemSchema.extend({
  items: z.array(AdminOrderLineSchema),
  subtotal_cents: z.number().int(),
  discount_cents: z.number().int(),
  delivery_fee_cents: z.number().int(),
  wallet_applied_cents: z.number().int(),
  coupon_code: z.string().nullable(),
  zone_name: z.string().nullable(),
  /** The delivery address as it was, with the shopper's pin (lat, lng); null for pickup. */
  address: AddressSnapshotSchema.nullable(),
  /** Set when a seller or mentor ordered for one of their clients (the client as they were). */
  client: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }).nullable(),
  /** Who placed it (the customer, or their seller or mentor), told of every move too. */
  placed_by: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }),
  payment: AdminOrderPaymentSchema,
  /** The total when the order was placed. */
  estimated_total_cents: z.number().int(),
  notes: z.string().nullable(),
  status_history: z.array(AdminStatusChangeSchema),
  /** Where the order may go next, the usual next step first; empty once it is over. */
  next_statuses: z.array(z.enum(ORDER_STATUSES)),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

export const AdminOrderResponseSchema = z.object({ data: AdminOrderSchema });
export type AdminOrderResponse = z.infer<typeof AdminOrderResponseSchema>;

/**
 * `POST /orders/{number}/status`: the next status, and why. Cancelling needs a reason (the
 * customer is told it); any other move may carry one.
 */
export const AdminOrderStatusBodySchema = z
  .strictObject({
    status: z.enum(ORDER_STATUSES, { error: m.orderStatusInvalid }),
    reason: z
      .string({ error: m.cancelReasonRequired })
      .max(ORDER_STATUS_REASON_MAX, { error: m.statusReasonTooLong(ORDER_STATUS_REASON_MAX) })
      .transform((value) => value.trim())
      .nullable()
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'cancelled' && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: m.cancelReasonRequired });
    }
  });
export type AdminOrderStatusBody = z.input<typeof AdminOrderStatusBodySchema>;

// Picking

export const PickingQuerySchema = z.object({
  date: StoreDateSchema,
  slot_id: idParam(m.adminSlotInvalid),
});
export type PickingQuery = z.input<typeof PickingQuerySchema>;

/** One product to take from the shelves for the whole slot. */
export const PickingProductSchema = z.object({
  purchaseable_id: z.number().int(),
  name: z.string(),
  sku: z.string().nullable(),
  unit: z.string().nullable(),
  qty: z.number().int(),
  /** 'weight': `qty` is grams (issue 25). */
  sold_by: z.enum(SOLD_BY),
  /** How many of the slot's orders carry it. */
  order_count: z.number().int(),
});
export type PickingProduct = z.infer<typeof PickingProductSchema>;

export const PickingOrderSchema = z.object({
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  delivery_type: DeliveryTypeSchema,
  customer: AdminOrderCustomerSchema,
  neighborhood: z.string().nullable(),
  notes: z.string().nullable(),
  lines: z.array(
    z.object({
      purchaseable_id: z.number().int(),
      name: z.string(),
      sku: z.string().nullable(),
      unit: z.string().nullable(),
      qty: z.number().int(),
      /** 'weight': `qty` is grams (issue 25). */
      sold_by: z.enum(SOLD_BY),
    }),
  ),
});
export type PickingOrder = z.infer<typeof PickingOrderSchema>;

/**
 * `GET /picking?date&slot_id`: what to pick for one slot, only from orders still to prepare
 * (pending, confirmed, preparing): every product summed, then each order's own lines.
 */
export const PickingListSchema = z.object({
  date: z.string(),
  slot: SlotSchema.extend({ delivery_type: DeliveryTypeSchema }).nullable(),
  products: z.array(PickingProductSchema),
  orders: z.array(PickingOrderSchema),
});
export type PickingList = z.infer<typeof PickingListSchema>;
export const PickingResponseSchema = z.object({ data: PickingListSchema });
export type PickingResponse = z.infer<typeof PickingResponseSchema>;

// Weighing and substitutions at picking (issue 25)

const pickedQty = z
  .number({ error: m.pickedQtyInvalid })
  .int({ error: m.pickedQtyInvalid })
  .min(0, { error: m.pickedQtyInvalid })
  .max(1_000_000, { error: m.pickedQtyInvalid });

/**
 * One line's picking: what was picked or weighed (pieces or grams; 0 when missing) and, for a
 * missing line, the substitute put in its place. Lines not sent keep what they had.
 */
export const PickingLineInputSchema = z.strictObject({
  line_id: positiveId(m.pickingLineInvalid),
  picked_qty: pickedQty,
  substitute: z
    .strictObject({
      purchaseable_id: positiveId(m.substituteInvalid),
      qty: pickedQty.min(1, { error: m.pickedQtyInvalid }),
    })
    .nullable()
    .optional(),
});
export type PickingLineInput = z.infer<typeof PickingLineInputSchema>;

/** `PUT /orders/{number}/picking`: idempotent; the same body twice changes nothing. */
export const SaveOrderPickingBodySchema = z.strictObject({
  lines: z
    .array(PickingLineInputSchema, { error: m.pickingLinesRequired })
    .min(1, { error: m.pickingLinesRequired })
    .max(MAX_CART_LINES, { error: m.pickingLinesRequired }),
});
export type SaveOrderPickingBody = z.infer<typeof SaveOrderPickingBodySchema>;

export const AdminOrderLineParamsSchema = AdminOrderParamsSchema.extend({
  lineId: idParam(m.pickingLineInvalid),
});

/**
 * A substitute the store may offer for a missing line: same category, a similar price, in stock,
 * ranked by the search engine against the missing product's name.
 */
export const SubstituteOptionSchema = z.object({
  purchaseable_id: z.number().int(),
  name: z.string(),
  unit: z.string(),
  image_url: z.string().nullable(),
  sold_by: z.enum(SOLD_BY),
  price_cents: z.number().int(),
  stock: z.number().int(),
  weight_step_g: z.number().int().nullable(),
});
export type SubstituteOption = z.infer<typeof SubstituteOptionSchema>;
export const SubstituteOptionsResponseSchema = z.object({ data: z.array(SubstituteOptionSchema) });
export type SubstituteOptionsResponse = z.infer<typeof SubstituteOptionsResponseSchema>;

// The day's summary ("Hoy")

export const StoreSummaryQuerySchema = z.object({ date: StoreDateSchema.optional() });
export type StoreSummaryQuery = z.input<typeof StoreSummaryQuerySchema>;

export const StockAlertSchema = z.object({
  purchaseable_id: z.number().int(),
  name: z.string(),
  sku: z.string().nullable(),
  unit: z.string(),
  stock: z.number().int(),
});
export type StockAlert = z.infer<typeof StockAlertSchema>;

/**
 * One delivery day of the store (today in its time zone unless `date` says otherwise). An order
 * counts on the day it is delivered. `orders` are that day's orders not cancelled; `sales_cents`
 * their totals (booked sales: pending ones included, cancelled ones not); `delivered_cents` the
 * part already handed over; `average_basket_cents` sales over orders, rounded (0 without
 * orders). Stock alerts are the store's offers on sale now with fewer than LOW_STOCK_THRESHOLD
 * units left, sold out first; at most LOW_STOCK_LIST_MAX are listed.
 */
export const StoreSummarySchema = z.object({
  date: z.string(),
  today: z.string(),
  orders: z.number().int(),
  cancelled: z.number().int(),
  sales_cents: z.number().int(),
  delivered_cents: z.number().int(),
  /** Of the sales, what is paid already (card captured, wallet, OXXO/SPEI received, cash collected). */
  paid_cents: z.number().int(),
  /** OXXO/SPEI orders of the day whose payment hasn't arrived, and what they wait for (decision 060). */
  awaiting_payment_orders: z.number().int(),
  awaiting_payment_cents: z.number().int(),
  average_basket_cents: z.number().int(),
  currency: z.string(),
  by_status: StatusCountsSchema,
  sold_out_count: z.number().int(),
  low_stock_count: z.number().int(),
  low_stock_threshold: z.number().int(),
  stock_alerts: z.array(StockAlertSchema),
});
export type StoreSummary = z.infer<typeof StoreSummarySchema>;
export const StoreSummaryResponseSchema = z.object({ data: StoreSummarySchema });
export type StoreSummaryResponse = z.infer<typeof StoreSummaryResponseSchema>;

// The live stream (`GET /orders/events`, server-sent events)

/** The SSE `event:` names: an order event, or "start again from a fresh list". */
export const ORDER_EVENT_NAME = 'order';
export const ORDER_RESYNC_EVENT_NAME = 'resync';
export const ORDER_EVENT_TYPES = ['created', 'status'] as const;
/** Who made an event: the order's customer from the shop (placing or cancelling), or the store. */
export const ORDER_EVENT_ACTORS = ['customer', 'store'] as const;

/**
 * One `event: order` message's `data`; its `id:` is `id`, which a reconnecting client sends back
 * as `Last-Event-ID` to get what it missed. `status` is what this event moved the order to;
 * `by` is "customer" for an order placed, and for one its customer cancelled from the shop (the
 * board tells the store at once), "store" for every move the store made; `order` is the order as
 * it stands when the event is sent.
 */
export const OrderEventSchema = z.object({
  id: z.number().int(),
  type: z.enum(ORDER_EVENT_TYPES),
  status: z.enum(ORDER_STATUSES),
  by: z.enum(ORDER_EVENT_ACTORS),
  at: z.string(),
  order: AdminOrderListItemSchema,
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

/** The `Last-Event-ID` header a reconnecting stream sends: the last event id it received. */
export const OrderEventsHeadersSchema = z.object({
  'last-event-id': z
    .string()
    .max(15, { error: m.lastEventIdInvalid })
    .regex(/^\d+$/, { error: m.lastEventIdInvalid })
    .optional(),
});
