import {
  isDeferredMethod,
  type DeferredPaymentMethod,
  type Order,
  type OrderPayment,
} from '@canasta/contract';

/** A payment record of OXXO or SPEI, whose voucher or transfer the shopper still has to pay. */
export type DeferredPayment = OrderPayment & { method: DeferredPaymentMethod };

function isDeferred(record: OrderPayment): record is DeferredPayment {
  return isDeferredMethod(record.method);
}

/**
 * The order's OXXO/SPEI records still awaiting their money (the order's own, and one made for an
 * edit's difference), oldest first as the server lists them.
 */
export function awaitingPayments(order: Pick<Order, 'payments'>): DeferredPayment[] {
  return order.payments.filter(
    (record): record is DeferredPayment =>
      isDeferred(record) && record.status === 'awaiting_payment',
  );
}

/** The order's OXXO/SPEI record that expired unpaid (the order was cancelled for it), if any. */
export function expiredPayment(order: Pick<Order, 'payments'>): DeferredPayment | null {
  return (
    order.payments.find(
      (record): record is DeferredPayment => isDeferred(record) && record.status === 'expired',
    ) ?? null
  );
}

/** When the voucher or transfer stops being payable. */
export function paymentDeadline(record: DeferredPayment): string | null {
  return record.voucher?.expires_at ?? record.transfer?.expires_at ?? null;
}

/** Whether the order may still be changed now (until `editable_until`). */
export function isEditable(
  order: Pick<Order, 'editable_until'>,
  now: number = Date.now(),
): boolean {
  return order.editable_until !== null && Date.parse(order.editable_until) > now;
}
