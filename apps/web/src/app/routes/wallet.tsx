import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { useCurrentUser } from '../../features/auth/stores/session-store';
import { OrderListSkeleton } from '../../features/orders/components/order-skeletons';
import { WalletScreen } from '../../features/wallet/components/wallet-screen';
import { esWallet } from '../../i18n/es-wallet';
import { FALLBACK_STORE_SLUG, paths } from '../../lib/paths';
import { notify } from '../../lib/toast';

/**
 * /menu/:slugName/wallet — a mentor's wallet: balance and movements (requiresAuth). Anyone else
 * signed in is sent back to the store, told why.
 */
export function Component() {
  const user = useCurrentUser();
  const { slugName = FALLBACK_STORE_SLUG } = useParams();
  // The route's guard sends visitors to sign in; this covers the moment the session ends.
  if (!user) return null;
  if (!user.is_mentor) return <NotAMentor to={paths.storeHome(slugName)} />;
  return (
    <WalletScreen
      userId={user.id}
      orderPath={(orderId) => paths.order(slugName, orderId)}
      fallback={<OrderListSkeleton />}
    />
  );
}

function NotAMentor({ to }: { to: string }) {
  useEffect(() => {
    // Its id keeps a double render from showing it twice.
    notify.message(esWallet.wallet.mentorsOnly, { id: 'wallet-mentors-only' });
  }, []);
  return <Navigate to={to} replace />;
}
