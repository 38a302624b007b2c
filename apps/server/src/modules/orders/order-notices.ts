import { ORDER_STATUS_LABELS, type OrderStatus } from '@canasta/contract';
import type { OrderRow } from '../../db/schema';
import { messages } from '../../messages';
import { orderNumber } from './order-number';

const dateFormat = new Intl.DateTimeFormat('es-MX', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** "el sábado 21 de noviembre, de 09:00 a 13:00" — a store-local date, read as such. */
export function describeSlot(
  type: 'delivery' | 'pickup',
  slot: { date: string; start: string; end: string },
): string {
  const day = dateFormat.format(new Date(`${slot.date}T12:00:00Z`));
  return messages.slotDescription(type, day, slot.start, slot.end);
}

/**
 * Who is told of an order's creation and moves, once each: the user it belongs to and whoever
 * placed it (the same person unless a seller or mentor ordered for a client, decision 019).
 */
export function noticeRecipients(order: Pick<OrderRow, 'user_id' | 'placed_by_user_id'>): number[] {
  return [...new Set([order.user_id, order.placed_by_user_id])];
}

/** What the customer is told when their order changes status. */
export function statusNotice(
  order: Pick<
    OrderRow,
    | 'number'
    | 'id'
    | 'delivery_type'
    | 'delivery_date'
    | 'delivery_slot_start'
    | 'delivery_slot_end'
  >,
  status: OrderStatus,
): { title: string; body: string } {
  const number = order.number ?? orderNumber(order.id);
  const slot = describeSlot(order.delivery_type, {
    date: order.delivery_date,
    start: order.delivery_slot_start,
    end: order.delivery_slot_end,
  });
  return {
    title: messages.orderStatusTitle(number, ORDER_STATUS_LABELS[status]),
    body: messages.orderStatusBody(status, slot),
  };
}
