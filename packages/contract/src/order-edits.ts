import { z } from 'zod';
import { MAX_CART_LINES } from './cart-limits';
import { QuantitySchema, SubstitutionPreferenceSchema } from './cart';
import { idParam, positiveId } from './ids';
import { formatMoney } from './money';
import type { OrderStatus } from './order-status';
import { OrderPaymentSchema } from './payment-records';
import { SOLD_BY } from './quantity';

/**
 * Order edits (issue 27): until the store's cut-off for the order's slot, whoever placed the
 * order sends the whole new list of lines; the server prices it as a draft (holding the extra
 * stock), and confirming it applies the new total and charges or refunds the difference once.
 */

/** Minutes before the slot's window starts that edits close, unless the store says otherwise. */
export const ORDER_EDIT_CUTOFF_MINUTES_DEFAULT = 120;
/** The longest cut-off a store may set: a day before the window. */
export const ORDER_EDIT_CUTOFF_MAX_MINUTES = 1440;
/** A draft nobody confirmed gives its stock back after this long. */
export const ORDER_EDIT_DRAFT_TTL_MINUTES = 10;

export const ORDER_EDIT_STATES = ['draft', 'confirmed', 'discarded', 'expired'] as const;
export type OrderEditState = (typeof ORDER_EDIT_STATES)[number];

/** An order can be edited while the store hasn't started preparing it (and before its cut-off). */
export const ORDER_EDITABLE_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed'];

const money = (cents: number) => formatMoney(cents);

export const orderEditMessages = {
  orderEditClosed:
    'Ya no se puede modificar este pedido: la tienda ya empezó a prepararlo o está por entregarlo. Si necesitas algo más, escríbele a la tienda.',
  orderEditDraftExists:
    'Ya hay una modificación en curso para este pedido. Confírmala o descártala antes de empezar otra.',
  orderEditNotFound: 'No encontramos esa modificación del pedido.',
  orderEditNotDraft:
    'Esta modificación ya no está abierta: se descartó o pasó su tiempo. Vuelve a modificar el pedido.',
  orderEditPlacerOnly: 'Solo quien hizo el pedido puede modificarlo.',
  orderEditOrderChanged:
    'El pedido cambió desde que preparaste esta modificación. Revisa el pedido y vuelve a modificarlo.',
  orderEditLineRepeated: 'Cada producto va una sola vez en la lista.',
  orderEditUnavailable: (name: string) => `${name} no está disponible en esta tienda.`,
  orderEditTooMany: (name: string, max: number) =>
    `De ${name} puedes pedir como máximo ${String(max)} en este pedido.`,
  orderEditCouponDropped: (code: string, minimumCents: number, totalCents: number) =>
    `El cupón ${code} pide una compra mínima de ${money(minimumCents)}: con estos cambios ya no aplica y el nuevo total es ${money(totalCents)}.`,
  orderEditedTitle: (number: string) => `Pedido ${number} modificado`,
  orderEditedBody: (totalCents: number, differenceCents: number) =>
    differenceCents > 0
      ? `El nuevo total es ${money(totalCents)}; se cobran ${money(differenceCents)} más.`
      : differenceCents < 0
        ? `El nuevo total es ${money(totalCents)}; te devolvemos ${money(-differenceCents)}.`
        : `El nuevo total es ${money(totalCents)}, el mismo de antes.`,
} as const;

export const OrderEditLineInputSchema = z.strictObject({
  purchaseable_id: positiveId('El producto no es válido.'),
  qty: QuantitySchema,
  /** What to do if it is missing at the shelf; kept from the order's line when left out. */
  substitution: SubstitutionPreferenceSchema.optional(),
});

/** `POST /client-orders/{id}/edits`: the whole new list of lines (a line left out is removed). */
export const OrderEditBodySchema = z.strictObject({
  items: z
    .array(OrderEditLineInputSchema, { error: 'Envía la lista de productos del pedido.' })
    .min(1, { error: 'El pedido necesita al menos un producto. Para quitarlo todo, cancélalo.' })
    .max(MAX_CART_LINES, { error: `Un pedido lleva como máximo ${MAX_CART_LINES} productos.` }),
  substitution_default: SubstitutionPreferenceSchema.optional(),
});
export type OrderEditBody = z.infer<typeof OrderEditBodySchema>;

export const OrderEditParamsSchema = z.object({
  id: idParam('El pedido no es válido.'),
  editId: idParam('La modificación no es válida.'),
});

export const OrderEditLineSchema = z.object({
  purchaseable_id: z.number().int(),
  name: z.string(),
  image_url: z.string().nullable(),
  sold_by: z.enum(SOLD_BY),
  qty: z.number().int(),
  unit_price_cents: z.number().int(),
  line_total_cents: z.number().int(),
  substitution: SubstitutionPreferenceSchema,
});
export type OrderEditLine = z.infer<typeof OrderEditLineSchema>;

/**
 * An edit as the server priced it. `difference_cents` is the new total less the order's current
 * one: above zero is charged, below zero refunded, on confirming.
 */
export const OrderEditSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  state: z.enum(ORDER_EDIT_STATES),
  items: z.array(OrderEditLineSchema),
  subtotal_cents: z.number().int(),
  discount_cents: z.number().int(),
  delivery_fee_cents: z.number().int(),
  total_cents: z.number().int(),
  difference_cents: z.number().int(),
  /** When an unconfirmed draft lets its stock go. */
  expires_at: z.string(),
  /** Why the order's coupon no longer applies to the new lines (it goes on confirming), or null. */
  coupon_message: z.string().nullable().optional(),
});
export type OrderEdit = z.infer<typeof OrderEditSchema>;

export const OrderEditResponseSchema = z.object({ data: OrderEditSchema });
export type OrderEditResponse = z.infer<typeof OrderEditResponseSchema>;

/** A confirmed edit as the order's timeline shows it ("Pedido modificado"). */
export const OrderEditSummarySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  total_cents: z.number().int(),
  difference_cents: z.number().int(),
  /** What moved for it: charged (a card hold, the wallet, a new voucher) or refunded. */
  charged_cents: z.number().int(),
  refunded_cents: z.number().int(),
  /** OXXO/SPEI: the new voucher or reference for the difference, while it is unpaid. */
  payment: OrderPaymentSchema.nullable(),
});
export type OrderEditSummary = z.infer<typeof OrderEditSummarySchema>;
