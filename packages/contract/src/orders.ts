import { z } from 'zod';
import { AddressSchema } from './address';
import { CASH_TENDERED_MAX_CENTS, cashMessages } from './cash-payment';
import { DeliveryTypeSchema } from './catalogue';
import { idParam } from './ids';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './order-status';
import { paginatedSchema } from './pagination';
import { PaymentMethodSchema } from './settings';
import { PICKING_STATES, SOLD_BY, SUBSTITUTE_STATES } from './quantity';
import { CartExtraSchema, CartSchema, SubstitutionPreferenceSchema } from './cart';
import { OrderEditSummarySchema } from './order-edits';
import { OrderPaymentSchema } from './payment-records';

export const OrderStatusSchema = z.enum(ORDER_STATUSES, { error: 'El estado no es válido.' });
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);

export const PlaceOrderBodySchema = z.strictObject({
  cart_id: z
    .string({ error: 'Falta el carrito.' })
    .min(1, { error: 'Falta el carrito.' })
    .max(100, { error: 'El carrito no es válido.' }),
  payment: z.strictObject(
    {
      method: PaymentMethodSchema,
      card_token: z
        .string({ error: 'Los datos de la tarjeta no son válidos.' })
        .min(1, { error: 'Los datos de la tarjeta no son válidos.' })
        .max(255, { error: 'Los datos de la tarjeta no son válidos.' })
        .optional(),
      /** Cash only: the bill the shopper pays with, so the change comes along (decision 052). */
      cash_tendered_cents: z
        .number({ error: cashMessages.cashTenderedInvalid })
        .int({ error: cashMessages.cashTenderedInvalid })
        .min(1, { error: cashMessages.cashTenderedInvalid })
        .max(CASH_TENDERED_MAX_CENTS, { error: cashMessages.cashTenderedTooHigh })
        .optional(),
    },
    { error: 'Elige cómo vas a pagar.' },
  ),
});
export type PlaceOrderBody = z.infer<typeof PlaceOrderBodySchema>;

export const OrderParamsSchema = z.object({
  id: idParam('El pedido no es válido.'),
});

/**
 * A substitute the store put in a missing line's place (issue 25): `proposed` while the shopper
 * may answer (until `answer_by`), then `accepted`, `refused` or `expired` (no answer: the line's
 * preference applied). A substitute agreed on the phone ("call") is `accepted` at once.
 */
export const OrderSubstituteSchema = z.object({
  purchaseable_id: z.number().int(),
  name: z.string(),
  image_url: z.string().nullable(),
  sold_by: z.enum(SOLD_BY),
  qty: z.number().int(),
  unit_price_cents: z.number().int(),
  line_total_cents: z.number().int(),
  state: z.enum(SUBSTITUTE_STATES),
  answer_by: z.string().nullable(),
});
export type OrderSubstitute = z.infer<typeof OrderSubstituteSchema>;

/**
 * An order line. `unit_price_cents` is what was charged (per kilogram for weight lines);
 * `list_unit_price_cents` the store's price when the order was placed; `price_changed_by` the
 * seller or mentor who set a modified price on the line (null when it was charged at the list
 * price). `qty` and `ordered_qty` are what was ordered (pieces or grams); `picked_qty` what the
 * store picked or weighed (null until then; 0: missing at the shelf).
 * `estimated_line_total_cents` is fixed at placement; `line_total_cents` follows the picking.
 */
