import { apiPath, apiRoutes } from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, isApiError } from '../../../lib/api-client';
import { cartIdFor } from '../stores/cart-store';
import { dropCart } from './cart-cache';
import { cartKeys, cartScope } from './query-keys';

export function deleteCart(cartId: string): Promise<undefined> {
  return apiDelete(apiPath(apiRoutes.cart, { cartId }));
}

/** Deletes the store's cart on the server and forgets it here (a cart already gone is fine). */
export function useDeleteCart(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...cartKeys.mutations(storeId), 'delete'],
    scope: cartScope(storeId),
    mutationFn: async () => {
      const cartId = cartIdFor(storeId);
      if (cartId) {
        await deleteCart(cartId).catch((error: unknown) => {
          if (!isApiError(error, 'cart_not_found')) throw error;
        });
      }
      dropCart(queryClient, storeId);
    },
  });
}
