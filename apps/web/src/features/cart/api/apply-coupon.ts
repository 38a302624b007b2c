import { apiPath, apiRoutes, type CartResponse } from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { putCart } from './cart-cache';
import { cartKeys, cartScope } from './query-keys';
import { withCart } from './with-cart';

/** Applies a coupon; a refusal is a 422 with the reason in `errors.coupon`. */
export function applyCoupon(cartId: string, coupon: string): Promise<CartResponse> {
  return apiPost<CartResponse>(apiPath(apiRoutes.cartDiscount, { cartId }), { coupon });
}

/** The caller shows the refusal itself (beside the field), so no toast here. */
export function useApplyCoupon(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartKeys.coupon(storeId),
    scope: cartScope(storeId),
    mutationFn: (coupon: string) =>
      withCart(queryClient, storeId, (cartId) => applyCoupon(cartId, coupon)),
    onSuccess: (response) => {
      putCart(queryClient, storeId, response);
    },
  });
}
