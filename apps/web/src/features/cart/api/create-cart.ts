import { apiPath, apiRoutes, type CartResponse, type CreateCartBody } from '@canasta/contract';
import type { QueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { dropCart, putCart } from './cart-cache';
import { cartOwner } from './cart-owner';
import { useCartStore } from '../stores/cart-store';

export function createCart(body: CreateCartBody): Promise<CartResponse> {
  return apiPost<CartResponse>(apiPath(apiRoutes.carts, {}), body);
}

/**
 * Creates the store's cart on the server and remembers it; while someone is signed in it is
 * created bound to them (see cart-owner).
 */
export async function startCart(
  queryClient: QueryClient,
  storeId: number,
  userId: number | null = cartOwner(),
): Promise<CartResponse> {
  const response = await createCart(
    userId === null ? { store_id: storeId } : { store_id: storeId, user_id: userId },
  );
  putCart(queryClient, storeId, response);
  return response;
}

/**
 * Spec §4: reset clears the cart, then creates a new one for the current user (after logout or
 * an order).
 */
export async function resetCart(
  queryClient: QueryClient,
  storeId: number,
  userId: number | null = cartOwner(),
): Promise<CartResponse> {
  dropCart(queryClient, storeId);
  return startCart(queryClient, storeId, userId);
}

/**
 * After logout (spec §4): every saved cart was the user's (and only answers to their token), so
 * all are forgotten, on a shared phone too; the store being shown gets a fresh anonymous cart.
 */
export async function resetAllCarts(
  queryClient: QueryClient,
  storeId: number | null,
): Promise<CartResponse | null> {
  const { cartIds, carts } = useCartStore.getState();
  for (const savedStoreId of new Set([...Object.keys(cartIds), ...Object.keys(carts)])) {
    dropCart(queryClient, Number(savedStoreId));
  }
  return storeId === null ? null : resetCart(queryClient, storeId, null);
}
