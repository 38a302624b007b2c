import { useParams } from 'react-router';
import { useCurrentUser } from '../../features/auth/stores/session-store';
import { OrderNotFound } from '../../features/orders/components/order-detail';
import { FALLBACK_STORE_SLUG, parseId } from '../../lib/paths';
import { OrderEditScreen } from '../flows/order-edit/order-edit-screen';

/**
 * /menu/:slugName/orders/:id/modificar — changing a placed order until the store's cut-off
 * (requiresAuth, issue 27).
 */
export function Component() {
  const user = useCurrentUser();
  const { slugName = FALLBACK_STORE_SLUG, id } = useParams();
  const orderId = parseId(id);
  if (!user) return null;
  if (orderId === null) return <OrderNotFound slug={slugName} />;
  return <OrderEditScreen user={user} slug={slugName} orderId={orderId} />;
}
