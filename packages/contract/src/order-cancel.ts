import { z } from 'zod';
import { ORDER_STATUS_REASON_MAX } from './admin-orders';
import type { OrderStatus } from './order-status';

/**
 * "Cancelar pedido" by its customer (decision 052): `POST /client-orders/{id}/cancel`, by the
 * order's owner or whoever placed it, only while the store hasn't taken it on yet.
 */

/** A customer may cancel only while the order waits for the store: later it is the store's call. */
export const CUSTOMER_CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending'];

export function customerMayCancel(status: OrderStatus): boolean {
  return CUSTOMER_CANCELLABLE_STATUSES.includes(status);
}

export const orderCancelMessages = {
  orderCancelNotPending: (label: string) =>
    `Tu pedido ya está «${label}» y ya no puedes cancelarlo desde aquí. Si necesitas cambiar algo, escríbele a la tienda.`,
  orderCancelReasonInvalid: 'El motivo de la cancelación debe ser texto.',
  orderCancelReasonTooLong: (max: number) => `El motivo admite como máximo ${max} caracteres.`,
  /** How the store's history and the order's timeline name a customer who cancelled. */
  orderCancelledByCustomer: (name: string) => `${name} (cliente)`,
} as const;

/** The optional reason, told to the store (an empty one is none). */
export const CancelOrderBodySchema = z.strictObject({
  reason: z
    .string({ error: orderCancelMessages.orderCancelReasonInvalid })
    .max(ORDER_STATUS_REASON_MAX, {
      error: orderCancelMessages.orderCancelReasonTooLong(ORDER_STATUS_REASON_MAX),
    })
    .transform((value) => value.trim())
    .nullable()
    .optional(),
});
export type CancelOrderBody = z.input<typeof CancelOrderBodySchema>;
