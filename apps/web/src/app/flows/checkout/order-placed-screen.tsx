import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { useCurrentUser } from '../../../features/auth/stores/session-store';
import { dropCart } from '../../../features/cart/api/cart-cache';
import { cartIdFor } from '../../../features/cart/stores/cart-store';
import { useCheckoutStore } from '../../../features/checkout/stores/checkout-store';
import { useOrder } from '../../../features/orders/api/get-order';
import { OrderPlacedSummary } from '../../../features/orders/components/order-placed-summary';
import { OrderSkeleton } from '../../../features/orders/components/order-skeletons';
import { lastOrderId } from '../../../features/orders/stores/last-order';
import { es } from '../../../i18n/es';
import { FALLBACK_STORE_SLUG, paths } from '../../../lib/paths';
import { usePurchase } from '../../analytics/checkout-events';
import { orderPlace } from '../../order-place';
import { useRouteStore } from '../../store-gate';

/**
 * The completion (spec §4): the order just placed (the saved `lastOrderId`), and the local cart
 * it was placed from removed.
 */
export function OrderPlacedScreen() {
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
  return <PlacedOrder slug={slugName} userId={user.id} orderId={orderId} />;
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

function PlacedOrder({ slug, userId, orderId }: { slug: string; userId: number; orderId: number }) {
  const order = useOrder(userId, orderId);
  usePurchase(order.data);
  if (order.status === 'pending') return <OrderSkeleton />;
  if (order.status === 'error') {
    return <ErrorState as="h1" onRetry={() => void order.refetch()} retrying={order.isFetching} />;
  }
  return <OrderPlacedSummary slug={slug} order={order.data} place={orderPlace(order.data)} />;
}
