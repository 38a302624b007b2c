import type { CartResponse } from '@canasta/contract';
import { matchQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pushGa4Event } from '../../features/analytics/utils/push-ga4-event';
import { findLine } from '../../features/cart/api/cart-cache';
import { cartKeys } from '../../features/cart/api/query-keys';
import type { CartChange } from '../../features/cart/utils/cart-changes';

/**
 * add_to_cart / remove_from_cart for every quantity change the server confirmed, wherever it was
 * made ("Agregar", the steppers, "Eliminar", "Deshacer"). The cart feature knows nothing of
 * tracking: this watches its change mutations from outside. A change's answer is written to the
 * cart query just before the mutation reports success (with no cart read in flight, see
 * `cartChangeMutationOptions`), so when the query's data changed since the last success, the
 * data before that change is the cart the change was made to; when it did not change (the same
 * cart came back), nothing moved. The query keeps its own copy (structural sharing), so this
 * compares moments, not objects.
 */
export function useCartEvents(storeId: number, affiliation: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const cartKey = cartKeys.cart(storeId);
    let before: CartResponse | null = null;
    let after = queryClient.getQueryData<CartResponse | null>(cartKey) ?? null;
    let changed = false;
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type !== 'updated' ||
        !matchQuery({ queryKey: cartKey, exact: true }, event.query)
      ) {
        return;
      }
      // The cache stores `unknown`; this key holds the cart query's CartResponse (or null).
      const data = (event.query.state.data as CartResponse | null | undefined) ?? null;
      if (data === after) return;
      before = after;
      after = data;
      changed = true;
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const key = event.mutation.options.mutationKey;
      if (JSON.stringify(key) !== JSON.stringify(cartKeys.changes(storeId))) return;
      // Every mutation under `cartKeys.changes` takes a CartChange and answers a CartResponse
      // (see use-cart-actions); the cache types them as unknown.
      const change = event.mutation.state.variables as CartChange | undefined;
      const response = event.action.data as CartResponse | undefined;
      if (!change || !response) return;
      const previous = changed ? before : after;
      changed = false;
      const previousQty = findLine(previous, change.item.id)?.qty ?? 0;
      const line = findLine(response, change.item.id);
      pushGa4Event(({ cartQuantityChange }) =>
        cartQuantityChange(change.item, line, previousQty, affiliation),
      );
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, storeId, affiliation]);
}

/** Mounted by the layout on a store's screens, where its cart can change. */
export function CartEvents({ storeId, storeName }: { storeId: number; storeName: string }): null {
  useCartEvents(storeId, storeName);
  return null;
}
