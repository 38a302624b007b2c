import type { OrderStatus, User } from '@canasta/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { useCurrentUser } from '../../features/auth/stores/session-store';
import { notificationKeys } from '../../features/notifications/api/query-keys';
import { useOrder } from '../../features/orders/api/get-order';
import { EditOrderAction } from '../../features/orders/components/edit-order-action';
import { OrderDetail, OrderNotFound } from '../../features/orders/components/order-detail';
import { OrderSkeleton } from '../../features/orders/components/order-skeletons';
import { isApiError } from '../../lib/api-client';
import { FALLBACK_STORE_SLUG, parseId } from '../../lib/paths';
import { CancelOrderAction } from '../cancel-order-action';
import { orderPlace } from '../order-place';
import { OrderStoreChat } from '../order-store-chat';
import { ReorderAction } from '../reorder-action';

/**
 * /menu/:slugName/orders/:id — one order (requiresAuth): where it stands (its history as a
 * timeline, read again every 20 s while it is still moving), what was bought, the totals, the
 * delivery with the address as it was, and the payment; "Pedir de nuevo" puts it in the cart,
 * and "Cancelar pedido" cancels it while the store hasn't confirmed it (decision 052). An OXXO
 * voucher or SPEI transfer still to pay shows first, read again every 4 s; "Modificar pedido"
 * opens the edit screen until the store's cut-off (issue 27).
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
  useBellFollowsStatus(user.id, order.data?.status);
  if (order.status === 'pending') return <OrderSkeleton />;
  if (order.status === 'error') {
    if (isApiError(order.error, 'order_not_found')) return <OrderNotFound slug={slug} />;
    return <ErrorState as="h1" onRetry={() => void order.refetch()} retrying={order.isFetching} />;
  }
  return (
    <OrderDetail
      order={order.data}
      place={orderPlace(order.data)}
      viewerId={user.id}
      actions={
        <div className="flex flex-col gap-3">
          <EditOrderAction order={order.data} storeSlug={slug} />
          <ReorderAction order={order.data} />
          <CancelOrderAction order={order.data} userId={user.id} />
          <OrderStoreChat order={order.data} />
        </div>
      }
    />
  );
}

/**
 * Every status change notifies the shopper, but the bell polls far less often than this screen
 * reads the order: when the order comes back with a new status (poll, focus or retry), the
 * notifications are read again at once so the bell's count agrees with the timeline.
 */
function useBellFollowsStatus(userId: number, status: OrderStatus | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef(status);
  useEffect(() => {
    if (status === undefined) return;
    if (seen.current !== undefined && seen.current !== status) {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.user(userId) });
    }
    seen.current = status;
  }, [queryClient, userId, status]);
}
