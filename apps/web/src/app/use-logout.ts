import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { addressKeys } from '../features/addresses/api/query-keys';
import { useAddressDraftStore } from '../features/addresses/stores/address-draft-store';
import { endSession } from '../features/auth/api/logout';
import { resetAllCarts } from '../features/cart/api/create-cart';
import { esAccount } from '../i18n/es-account';
import { paths } from '../lib/paths';
import { notify } from '../lib/toast';
import { useRouteStore } from './store-gate';

/**
 * Logout (spec §4): the server ends the session, the session is cleared, the shopper lands on
 * the store's home and the carts (all the user's) make way for a fresh anonymous one.
 */
export function useLogout(storeSlug: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: store } = useRouteStore();
  const [pending, setPending] = useState(false);

  const run = async () => {
    if (pending) return;
    setPending(true);
    try {
      // After this a guarded screen (the profile) leads to the store's home, not to sign-in.
      await endSession();
      // A shared phone must not keep the previous shopper's addresses in memory either.
      queryClient.removeQueries({ queryKey: addressKeys.all });
      useAddressDraftStore.getState().clear();
      await navigate(paths.storeHome(storeSlug), { replace: true });
      notify.success(esAccount.auth.signedOut);
      await resetAllCarts(queryClient, store?.id ?? null).catch(() => undefined);
    } finally {
      setPending(false);
    }
  };
  return { logout: run, pending };
}
