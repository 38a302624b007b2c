import { apiPath, apiRoutes, type RememberedChoicesResponse } from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { putCart } from './cart-cache';
import { cartKeys, cartScope } from './query-keys';

export function rememberChoices(cartId: string): Promise<RememberedChoicesResponse> {
  return apiPost<RememberedChoicesResponse>(apiPath(apiRoutes.cartRememberedChoices, { cartId }));
}

/**
 * Starts a returning shopper's checkout from their last order in the store (decision 030): the
 * server fills in the choices that still hold, on a cart with none yet, and answers the cart with
 * the delivery day it offers for the shopper to confirm (decision 048). Queued behind the cart's
 * other changes.
 */
export function useRememberChoices(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...cartKeys.mutations(storeId), 'remember'],
    scope: cartScope(storeId),
    mutationFn: (cartId: string) => rememberChoices(cartId),
    onSuccess: ({ cart, extra }) => {
      putCart(queryClient, storeId, { cart, extra });
    },
  });
}
