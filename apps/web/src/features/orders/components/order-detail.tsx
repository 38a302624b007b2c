import type { Order } from '@canasta/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { esCart } from '../../../i18n/es-cart';
import { esOrders } from '../../../i18n/es-orders';
import { formatMoment } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { isActiveOrder } from '../api/get-order';
import { orderParty } from '../utils/order-party';
import {
  OrderDelivery,
  OrderLines,
  OrderPayment,
  OrderSection,
  OrderTotals,
} from './order-sections';
import { OrderStatusChip } from './order-status-chip';
import { OrderEditsTimeline, OrderTimeline } from './order-timeline';
import { PendingPayment } from './pending-payment';

/** An order that isn't the shopper's (or doesn't exist), with the way back to their orders. */
export function OrderNotFound({ slug }: { slug: string }) {
  return (
    <EmptyState
      as="h1"
      title={esOrders.orders.notFoundTitle}
      description={esOrders.orders.notFoundDescription}
      action={
        <Link to={paths.orders(slug)} className={buttonClasses('primary')}>
          {esOrders.orders.seeAll}
        </Link>
      }
    />
  );
}

/**
 * One order: whose it is (as `viewerId` sees it), where it stands (its history as a timeline),
 * what was bought, the delivery at `place` (lines of text the caller composes), the payment and
 * the totals; `actions` (such as "Pedir de nuevo") under its title.
 */
export function OrderDetail({
  order,
  place,
  viewerId,
  actions,
}: {
  order: Order;
  place: readonly string[];
  viewerId: number;
  actions?: ReactNode;
}) {
  const party = orderParty(order, viewerId);
  return (
    <>
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 tabIndex={-1} className="text-2xl leading-tight font-bold outline-none">
            {esOrders.orders.number(order.number)}
          </h1>
          <OrderStatusChip status={order.status} />
        </div>
        <p className="text-sm text-dark/75">
          {esOrders.orders.placedOn(formatMoment(order.created_at))} · {order.store.name}
        </p>
        {party ? <p className="font-semibold">{party}</p> : null}
      </div>
      <PendingPayment order={order} />
      {actions}
      <OrderSection id="order-timeline" title={esOrders.orders.timeline}>
        <OrderTimeline order={order} />
        <OrderEditsTimeline order={order} />
        {isActiveOrder(order) ? (
          <p className="mt-3 text-xs text-dark/70">{esOrders.orders.autoRefresh}</p>
        ) : null}
      </OrderSection>
      <OrderSection id="order-items" title={esOrders.orders.itemsTitle}>
        <OrderLines order={order} viewer={{ userId: viewerId }} />
      </OrderSection>
      <OrderSection id="order-delivery" title={esOrders.orders.deliveryTitle}>
        <OrderDelivery order={order} place={place} />
      </OrderSection>
      <OrderSection id="order-payment" title={esOrders.orders.paymentTitle}>
        <OrderPayment order={order} />
      </OrderSection>
      <OrderSection id="order-totals" title={esCart.cart.summary}>
        <OrderTotals order={order} />
      </OrderSection>
    </>
  );
}
