import type { CartResponse } from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { cartIdFor } from '../stores/cart-store';
import { dropCart, putCart } from './cart-cache';
import { cartKeys, cartScope } from './query-keys';
import { updateCart } from './update-cart';

/**
 * Binds the store's anonymous cart to the user who just signed in (`PUT /checkout/{id}` with
 * `user_id`, sent with their token). The server keeps the same cart id and folds the user's
 * other open cart in this store into it, so the answer may hold more than the shopper added
 * here. Queued behind the cart's other changes.
 */
export function useClaimCart(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...cartKeys.mutations(storeId), 'claim'],
    scope: cartScope(storeId),
    mutationFn: async (userId: number): Promise<CartResponse | null> => {
      const cartId = cartIdFor(storeId);
      if (!cartId) return null;
      try {
        return await updateCart(cartId, { user_id: userId });
      } catch (error) {
        // Gone meanwhile (expired, or already someone else's): forget it; the next product
        // added starts a cart of the user's own.
        if (!isApiError(error, 'cart_not_found')) throw error;
        if (cartIdFor(storeId) === cartId) dropCart(queryClient, storeId);
        return null;
      }
    },
    onSuccess: (response) => {
      if (response) putCart(queryClient, storeId, response);
    },
  });
}
