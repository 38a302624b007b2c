import type { Order } from '@canasta/contract';
import { addressArea, addressLine, addressTitle } from '../features/addresses/utils/address-text';
import { esOrders } from '../i18n/es-orders';
import { formatPhone } from '../lib/phone';

/**
 * Where an order arrives, as lines of text: the address as it was when ordered (with who
 * receives it), or the store's address for pickup. Orders and addresses meet here, in app/.
 */
export function orderPlace(order: Order): string[] {
  if (order.delivery_type === 'pickup' || !order.address) {
    return [order.store.name, order.store.address];
  }
  const address = order.address;
  return [
    addressTitle(address),
    addressLine(address),
    addressArea(address),
    esOrders.orders.receiver(address.receiver_name, formatPhone(address.receiver_phone)),
  ];
}
