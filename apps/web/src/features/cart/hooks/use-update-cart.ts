import type { UpdateCartBody } from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { es } from '../../../i18n/es';
import { ApiError, isApiError } from '../../../lib/api-client';
import { dropCart, putCart } from '../api/cart-cache';
import { cartOwner } from '../api/cart-owner';
import { cartKeys, cartScope } from '../api/query-keys';
import { updateCart } from '../api/update-cart';
import { cartIdFor, useCartStore } from '../stores/cart-store';

/**
 * Saves a choice on the store's cart (`PUT /checkout/{id}`: delivery type, slot, address, notes,
 * payment method), queued behind the cart's other changes. It never starts a new cart: a choice
 * for a cart that is gone means nothing (decision 014). A 404 after the session ended is not
 * "gone": the cart is the shopper's and comes back once they sign in again (checkout_auth), so
 * it is kept; while signed in, a 404 forgets it.
 */
export function useUpdateCart(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartKeys.update(storeId),
    scope: cartScope(storeId),
    mutationFn: (body: UpdateCartBody) => {
      const cartId = cartIdFor(storeId);
      if (!cartId) {
        return Promise.reject(new ApiError(404, 'cart_not_found', es.errors.cartGone));
      }
      return updateCart(cartId, body);
    },
    onSuccess: (response) => {
      putCart(queryClient, storeId, response);
      // The spec's cart client state mirrors the server's choices.
      useCartStore.getState().setClientState(storeId, {
        checkout: true,
        sendMethod: response.cart.delivery_type !== null,
        deliveryType: response.cart.delivery_type,
        deliveryDate: response.cart.delivery_date,
      });
    },
    onError: (error) => {
      // Whoever new carts belong to is whoever is signed in (see cart-owner).
      if (isApiError(error, 'cart_not_found') && cartOwner() !== null) {
        dropCart(queryClient, storeId);
      }
    },
  });
}