export const OrderItemSchema = z.object({
  id: z.number().int(),
  purchaseable_id: z.number().int(),
  name: z.string(),
  image_url: z.string().nullable(),
  sold_by: z.enum(SOLD_BY),
  qty: z.number().int(),
  ordered_qty: z.number().int(),
  picked_qty: z.number().int().nullable(),
  unit_price_cents: z.number().int(),
  list_unit_price_cents: z.number().int(),
  estimated_line_total_cents: z.number().int(),
  line_total_cents: z.number().int(),
  price_changed_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  substitution: SubstitutionPreferenceSchema,
  substitute: OrderSubstituteSchema.nullable(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** The delivery address as it was when the order was placed. */
export const AddressSnapshotSchema = AddressSchema.omit({ is_default: true });
export type AddressSnapshot = z.infer<typeof AddressSnapshotSchema>;

export const OrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: OrderStatusSchema,
  payment_status: PaymentStatusSchema,
  payment_method: PaymentMethodSchema,
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /**
   * How the order is paid, as written in the contract: one payment record, or the list
   * of them for a mixed payment (wallet + card, wallet + OXXO).
   */
  payment: z.union([OrderPaymentSchema, z.array(OrderPaymentSchema)]),
  /** The same records, always as a list (one per method used). */
  payments: z.array(OrderPaymentSchema),
  /** Until when its placer may still change it (null: not any more, or never could). */
  editable_until: z.string().nullable(),
  /** Confirmed edits, oldest first (the timeline's "Pedido modificado"). */
  edits: z.array(OrderEditSummarySchema),
  store: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    address: z.string(),
  }),
  items: z.array(OrderItemSchema),
  subtotal_cents: z.number().int(),
  discount_cents: z.number().int(),
  delivery_fee_cents: z.number().int(),
  wallet_applied_cents: z.number().int(),
  /** The estimate until picking is done, then the weighed total (issue 25). */
  total_cents: z.number().int(),
  /** The total when the order was placed; equal to `total_cents` for an order without weight. */
  estimated_total_cents: z.number().int(),
  /** A weight line (or a pending substitution) keeps the total an estimate until picking is done. */
  estimated: z.boolean(),
  picking: z.enum(PICKING_STATES),
  substitution_default: SubstitutionPreferenceSchema,
  /** Card: what the card is held for until the order is weighed; null otherwise. */
  hold_cents: z.number().int().nullable(),
  /** Cash only: the bill the shopper said they pay with (null when they didn't say). */
  cash_tendered_cents: z.number().int().nullable(),
  currency: z.string(),
  coupon_code: z.string().nullable(),
  delivery_type: DeliveryTypeSchema,
  delivery_date: z.string(),
  delivery_slot: z.object({ id: z.number().int(), start: z.string(), end: z.string() }),
  address: AddressSnapshotSchema.nullable(),
  /**
   * Set when a seller or mentor ordered for one of their clients: the client as they were then
   * (lists show `client.name`); `placed_by` is the seller or mentor. Null for one's own order.
   */
  client: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }).nullable(),
  placed_by: z.object({ id: z.number().int(), name: z.string() }),
  notes: z.string().nullable(),
  status_history: z.array(z.object({ status: OrderStatusSchema, at: z.string() })),
  created_at: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderResponseSchema = z.object({ data: OrderSchema });

export const OrderLineParamsSchema = OrderParamsSchema.extend({
  lineId: idParam('La línea del pedido no es válida.'),
});

/** `POST /client-orders/{id}/lines/{lineId}/substitution`: the shopper's answer to a substitute. */
export const SubstitutionAnswerBodySchema = z.strictObject({
  accept: z.boolean({ error: 'Indica si aceptas el cambio.' }),
});
export type SubstitutionAnswerBody = z.infer<typeof SubstitutionAnswerBodySchema>;

/** `PATCH /client-orders/{id}/lines/{lineId}`: a line's substitution choice, until picking starts. */
export const UpdateOrderLineBodySchema = z.strictObject({
  substitution: SubstitutionPreferenceSchema,
});
export type UpdateOrderLineBody = z.infer<typeof UpdateOrderLineBodySchema>;
export type OrderResponse = z.infer<typeof OrderResponseSchema>;

/**
 * "Pedir de nuevo" (decision 030): what became of one of the order's lines in the cart.
 * `added` (the whole quantity is there), `reduced` (only what stock or the per-order limit
 * allows), `sold_out` or `unavailable` (no longer sold here): those two are not added.
 * `unit_price_cents` is today's price (null when it is no longer sold),
 * `before_unit_price_cents` the store's price when the order was placed.
 */
