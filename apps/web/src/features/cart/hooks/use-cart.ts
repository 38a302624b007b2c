import type { CartResponse } from '@canasta/contract';
import { useMutationState, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { findLine } from '../api/cart-cache';
import { getCartQueryOptions, useCartQuery } from '../api/get-cart';
import { cartKeys } from '../api/query-keys';
import type { CartChange } from '../utils/cart-changes';
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

/**
 * One product's quantity in the cart as the shopper should see it (its pending changes applied
 * in order, as `useCart` does), undefined when it isn't there, and whether the server has its
 * line yet. A product card reads only this: a change to another product leaves the card as it
 * is, where reading the whole cart re-rendered every card on the page at each tap.
 */
export function useCartQuantity(
  storeId: number,
  productId: number,
): { qty: number | undefined; confirmed: boolean } {
  const hydrated = useHydrated();
  const { data: serverQty } = useQuery({
    ...getCartQueryOptions(storeId),
    select: (response) => findLine(response, productId)?.qty ?? null,
  });
  const pending = useMutationState({
    filters: {
      mutationKey: cartKeys.changes(storeId),
      status: 'pending',
      predicate: (mutation) => (mutation.state.variables as CartChange).item.id === productId,
    },
    select: (mutation) => mutation.state.variables as CartChange,
  });
  const confirmed = hydrated && serverQty != null;
  const qty = pending.reduce<number | undefined>(
    (held, change) => {
      if (change.type === 'substitution') return held;
      if (change.type === 'remove' || change.qty <= 0) return undefined;
      return change.qty;
    },
    confirmed ? (serverQty ?? undefined) : undefined,
  );
  return { qty, confirmed };
}
