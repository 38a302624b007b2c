import { apiPath, apiRoutes, type CartResponse } from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { putCart } from './cart-cache';
import { cartKeys, cartScope } from './query-keys';

export function rememberChoices(cartId: string): Promise<CartResponse> {
  return apiPost<CartResponse>(apiPath(apiRoutes.cartRememberedChoices, { cartId }));
}

/**
 * Starts a returning shopper's checkout from their last order in the store (decision 030): the
 * server fills in the choices that still hold, on a cart with none yet, and answers the cart.
 * Queued behind the cart's other changes.
 */
export function useRememberChoices(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...cartKeys.mutations(storeId), 'remember'],
    scope: cartScope(storeId),
    mutationFn: (cartId: string) => rememberChoices(cartId),
    onSuccess: (response) => {
      putCart(queryClient, storeId, response);
    },
  });
}
