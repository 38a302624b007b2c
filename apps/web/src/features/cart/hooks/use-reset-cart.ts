import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartOwner } from '../api/cart-owner';
import { resetCart } from '../api/create-cart';
import { cartKeys, cartScope } from '../api/query-keys';

/** `resetCart` queued behind the cart's other changes. */
export function useResetCart(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartKeys.reset(storeId),
    scope: cartScope(storeId),
    mutationFn: ({ userId = cartOwner() }: { userId?: number | null } = {}) =>
      resetCart(queryClient, storeId, userId),
  });
}
