import { z } from 'zod';
import { formatMoney } from './money';
import { PaymentMethodSchema } from './settings';

/**
 * A payment record (DESIGN §9, issue 27): one per method used on an order, with its own status,
 * apart from the order's. A mixed payment (wallet + card, wallet + OXXO) is two records.
 *
 * - `awaiting_payment`: money still to come (cash on delivery, an unpaid OXXO voucher or SPEI
 *   transfer);
 * - `authorized`: a card hold, not captured yet;
 * - `paid`, `partially_refunded`, `refunded`: money in, and what went back;
 * - `failed`: refused by the provider; `expired`: an OXXO/SPEI deadline passed unpaid;
 * - `voided`: a card hold released without charging anything (an order cancelled before capture,
 *   or weighed down to nothing for the card).
 */
export const PAYMENT_RECORD_STATUSES = [
  'awaiting_payment',
  'authorized',
  'paid',
  'partially_refunded',
  'refunded',
  'failed',
  'expired',
  'voided',
] as const;
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];

export const PAYMENT_RECORD_STATUS_LABELS: Record<PaymentRecordStatus, string> = {
  awaiting_payment: 'Pendiente de pago',
  authorized: 'Autorizado',
  paid: 'Pagado',
  partially_refunded: 'Reembolsado en parte',
  refunded: 'Reembolsado',
  failed: 'Rechazado',
  expired: 'Vencido',
  voided: 'Liberado',
};

/** Methods paid later, away from the shop (cash at an OXXO, a bank transfer): no courier collects them. */
export const DEFERRED_PAYMENT_METHODS = ['oxxo', 'spei'] as const;
export type DeferredPaymentMethod = (typeof DEFERRED_PAYMENT_METHODS)[number];

export function isDeferredMethod(method: string): method is DeferredPaymentMethod {
  return (DEFERRED_PAYMENT_METHODS as readonly string[]).includes(method);
}

/** How long an OXXO voucher stays payable unless the store says otherwise (Stripe's default is 3). */
export const OXXO_EXPIRY_DAYS_DEFAULT = 2;
/** How long a SPEI reference waits for its transfer. */
export const SPEI_EXPIRY_HOURS_DEFAULT = 24;

/** An OXXO voucher: the number the cashier scans or types, its barcode as an image, and its deadline. */
export const PaymentVoucherSchema = z.object({
  reference: z.string(),
  /** An image of the barcode (SVG), absolute path on this API or the provider's URL. */
  barcode_url: z.string(),
  expires_at: z.string(),
});
export type PaymentVoucher = z.infer<typeof PaymentVoucherSchema>;

/** Where to send a SPEI transfer: the CLABE, its bank and the reference to write on it. */
export const PaymentTransferSchema = z.object({
  clabe: z.string(),
  bank: z.string(),
  reference: z.string(),
  expires_at: z.string(),
});
export type PaymentTransfer = z.infer<typeof PaymentTransferSchema>;

export const OrderPaymentSchema = z.object({
  method: PaymentMethodSchema,
  status: z.enum(PAYMENT_RECORD_STATUSES),
  /** What this record covers of the order (a card: its hold or charge; cash: what is collected). */
  amount_cents: z.number().int(),
  /** What was given back of it, in refunds. */
  refunded_cents: z.number().int(),
  /** OXXO/SPEI: what the payments brought so far, once something arrived (a SPEI transfer short of the amount). */
  received_cents: z.number().int().optional(),
  voucher: PaymentVoucherSchema.optional(),
  transfer: PaymentTransferSchema.optional(),
});
export type OrderPayment = z.infer<typeof OrderPaymentSchema>;

/** Sandbox only: what a SPEI transfer brings (under- or over-paying it on purpose). */
export const SandboxPayBodySchema = z
  .strictObject({
    amount_cents: z
      .number({ error: 'El monto no es válido.' })
      .int({ error: 'El monto no es válido.' })
      .min(1, { error: 'El monto no es válido.' })
      .max(100_000_000, { error: 'El monto no es válido.' })
      .optional(),
  })
  .optional();
export type SandboxPayBody = z.infer<typeof SandboxPayBodySchema>;

export const SandboxVoucherParamsSchema = z.object({
  reference: z
    .string()
    .min(1, { error: 'La referencia no es válida.' })
    .max(64, { error: 'La referencia no es válida.' })
    .regex(/^[\w-]+$/, { error: 'La referencia no es válida.' }),
});

export const SandboxVoucherResponseSchema = z.object({
  data: z.object({ reference: z.string(), delivered: z.boolean() }),
});

/**
 * How long before a slot starts an OXXO/SPEI order must leave the shopper to pay (decision 060):
 * a slot sooner than this after now is not offered with these methods.
 */
export const DEFERRED_MIN_PAYING_MINUTES = 120;

const money = (cents: number) => formatMoney(cents);

/** The Spanish words of OXXO and SPEI payments (decision 060). */
export const deferredPaymentMessages = {
  deferredProviderUnavailable:
    'No pudimos generar tu ficha de pago. No se hizo ningún cargo; inténtalo de nuevo.',
  deferredSlotTooSoon:
    'Ese horario es muy pronto para pagar en OXXO o por transferencia. Elige un horario más tarde u otro método de pago.',
  deferredPaymentAwaited:
    'Este pedido espera su pago en OXXO o por transferencia: se confirma solo cuando llegue el pago.',
  deferredPaymentAlreadyPaid:
    'Este pedido ya se pagó en OXXO o por transferencia: su importe ya no se puede cambiar.',
  deferredPaidTitle: (number: string) => `Recibimos tu pago del pedido ${number}`,
  deferredPaidBody: (cents: number) => `Recibimos ${money(cents)}. Tu pedido queda confirmado.`,
  deferredUnderpaidTitle: (number: string) => `Tu pago del pedido ${number} está incompleto`,
  deferredUnderpaidBody: (receivedCents: number, missingCents: number) =>
    `Recibimos ${money(receivedCents)}; faltan ${money(missingCents)} para confirmar tu pedido. Transfiere lo que falta a la misma CLABE.`,
  deferredOverpaidBody: (excessCents: number) =>
    `Pagaste ${money(excessCents)} de más: te los devolvemos.`,
  deferredExpiredReason: 'El pago no llegó antes de la fecha límite.',
  deferredLateTitle: (number: string) => `Tu pago del pedido ${number} llegó tarde`,
  deferredLateBody: (cents: number) =>
    `Recibimos ${money(cents)} después de la fecha límite y el pedido ya estaba cancelado: te devolvemos el importe.`,
  oxxoNeedsEmail: 'Para pagar en OXXO agrega tu correo electrónico en tu perfil.',
  sandboxReferenceNotFound: 'No encontramos esa ficha de pago.',
  barcodeReferenceInvalid: 'La referencia no es válida.',
} as const;

/** `GET /payments/barcodes/{reference}`: a voucher number, as its barcode. */
export const BarcodeParamsSchema = z.object({
  reference: z
    .string()
    .min(1, { error: deferredPaymentMessages.barcodeReferenceInvalid })
    .max(64, { error: deferredPaymentMessages.barcodeReferenceInvalid })
    .regex(/^[\w-]+$/, { error: deferredPaymentMessages.barcodeReferenceInvalid }),
});
