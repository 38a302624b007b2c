import { z } from 'zod';
import { AddressSchema } from './address';
import { DeliveryTypeSchema, InventoryItemSchema } from './catalogue';
import { DeliveryDateSchema } from './delivery';
import { idParam, positiveId } from './ids';
import { CART_NOTES_MAX_LENGTH, COUPON_CODE_MAX_LENGTH, MAX_CART_LINES } from './cart-limits';
import { PaymentMethodSchema } from './settings';
import { SUBSTITUTION_PREFERENCES } from './quantity';

const qtyMessage = 'La cantidad debe ser un número entero.';

/*
 * No upper bound here: the cap (MAX_LINE_QTY) is one of three, with the offer's stock and its
 * per-order limit, and the cart's check answers a quantity above any of them with the real
 * maximum as `max_qty` and says it, which a schema that knows only 999 could not.
 */

/** What the store does if a line is missing at the shelf (issue 25). */
export const SubstitutionPreferenceSchema = z.enum(SUBSTITUTION_PREFERENCES, {
  error: 'Elige qué hacemos si falta el producto.',
});

/**
 * A quantity to add or check: a whole number of at least one, pieces or (for a weight offer)
 * grams; the offer's step, minimum and maximum are checked against the offer.
 */
export const QuantitySchema = z
  .number({ error: qtyMessage })
  .int({ error: qtyMessage })
  .min(1, { error: 'La cantidad debe ser al menos 1.' });

/** A quantity to set: zero removes the line. */
export const SetQuantitySchema = z
  .number({ error: qtyMessage })
  .int({ error: qtyMessage })
  .min(0, { error: 'La cantidad no puede ser negativa.' });

const purchaseableId = positiveId('El producto no es válido.');

// Requests

export const CartParamsSchema = z.object({
  cartId: z.string().min(1).max(100, { error: 'El identificador del carrito no es válido.' }),
});
export const CartItemParamsSchema = CartParamsSchema.extend({
  itemId: idParam('El identificador del artículo no es válido.'),
});
export const CartCouponParamsSchema = CartParamsSchema.extend({
  couponName: z
    .string()
    .min(1)
    .max(COUPON_CODE_MAX_LENGTH, { error: 'El código del cupón es demasiado largo.' }),
});

export const CreateCartBodySchema = z.strictObject({
  store_id: positiveId('La tienda no es válida.'),
  user_id: positiveId('El usuario no es válido.').optional(),
});
export type CreateCartBody = z.infer<typeof CreateCartBodySchema>;

export const CartLineInputSchema = z.strictObject({
  purchaseable_id: purchaseableId,
  qty: QuantitySchema,
});
export type CartLineInput = z.infer<typeof CartLineInputSchema>;

export const AddCartItemBodySchema = CartLineInputSchema;
export type AddCartItemBody = CartLineInput;

export const BulkCartItemsBodySchema = z.strictObject({
  items: z
    .array(z.strictObject({ purchaseable_id: purchaseableId, qty: SetQuantitySchema }), {
      error: 'Envía la lista de productos.',
    })
    .min(1, { error: 'Envía al menos un producto.' })
    .max(MAX_CART_LINES, { error: `Puedes enviar como máximo ${MAX_CART_LINES} productos.` }),
});
export type BulkCartItemsBody = z.infer<typeof BulkCartItemsBodySchema>;

/** `PUT /checkout/{id}/items/{itemId}`: change one line's quantity, substitution choice or both. */
export const UpdateCartItemBodySchema = z
  .strictObject({
    qty: SetQuantitySchema.optional(),
    substitution: SubstitutionPreferenceSchema.optional(),
  })
  .refine((body) => body.qty !== undefined || body.substitution !== undefined, {
    error: 'Indica la cantidad o qué hacemos si falta el producto.',
  });
export type UpdateCartItemBody = z.infer<typeof UpdateCartItemBodySchema>;

export const ValidateCartItemBodySchema = z.strictObject({ qty: QuantitySchema });
export type ValidateCartItemBody = z.infer<typeof ValidateCartItemBodySchema>;

export const ApplyCouponBodySchema = z.strictObject({
  coupon: z
    .string({ error: 'Escribe el código del cupón.' })
    .trim()
    .min(1, { error: 'Escribe el código del cupón.' })
    .max(COUPON_CODE_MAX_LENGTH, { error: 'El código del cupón es demasiado largo.' }),
});
export type ApplyCouponBody = z.infer<typeof ApplyCouponBodySchema>;

