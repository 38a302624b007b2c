import { apiPath, apiRoutes, type CartResponse } from '@canasta/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, isApiError } from '../../../lib/api-client';
import { cartIdFor, cartSnapshotFor, useCartStore } from '../stores/cart-store';
import { cartKeys } from './query-keys';

export function getCart(cartId: string, signal?: AbortSignal): Promise<CartResponse> {
  return apiGet<CartResponse>(apiPath(apiRoutes.cart, { cartId }), { signal });
}

/**
 * The store's cart as the server has it, or null when there is none yet (one is created with
 * the first product). A cart the server no longer knows (404) is forgotten here and in the
 * saved keys (spec §8), so the shopper simply sees an empty cart.
 */
export async function getStoreCart(
  storeId: number,
  signal?: AbortSignal,
): Promise<CartResponse | null> {
  const cartId = cartIdFor(storeId);
  if (!cartId) return null;
  try {
    const response = await getCart(cartId, signal);
    // A newer cart replaced this one while the request was out: that one is the truth.
    if (cartIdFor(storeId) !== cartId) return cartSnapshotFor(storeId);
    useCartStore.getState().saveCart(storeId, response);
    return response;
  } catch (error) {
    if (!isApiError(error, 'cart_not_found')) throw error;
    if (cartIdFor(storeId) === cartId) useCartStore.getState().forgetCart(storeId);
    return cartSnapshotFor(storeId);
  }
}

export function getCartQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: cartKeys.cart(storeId),
    queryFn: ({ signal }) => getStoreCart(storeId, signal),
    // Paint the saved copy at once (or "no cart" without asking anyone); it counts as stale,
    // so the server's version is fetched right away.
    initialData: () => (cartIdFor(storeId) ? (cartSnapshotFor(storeId) ?? undefined) : null),
    initialDataUpdatedAt: 0,
  });
}

/** The server's cart only; screens use `useCart`, which adds the changes still on their way. */
export function useCartQuery(storeId: number) {
  return useQuery(getCartQueryOptions(storeId));
}