export const REORDER_OUTCOMES = ['added', 'reduced', 'sold_out', 'unavailable'] as const;
export const ReorderChangeSchema = z.object({
  purchaseable_id: z.number().int(),
  name: z.string(),
  outcome: z.enum(REORDER_OUTCOMES),
  ordered_qty: z.number().int(),
  qty_in_cart: z.number().int(),
  before_unit_price_cents: z.number().int(),
  unit_price_cents: z.number().int().nullable(),
});
export type ReorderChange = z.infer<typeof ReorderChangeSchema>;

/** The shopper's cart in the order's store after "Pedir de nuevo", and the lines that changed. */
export const ReorderResponseSchema = z.object({
  cart: CartSchema,
  extra: CartExtraSchema,
  changes: z.array(ReorderChangeSchema),
});
export type ReorderResponse = z.infer<typeof ReorderResponseSchema>;

export const OrderPageSchema = paginatedSchema(OrderSchema);
export type OrderPage = z.infer<typeof OrderPageSchema>;

/** Operator route: move an order to its next status. */
export const AdvanceOrderBodySchema = z.strictObject({ status: OrderStatusSchema });
export const OrderNumberParamsSchema = z.object({
  number: z.string().min(1).max(30, { error: 'El número de pedido no es válido.' }),
});

// Notifications

export const NotificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  order_id: z.number().int().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationPageSchema = paginatedSchema(NotificationSchema).extend({
  unread_count: z.number().int(),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const NotificationParamsSchema = z.object({
  id: idParam('La notificación no es válida.'),
});

export const ReadAllNotificationsResponseSchema = z.object({ unread_count: z.number().int() });

// Payments

export const CARD_PROVIDERS = ['sandbox', 'stripe'] as const;
export type CardProvider = (typeof CARD_PROVIDERS)[number];

/** How the web app collects card details: our sandbox form, or the provider's hosted fields. */
export const PaymentConfigResponseSchema = z.object({
  data: z.object({
    card_provider: z.enum(CARD_PROVIDERS).nullable(),
    publishable_key: z.string().nullable(),
    test_mode: z.boolean(),
  }),
});
export type PaymentConfigResponse = z.infer<typeof PaymentConfigResponseSchema>;

export const SandboxCardBodySchema = z.strictObject({
  number: z
    .string({ error: 'Escribe el número de la tarjeta.' })
    .max(40, { error: 'El número de la tarjeta no es válido.' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{13,19}$/, { error: 'El número de la tarjeta no es válido.' })),
  exp_month: z
    .number({ error: 'El mes de vencimiento no es válido.' })
    .int({ error: 'El mes de vencimiento no es válido.' })
    .min(1, { error: 'El mes de vencimiento no es válido.' })
    .max(12, { error: 'El mes de vencimiento no es válido.' }),
  exp_year: z
    .number({ error: 'El año de vencimiento no es válido.' })
    .int({ error: 'El año de vencimiento no es válido.' })
    .min(2000, { error: 'El año de vencimiento no es válido.' })
    .max(2100, { error: 'El año de vencimiento no es válido.' }),
  cvc: z
    .string({ error: 'Escribe el código de seguridad.' })
    .max(4, { error: 'El código de seguridad tiene 3 o 4 dígitos.' })
    .regex(/^\d{3,4}$/, { error: 'El código de seguridad tiene 3 o 4 dígitos.' }),
  holder_name: z
    .string({ error: 'Escribe el nombre como aparece en la tarjeta.' })
    .trim()
    .min(2, { error: 'Escribe el nombre como aparece en la tarjeta.' })
    .max(80, { error: 'El nombre admite como máximo 80 caracteres.' }),
});
export type SandboxCardBody = z.input<typeof SandboxCardBodySchema>;

export const CardTokenResponseSchema = z.object({
  token: z.string(),
  brand: z.string(),
  last4: z.string(),
});
export type CardTokenResponse = z.infer<typeof CardTokenResponseSchema>;
