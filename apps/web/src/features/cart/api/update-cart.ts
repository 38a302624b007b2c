import { apiPath, apiRoutes, type CartResponse, type UpdateCartBody } from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';
import { putCart } from './cart-cache';
import { cartKeys, cartScope } from './query-keys';
import { withCart } from './with-cart';

export function updateCart(cartId: string, body: UpdateCartBody): Promise<CartResponse> {
  return apiPut<CartResponse>(apiPath(apiRoutes.cart, { cartId }), body);
}

/** Changes the cart's choices (delivery type, payment method, notes…), after earlier changes. */
export function useUpdateCart(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartKeys.update(storeId),
    scope: cartScope(storeId),
    mutationFn: (body: UpdateCartBody) =>
      withCart(queryClient, storeId, (cartId) => updateCart(cartId, body)),
    onSuccess: (response) => {
      putCart(queryClient, storeId, response);
    },
  });
}
