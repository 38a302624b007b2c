import type { Order, User } from '@canasta/contract';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { useCurrentUser } from '../../features/auth/stores/session-store';
import { isActiveOrder, useOrder } from '../../features/orders/api/get-order';
import {
  OrderDelivery,
  OrderLines,
  OrderPayment,
  OrderSection,
  OrderTotals,
} from '../../features/orders/components/order-sections';
import { OrderSkeleton } from '../../features/orders/components/order-skeletons';
import { OrderStatusChip } from '../../features/orders/components/order-status-chip';
import { OrderTimeline } from '../../features/orders/components/order-timeline';
import { es } from '../../i18n/es';
import { isApiError } from '../../lib/api-client';
import { formatMoment } from '../../lib/dates';
import { FALLBACK_STORE_SLUG, parseId, paths } from '../../lib/paths';
import { orderPlace } from '../order-place';

/**
 * /menu/:slugName/orders/:id — one order (requiresAuth): where it stands (its history as a
 * timeline, read again every 20 s while it is still moving), what was bought, the totals, the
 * delivery with the address as it was, and the payment.
 */
export function Component() {
  const user = useCurrentUser();
  const { slugName = FALLBACK_STORE_SLUG, id } = useParams();
  const orderId = parseId(id);
  if (!user) return null;
  if (orderId === null) return <OrderNotFound slug={slugName} />;
  return <OrderScreen user={user} slug={slugName} orderId={orderId} />;
}

function OrderNotFound({ slug }: { slug: string }) {
  return (
    <EmptyState
      as="h1"
      title={es.orders.notFoundTitle}
      description={es.orders.notFoundDescription}
      action={
        <Link to={paths.orders(slug)} className={buttonClasses('primary')}>
          {es.orders.seeAll}
        </Link>
      }
    />
  );
}

function OrderScreen({ user, slug, orderId }: { user: User; slug: string; orderId: number }) {
  const order = useOrder(user.id, orderId);
  if (order.status === 'pending') return <OrderSkeleton />;
  if (order.status === 'error') {
    if (isApiError(order.error, 'order_not_found')) return <OrderNotFound slug={slug} />;
    return <ErrorState as="h1" onRetry={() => void order.refetch()} retrying={order.isFetching} />;
  }
  return <OrderDetail order={order.data} />;
}

function OrderDetail({ order }: { order: Order }) {
  return (
    <>
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 tabIndex={-1} className="text-2xl leading-tight font-bold outline-none">
            {es.orders.number(order.number)}
          </h1>
          <OrderStatusChip status={order.status} />
        </div>
        <p className="text-sm text-dark/75">
          {es.orders.placedOn(formatMoment(order.created_at))} · {order.store.name}
        </p>
      </div>
      <OrderSection id="order-timeline" title={es.orders.timeline}>
        <OrderTimeline order={order} />
        {isActiveOrder(order) ? (
          <p className="mt-3 text-xs text-dark/70">{es.orders.autoRefresh}</p>
        ) : null}
      </OrderSection>
      <OrderSection id="order-items" title={es.orders.itemsTitle}>
        <OrderLines order={order} />
      </OrderSection>
      <OrderSection id="order-delivery" title={es.orders.deliveryTitle}>
        <OrderDelivery order={order} place={orderPlace(order)} />
      </OrderSection>
      <OrderSection id="order-payment" title={es.orders.paymentTitle}>
        <OrderPayment order={order} />
      </OrderSection>
      <OrderSection id="order-totals" title={es.cart.summary}>
        <OrderTotals order={order} />
      </OrderSection>
    </>
  );
}
