import { apiPath, apiRoutes, type CartResponse } from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, isApiError } from '../../../lib/api-client';
import { notifyCartError } from '../utils/cart-errors';
import { putCart } from './cart-cache';
import { cartKeys, cartScope } from './query-keys';
import { withCart } from './with-cart';

export function removeCoupon(cartId: string, couponName: string): Promise<CartResponse> {
  return apiDelete<CartResponse>(apiPath(apiRoutes.cartDiscountCode, { cartId, couponName }));
}

export function useRemoveCoupon(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartKeys.coupon(storeId),
    scope: cartScope(storeId),
    mutationFn: (code: string) =>
      withCart(queryClient, storeId, (cartId) => removeCoupon(cartId, code)),
    onSuccess: (response) => {
      putCart(queryClient, storeId, response);
    },
    onError: (error) => {
      // Not on the cart any more (removed in another tab): show what the server has.
      if (isApiError(error, 'coupon_not_found')) {
        void queryClient.invalidateQueries({ queryKey: cartKeys.cart(storeId) });
        return;
      }
      notifyCartError(error);
    },
  });
}
