import type { CartItem, CartResponse } from '@canasta/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useCartStore } from '../stores/cart-store';
import { cartKeys } from './query-keys';

/**
 * The cart query holds only what the server said (`CartResponse`, or null when the store has no
 * cart yet); pending changes are drawn on top of it (see use-cart). These helpers keep the query
 * and the saved copy in step.
 */
export function putCart(queryClient: QueryClient, storeId: number, response: CartResponse): void {
  useCartStore.getState().saveCart(storeId, response);
  queryClient.setQueryData<CartResponse | null>(cartKeys.cart(storeId), response);
}

/** Forgets the store's cart here and in the saved keys; the next change creates a new one. */
export function dropCart(queryClient: QueryClient, storeId: number): void {
  useCartStore.getState().forgetCart(storeId);
  queryClient.setQueryData<CartResponse | null>(cartKeys.cart(storeId), null);
}

/** The server's last word on the cart, without pending changes. */
export function serverCart(queryClient: QueryClient, storeId: number): CartResponse | null {
  return queryClient.getQueryData<CartResponse | null>(cartKeys.cart(storeId)) ?? null;
}

export function findLine(
  response: CartResponse | null | undefined,
  purchaseableId: number,
): CartItem | undefined {
  return response?.cart.items.find((line) => line.purchaseable.id === purchaseableId);
}
