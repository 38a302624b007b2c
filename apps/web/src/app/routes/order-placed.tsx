import type { Order } from '@canasta/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { CheckIcon } from '../../components/ui/icons-extra';
import { useCurrentUser } from '../../features/auth/stores/session-store';
import { dropCart } from '../../features/cart/api/cart-cache';
import { cartIdFor } from '../../features/cart/stores/cart-store';
import { useCheckoutStore } from '../../features/checkout/stores/checkout-store';
import { useOrder } from '../../features/orders/api/get-order';
import { OrderSkeleton } from '../../features/orders/components/order-skeletons';
import { OrderStatusChip } from '../../features/orders/components/order-status-chip';
import { lastOrderId } from '../../features/orders/stores/last-order';
import { es } from '../../i18n/es';
import { formatLongDay } from '../../lib/dates';
import { useFormatMoney } from '../../lib/money';
import { FALLBACK_STORE_SLUG, paths } from '../../lib/paths';
import { orderPlace } from '../order-place';
import { useRouteStore } from '../store-gate';

/**
 * /tienda/:slugName/pedido-realizado — the order just placed (the saved `lastOrderId`): its
 * number, what happens next, a short summary, "Ver mi pedido" and "Seguir comprando".
 */
export function Component() {
  const { slugName = FALLBACK_STORE_SLUG } = useParams();
  const user = useCurrentUser();
  const [orderId] = useState(lastOrderId);
  useRemovePlacedCart();
  if (!user) return null;
  if (orderId === null) {
    return (
      <EmptyState
        as="h1"
        title={es.orders.notFoundTitle}
        action={
          <Link to={paths.orders(slugName)} className={buttonClasses('primary')}>
            {es.orders.seeAll}
          </Link>
        }
      />
    );
  }
  return <OrderPlaced slug={slugName} userId={user.id} orderId={orderId} />;
}

/**
 * Spec §4: after the order is created the local cart is removed (the cart id and its saved copy;
 * the server consumed the cart) and a new one comes with the next product. Only the cart the
 * order was placed from, handed over by the payment screen: a later visit removes nothing.
 */
function useRemovePlacedCart() {
  const queryClient = useQueryClient();
  const { data: store } = useRouteStore();
  const storeId = store?.id ?? null;
  useEffect(() => {
    if (storeId === null) return;
    const cartId = useCheckoutStore.getState().takePlaced(storeId);
    if (cartId && cartIdFor(storeId) === cartId) dropCart(queryClient, storeId);
  }, [storeId, queryClient]);
}

function OrderPlaced({ slug, userId, orderId }: { slug: string; userId: number; orderId: number }) {
  const order = useOrder(userId, orderId);
  if (order.status === 'pending') return <OrderSkeleton />;
  if (order.status === 'error') {
    return <ErrorState as="h1" onRetry={() => void order.refetch()} retrying={order.isFetching} />;
  }
  return <Placed slug={slug} order={order.data} />;
}

function Placed({ slug, order }: { slug: string; order: Order }) {
  const format = useFormatMoney();
  const place = orderPlace(order);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col items-center gap-3 pt-4 text-center">
        <span
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-positive-strong text-white"
        >
          <CheckIcon className="size-9" strokeWidth={3} />
        </span>
        <h1 tabIndex={-1} className="text-2xl leading-tight font-bold outline-none">
          {es.orders.placedTitle}
        </h1>
        <p className="text-dark/80">{es.orders.placedIntro(order.number)}</p>
      </div>
      <dl className="flex flex-col gap-3 rounded-2xl bg-white p-4 text-sm ring-1 ring-dark/10">
        <div className="flex items-center justify-between gap-3">
          <dt className="font-semibold">{es.orders.number(order.number)}</dt>
          <dd>
            <OrderStatusChip status={order.status} />
          </dd>
        </div>
        <div>
          <dt className="text-dark/70">{es.checkout.when}</dt>
          <dd className="font-semibold first-letter:uppercase">
            {formatLongDay(order.delivery_date)},{' '}
            {es.checkout.slotRange(order.delivery_slot.start, order.delivery_slot.end)}
          </dd>
        </div>
        <div>
          <dt className="text-dark/70">
            {order.delivery_type === 'pickup' ? es.checkout.pickupWhere : es.checkout.where}
          </dt>
          {place.map((line) => (
            <dd key={line}>{line}</dd>
          ))}
        </div>
        <div className="flex items-baseline justify-between gap-3 border-t border-dark/10 pt-3 text-base">
          <dt className="font-bold">{es.cart.total}</dt>
          <dd className="font-bold tabular-nums">{format(order.total_cents)}</dd>
        </div>
      </dl>
      <div className="flex flex-col gap-3">
        <Link to={paths.order(slug, order.id)} className={buttonClasses('primary')}>
          {es.orders.seeOrder}
        </Link>
        <Link to={paths.storeHome(slug)} className={buttonClasses('secondary')}>
          {es.orders.keepShopping}
        </Link>
      </div>
    </div>
  );
}
