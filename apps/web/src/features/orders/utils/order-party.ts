import type { Order } from '@canasta/contract';
import { esOrders } from '../../../i18n/es-orders';

/**
 * Whose order it is, as the one reading it sees it (decision 019): "Para: {client}" for the
 * seller or mentor who placed it for a client; "Lo hizo {placer}" for a client reading an order
 * placed for them; nothing for one's own order.
 */
export function orderParty(order: Pick<Order, 'client' | 'placed_by'>, viewerId: number) {
  if (order.placed_by.id !== viewerId) return esOrders.orders.placedBy(order.placed_by.name);
  return order.client ? esOrders.orders.forClient(order.client.name) : null;
}
