import type { User } from '@canasta/contract';
import { useParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { useCurrentUser } from '../../features/auth/stores/session-store';
import { useOrder } from '../../features/orders/api/get-order';
import { OrderDetail, OrderNotFound } from '../../features/orders/components/order-detail';
import { OrderSkeleton } from '../../features/orders/components/order-skeletons';
import { isApiError } from '../../lib/api-client';
import { FALLBACK_STORE_SLUG, parseId } from '../../lib/paths';
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

function OrderScreen({ user, slug, orderId }: { user: User; slug: string; orderId: number }) {
  const order = useOrder(user.id, orderId);
  if (order.status === 'pending') return <OrderSkeleton />;
  if (order.status === 'error') {
    if (isApiError(order.error, 'order_not_found')) return <OrderNotFound slug={slug} />;
    return <ErrorState as="h1" onRetry={() => void order.refetch()} retrying={order.isFetching} />;
  }
  return <OrderDetail order={order.data} place={orderPlace(order.data)} />;
}
