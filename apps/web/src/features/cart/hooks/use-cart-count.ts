import { useMutationState } from '@tanstack/react-query';
import { useHydrated } from '../../../lib/use-hydrated';
import { useCartQuery } from '../api/get-cart';
import { cartKeys } from '../api/query-keys';
import { type CartChange, countWithChanges } from '../utils/cart-changes';

/** The cart's changes still on their way, in the order they were made. */
export function usePendingChanges(storeId: number): CartChange[] {
  return useMutationState({
    filters: { mutationKey: cartKeys.changes(storeId), status: 'pending' },
    // Every mutation under `cartKeys.changes` takes a CartChange (see use-cart-actions).
    select: (mutation) => mutation.state.variables as CartChange,
  });
}

/** "Productos" in the cart, pending changes included (what the header and footer badges show). */
export function useCartCount(storeId: number): number {
  const { data } = useCartQuery(storeId);
  const hydrated = useHydrated();
  const pending = usePendingChanges(storeId);
  return countWithChanges(hydrated ? data : undefined, pending);
}
