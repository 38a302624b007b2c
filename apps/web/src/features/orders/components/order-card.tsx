import { lineCount, type Order } from '@canasta/contract';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { esCart } from '../../../i18n/es-cart';
import { esCheckout } from '../../../i18n/es-checkout';
import { esOrders } from '../../../i18n/es-orders';
import { formatLongDay, formatMoment } from '../../../lib/dates';
import { useFormatMoney } from '../../../lib/money';
import { orderParty } from '../utils/order-party';
import { OrderStatusChip } from './order-status-chip';

/**
 * One order in the list: number, status, whose it is (the client a seller ordered for), when it
 * was made and when it arrives (the day and window), how much; the whole card opens it.
 */
export function OrderCard({ order, to, viewerId }: { order: Order; to: string; viewerId: number }) {
  const format = useFormatMoney();
  // "productos": pieces, and each weight line once.
  const units = order.items.reduce(
    (sum, item) => sum + lineCount({ soldBy: item.sold_by, qty: item.qty }),
    0,
  );
  const party = orderParty(order, viewerId);
  return (
    <Link
      to={to}
      className="flex items-center gap-3 rounded-2xl bg-white p-4 ring-1 ring-dark/10 hover:ring-dark/30 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-dark"
    >
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-bold">{esOrders.orders.number(order.number)}</span>
          <OrderStatusChip status={order.status} />
        </span>
        {party ? <span className="text-sm font-semibold">{party}</span> : null}
        <span className="text-sm font-semibold">{arrival(order)}</span>
        <span className="text-sm text-dark/75">
          {esOrders.orders.placedOn(formatMoment(order.created_at))}
        </span>
        <span className="text-sm text-dark/75">
          {order.store.name} · {esCart.cart.itemCount(units)}
        </span>
      </span>
      <span className="shrink-0 text-right font-bold tabular-nums">
        {order.estimated
          ? esOrders.orders.approxAmount(format(order.total_cents))
          : format(order.total_cents)}
      </span>
      <ChevronRightIcon className="size-5 shrink-0 text-dark/60" />
    </Link>
  );
}

function arrival({ delivery_type, delivery_date, delivery_slot }: Order): string {
  const range = esCheckout.checkout.slotRange(delivery_slot.start, delivery_slot.end);
  const day = formatLongDay(delivery_date);
  return delivery_type === 'pickup'
    ? esOrders.orders.pickupOn(day, range)
    : esOrders.orders.deliversOn(day, range);
}
