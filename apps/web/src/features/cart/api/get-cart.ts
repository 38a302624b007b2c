import { apiPath, apiRoutes, type CartResponse } from '@canasta/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, isApiError } from '../../../lib/api-client';
import { cartIdFor, cartSnapshotFor, useCartStore } from '../stores/cart-store';
import { cartOwner } from './cart-owner';
import { createCart } from './create-cart';
import { cartKeys } from './query-keys';

export function getCart(cartId: string, signal?: AbortSignal): Promise<CartResponse> {
  return apiGet<CartResponse>(apiPath(apiRoutes.cart, { cartId }), { signal });
}

/**
 * The store's cart as the server has it, or null when there is none yet (one is created with
 * the first product). A cart the server no longer knows (404) is forgotten here and in the
 * saved keys (spec §8), so the shopper simply sees an empty cart. A signed-in shopper without a
 * saved cart (another device, a cleared browser) is shown their open cart in the store instead.
 */
export async function getStoreCart(
  storeId: number,
  signal?: AbortSignal,
): Promise<CartResponse | null> {
  const cartId = cartIdFor(storeId);
  if (!cartId) return openCartOfOwner(storeId);
  try {
    const response = await getCart(cartId, signal);
    // A newer cart replaced this one while the request was out: that one is the truth.
    if (cartIdFor(storeId) !== cartId) return cartSnapshotFor(storeId);
    useCartStore.getState().saveCart(storeId, response);
    return response;
  } catch (error) {
    if (!isApiError(error, 'cart_not_found')) throw error;
    if (cartIdFor(storeId) === cartId) useCartStore.getState().forgetCart(storeId);
    return cartIdFor(storeId) ? cartSnapshotFor(storeId) : openCartOfOwner(storeId);
  }
}

/**
 * `POST /checkout/` with the signed-in shopper's id answers their open cart in the store (or
 * starts one, which their first product would have done anyway): asking for it before saying
 * "empty" keeps a second device from showing nothing and then creating a second cart.
 */
async function openCartOfOwner(storeId: number): Promise<CartResponse | null> {
  const owner = cartOwner();
  if (owner === null) return null;
  const response = await createCart({ store_id: storeId, user_id: owner });
  // A product added meanwhile saved the same open cart (or a newer one): that one is the truth.
  if (cartIdFor(storeId)) return cartSnapshotFor(storeId);
  useCartStore.getState().saveCart(storeId, response);
  return response;
}

export function getCartQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: cartKeys.cart(storeId),
    queryFn: ({ signal }) => getStoreCart(storeId, signal),
    // Paint the saved copy at once (or "no cart" without asking anyone); it counts as stale,
    // so the server's version is fetched right away.
    // A signed-in shopper without a saved cart waits for their open cart (see getStoreCart).
    initialData: () => {
      if (cartIdFor(storeId)) return cartSnapshotFor(storeId) ?? undefined;
      return cartOwner() === null ? null : undefined;
    },
    initialDataUpdatedAt: 0,
  });
}

/** The server's cart only; screens use `useCart`, which adds the changes still on their way. */
export function useCartQuery(storeId: number) {
  return useQuery(getCartQueryOptions(storeId));
}
