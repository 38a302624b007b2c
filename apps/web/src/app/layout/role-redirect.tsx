import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { es } from '../../i18n/es';
import { notify } from '../../lib/toast';

/**
 * A seller's or mentor's screen opened by a shopper: they land on `to` (the store) with the
 * reason in a toast, once (the toast's id keeps a double render from showing two).
 */
export function RoleRedirect({ to }: { to: string }) {
  useEffect(() => {
    notify.message(es.errors.clientsForbidden, { id: 'seller-or-mentor-only' });
  }, []);
  return <Navigate to={to} replace />;
}
