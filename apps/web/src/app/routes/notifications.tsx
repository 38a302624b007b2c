import { useParams } from 'react-router';
import { useCurrentUser } from '../../features/auth/stores/session-store';
import { NotificationsScreen } from '../../features/notifications/components/notifications-screen';
import { OrderListSkeleton } from '../../features/orders/components/order-skeletons';
import { FALLBACK_STORE_SLUG } from '../../lib/paths';

/**
 * /menu/:slugName/Notifications — the user's notifications, unread ones marked; tapping one
 * marks it read and opens its order; "Marcar todas como leídas".
 */
export function Component() {
  const user = useCurrentUser();
  const { slugName = FALLBACK_STORE_SLUG } = useParams();
  if (!user) return null;
  return <NotificationsScreen userId={user.id} slug={slugName} fallback={<OrderListSkeleton />} />;
}
