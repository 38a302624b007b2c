import { useMutationState, useQuery } from '@tanstack/react-query';
import { useHydrated } from '../../../lib/use-hydrated';
import { findLine } from '../api/cart-cache';
import { getCartQueryOptions } from '../api/get-cart';
import { cartKeys } from '../api/query-keys';
import type { CartChange } from '../utils/cart-changes';

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
