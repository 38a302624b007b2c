import type { CartResponse } from '@canasta/contract';
import { useMemo } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { useCartQuery } from '../api/get-cart';
import { applyChanges } from '../utils/cart-with-changes';
import { usePendingChanges } from './use-cart-count';

/**
 * The store's cart as the shopper should see it: the server's (or its saved copy, painted at
 * once), with the changes still on their way drawn on top. A change that fails simply stops
 * being pending, so what it showed rolls back by itself.
 */
export function useCart(storeId: number) {
  const query = useCartQuery(storeId);
  // A server-rendered page shows no cart; the saved one appears right after hydration.
  const hydrated = useHydrated();
  const pending = usePendingChanges(storeId);
  const server = hydrated ? query.data : undefined;
  const cart: CartResponse | null | undefined = useMemo(
    () => applyChanges(server, pending, storeId),
    [server, pending, storeId],
  );
  return {
    /** undefined while the first load is on its way; null when the store has no cart yet. */
    cart,
    /** The server's last word, without pending changes. */
    serverCart: server,
    pendingChanges: pending,
    status: hydrated ? query.status : ('pending' as const),
    error: query.error,
    isFetching: query.isFetching,
    refetch: query.refetch,
  };
}
