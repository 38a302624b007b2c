import type { CartResponse } from '@canasta/contract';
import { matchQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pushEcommerce } from '../../features/analytics/utils/data-layer';
import { cartQuantityChange } from '../../features/analytics/utils/ga4-events';
import { findLine } from '../../features/cart/api/cart-cache';
import { cartKeys } from '../../features/cart/api/query-keys';
import type { CartChange } from '../../features/cart/utils/cart-changes';

/**
 * add_to_cart / remove_from_cart for every quantity change the server confirmed, wherever it was
 * made ("Agregar", the steppers, "Eliminar", "Deshacer"). The cart feature knows nothing of
 * tracking: this watches its change mutations from outside. A change's answer is written to the
 * cart query just before the mutation reports success (with no cart read in flight, see
 * `cartChangeMutationOptions`), so the query's previous data is the cart the change was made to.
 */
export function useCartEvents(storeId: number, affiliation: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const cartKey = cartKeys.cart(storeId);
    let before: CartResponse | null = null;
    let after = queryClient.getQueryData<CartResponse | null>(cartKey) ?? null;
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type !== 'updated' ||
        !matchQuery({ queryKey: cartKey, exact: true }, event.query)
      ) {
        return;
      }
      const data = (event.query.state.data as CartResponse | null | undefined) ?? null;
      if (data === after) return;
      before = after;
      after = data;
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const key = event.mutation.options.mutationKey;
      if (JSON.stringify(key) !== JSON.stringify(cartKeys.changes(storeId))) return;
      const change = event.mutation.state.variables as CartChange | undefined;
      const response = event.action.data as CartResponse | undefined;
      if (!change || !response) return;
      // The cart before this change: the query's previous data once the answer is in it.
      const previous = after === response ? before : after;
      const previousQty = findLine(previous, change.item.id)?.qty ?? 0;
      const tracked = cartQuantityChange(
        change.item,
        findLine(response, change.item.id),
        previousQty,
        affiliation,
      );
      if (tracked) pushEcommerce(tracked);
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
