import { useParams } from 'react-router';
import { useCurrentUser } from '../../features/auth/stores/session-store';
import { OrdersScreen } from '../../features/orders/components/orders-screen';
import { FALLBACK_STORE_SLUG } from '../../lib/paths';

/**
 * /menu/:slugName/Orders — the signed-in user's orders, newest first, with their status; more
 * load as the list scrolls (or with "Cargar más").
 */
export function Component() {
  const user = useCurrentUser();
  const { slugName = FALLBACK_STORE_SLUG } = useParams();
  // The route's guard keeps visitors out; this covers the moment the session ends.
  if (!user) return null;
  return <OrdersScreen userId={user.id} slug={slugName} />;
}
