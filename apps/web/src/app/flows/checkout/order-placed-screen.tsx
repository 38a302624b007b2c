import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { useCurrentUser } from '../../../features/auth/stores/session-store';
import { useResetCart } from '../../../features/cart/hooks/use-reset-cart';
import { cartIdFor } from '../../../features/cart/stores/cart-store';
import { useCheckoutStore } from '../../../features/checkout/stores/checkout-store';
import { useOrder } from '../../../features/orders/api/get-order';
import { OrderPlacedSummary } from '../../../features/orders/components/order-placed-summary';
import { OrderSkeleton } from '../../../features/orders/components/order-skeletons';
import { PendingPayment } from '../../../features/orders/components/pending-payment';
import { lastOrderId } from '../../../features/orders/stores/last-order';
import { esOrders } from '../../../i18n/es-orders';
import { FALLBACK_STORE_SLUG, paths } from '../../../lib/paths';
import { usePurchase } from '../../analytics/checkout-events';
import { orderPlace } from '../../order-place';
import { OrderStoreChat } from '../../order-store-chat';
import { useRouteStore } from '../../store-gate';

/**
 * The completion (spec §4): the order just placed (the saved `lastOrderId`), and the cart it
 * was placed from reset.
 */
export function OrderPlacedScreen() {
  const { data: store } = useRouteStore();
  return (
    <>
      {store ? <ResetPlacedCart storeId={store.id} /> : null}
      <OrderPlaced />
    </>
  );
}

function OrderPlaced() {
  const { slugName = FALLBACK_STORE_SLUG } = useParams();
  const user = useCurrentUser();
  const [orderId] = useState(lastOrderId);
  if (!user) return null;
  if (orderId === null) {
    return (
      <EmptyState
        as="h1"
        title={esOrders.orders.notFoundTitle}
        action={
          <Link to={paths.orders(slugName)} className={buttonClasses('primary')}>
            {esOrders.orders.seeAll}
          </Link>
        }
      />
    );
  }
  return <PlacedOrder slug={slugName} userId={user.id} orderId={orderId} />;
}

/**
 * Spec §4: after the order is created the local cart is removed (the cart id and its saved copy;
 * the server consumed the cart) and the cart is reset: a new one is created for the shopper at
 * once, so the header and every cart query show it without a reload. Only the cart the order
 * was placed from, handed over by the payment screen: a later visit resets nothing. Queued
 * behind the cart's other changes; if the new cart can't be created now (offline), the old one
 * is still forgotten and the next product creates one.
 */
function ResetPlacedCart({ storeId }: { storeId: number }) {
  const { mutate: reset } = useResetCart(storeId);
  useEffect(() => {
    const cartId = useCheckoutStore.getState().takePlaced(storeId);
    if (cartId && cartIdFor(storeId) === cartId) reset({});
  }, [storeId, reset]);
  return null;
}

function PlacedOrder({ slug, userId, orderId }: { slug: string; userId: number; orderId: number }) {
  const order = useOrder(userId, orderId);
  usePurchase(order.data);
  if (order.status === 'pending') return <OrderSkeleton />;
  if (order.status === 'error') {
    return <ErrorState as="h1" onRetry={() => void order.refetch()} retrying={order.isFetching} />;
  }
  return (
    <>
      <OrderPlacedSummary slug={slug} order={order.data} place={orderPlace(order.data)} />
      {/* An OXXO voucher or SPEI transfer: what to pay, right away (issue 27). */}
      <PendingPayment order={order.data} />
      <OrderStoreChat order={order.data} />
    </>
  );
}