/**
 * A line's modified unit price. Sent in `PUT /checkout/{id}`, the list replaces the cart's whole
 * list (`[]` clears it); a price equal to the list price is no modification.
 */
export const ModifiedPriceSchema = z.strictObject({
  item_id: positiveId('El artículo no es válido.'),
  unit_price_cents: z
    .number({ error: 'El precio debe ser un número entero de centavos.' })
    .int({ error: 'El precio debe ser un número entero de centavos.' })
    .min(0, { error: 'El precio no puede ser negativo.' })
    .max(100_000_000, { error: 'El precio es demasiado alto.' }),
});
export type ModifiedPrice = z.infer<typeof ModifiedPriceSchema>;

/**
 * The cart choices a shopper can change. `user_id` claims an anonymous cart for the signed-in
 * caller (merging their other cart in that store). `address_id` is one of the caller's addresses
 * that the store covers; its zone sets the delivery fee and minimum order. `delivery_date` and
 * `delivery_slot_id` go together: one of the store's open slots for the cart's delivery type.
 * A seller or mentor ordering for one of their clients chooses `client_id` (null: "para mí")
 * and `client_address_id`, one of that client's addresses the store covers; a client replaces
 * the shopper's own `address_id` and the other way round.
 */
export const UpdateCartBodySchema = z.strictObject({
  user_id: positiveId('El usuario no es válido.').optional(),
  address_id: positiveId('La dirección no es válida.').nullable().optional(),
  client_id: positiveId('El cliente no es válido.')
    .nullable()
    .optional()
    .describe(
      "Who the order is for (null: the caller). Without client_address_id, a client's default address is chosen too when the store delivers there (decision 048).",
    ),
  client_address_id: positiveId('La dirección del cliente no es válida.').nullable().optional(),
  delivery_date: DeliveryDateSchema.nullable().optional(),
  delivery_slot_id: positiveId('El horario no es válido.').nullable().optional(),
  delivery_type: DeliveryTypeSchema.nullable().optional(),
  payment_method: PaymentMethodSchema.nullable().optional(),
  /** A mentor pays what their wallet covers and the payment method the rest (decision 021). */
  use_wallet: z.boolean({ error: 'Indica si quieres usar tu monedero.' }).optional(),
  notes: z
    .string({ error: 'Las notas deben ser texto.' })
    .trim()
    .max(CART_NOTES_MAX_LENGTH, {
      error: `Las notas admiten como máximo ${CART_NOTES_MAX_LENGTH} caracteres.`,
    })
    .nullable()
    .optional(),
  modified_prices: z.array(ModifiedPriceSchema).max(MAX_CART_LINES).optional(),
  /**
   * The order's substitution preference: every line that has not chosen its own follows it, and
   * it is remembered for the shopper's next cart (issue 25).
   */
  substitution_default: SubstitutionPreferenceSchema.optional(),
});
export type UpdateCartBody = z.infer<typeof UpdateCartBodySchema>;

// Responses

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export const CouponKindSchema = z.enum(COUPON_KINDS);
export type CouponKind = z.infer<typeof CouponKindSchema>;

/** The coupon on a cart. When the cart stops qualifying it stays, unapplied, with the reason. */
export const CartCouponSchema = z.object({
  code: z.string(),
  kind: CouponKindSchema,
  /** Percent (1–100) or cents off, by kind. */
  value: z.number().int(),
  min_subtotal_cents: z.number().int(),
  applied: z.boolean(),
  discount_cents: z.number().int(),
  message: z.string().nullable(),
});
export type CartCoupon = z.infer<typeof CartCouponSchema>;

/**
 * The unit prices a seller or mentor may charge a client for a line (decision 020): from the
 * higher of the offer's floor and the store's largest discount off the list price, up to the
 * list price itself.
 */
export const PriceRangeSchema = z.object({
  min_cents: z.number().int(),
  max_cents: z.number().int(),
});
export type PriceRange = z.infer<typeof PriceRangeSchema>;

/**
 * A cart line: `qty` is pieces, or grams when `purchaseable.sold_by` is "weight" (then the unit
 * prices are per kilogram and `line_total_cents` is the estimate). `unit_price_cents` and
 * `line_total_cents` are what the line costs, at the
 * modified price when a seller or mentor set one; `list_unit_price_cents` is the store's price.
 * `price_range` is set only while this cart may modify prices (its owner is a seller or mentor
 * and a client is chosen), else null.
 */
export const CartItemSchema = z.object({
  id: z.number().int(),
  qty: z.number().int(),
  unit_price_cents: z.number().int(),
  list_unit_price_cents: z.number().int(),
  line_total_cents: z.number().int(),
  price_range: PriceRangeSchema.nullable(),
  /** The line's own choice, or the cart's `substitution_default` when it has none. */
  substitution: SubstitutionPreferenceSchema,
  purchaseable: InventoryItemSchema,
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** The client a seller or mentor is ordering for, and the chosen address of theirs (or null). */
export const CartClientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  address: AddressSchema.nullable(),
});
export type CartClient = z.infer<typeof CartClientSchema>;

export const CartSchema = z.object({
  id: z.string(),
  user_id: z.number().int().nullable(),
  store_id: z.number().int(),
  items: z.array(CartItemSchema),
  coupon: CartCouponSchema.nullable(),
  delivery_type: DeliveryTypeSchema.nullable(),
  delivery_date: z.string().nullable(),
  delivery_slot_id: z.number().int().nullable(),
  address_id: z.number().int().nullable(),
  client_id: z.number().int().nullable(),
  client_address_id: z.number().int().nullable(),
  /** Set with `client_id`: who the order is for, and where it goes. */
  client: CartClientSchema.nullable(),
  payment_method: PaymentMethodSchema.nullable(),
  /** Pay part (or all) of the order from the mentor's wallet; `extra.wallet_applied_cents` says how much. */
  use_wallet: z.boolean(),
  modified_prices: z.array(ModifiedPriceSchema),
  notes: z.string().nullable(),
  substitution_default: SubstitutionPreferenceSchema,
  blocked: z.boolean(),
});
export type Cart = z.infer<typeof CartSchema>;

export const CartExtraSchema = z.object({
  subtotal_cents: z.number().int(),
  discount_cents: z.number().int(),
  delivery_fee_cents: z.number().int(),
  /** With `use_wallet`: min(the mentor's balance now, total_cents); else 0. */
  wallet_applied_cents: z.number().int(),
  /** The whole order (subtotal − discount + delivery fee); the payment method pays the part the wallet doesn't. */
  total_cents: z.number().int(),
  /** "productos": pieces of unit lines, and each weight line once. */
  item_count: z.number().int(),
  min_order_cents: z.number().int(),
  currency: z.string(),
  /** A weight line makes every total here an estimate ("Total estimado") until it is weighed. */
  estimated: z.boolean(),
  /**
   * What paying by card holds: the card's part plus the store's margin (`hold_margin_percent`)
   * on the weight lines; equal to the card's part without weight lines.
   */
  hold_cents: z.number().int(),
  hold_margin_percent: z.number().int(),
});
export type CartExtra = z.infer<typeof CartExtraSchema>;

export const CartResponseSchema = z.object({ cart: CartSchema, extra: CartExtraSchema });
export type CartResponse = z.infer<typeof CartResponseSchema>;

/**
 * `POST /checkout/{id}/remembered-choices` (decisions 030 and 048): the cart with the last
 * order's choices that still hold, and the delivery slot to offer for the shopper to confirm
 * (never put on the cart for them): the first open slot on the same weekday as that order, in
 * its time window when open; null when that weekday has no open slot.
 */
export const RememberedChoicesResponseSchema = CartResponseSchema.extend({
  remembered_slot: z
    .object({ delivery_date: z.string(), delivery_slot_id: z.number().int() })
    .nullable(),
});
export type RememberedChoicesResponse = z.infer<typeof RememberedChoicesResponseSchema>;

export const ValidateCartItemResponseSchema = z.object({
  valid: z.literal(true),
  max_qty: z.number().int(),
});
export type ValidateCartItemResponse = z.infer<typeof ValidateCartItemResponseSchema>;

/** A refused quantity: the 422 body carries the most the shopper may take. */
export const QuantityErrorBodySchema = z.object({
  message: z.string(),
  code: z.literal('validation_failed'),
  errors: z.record(z.string(), z.array(z.string())),
  max_qty: z.number().int(),
});
export type QuantityErrorBody = z.infer<typeof QuantityErrorBodySchema>;
