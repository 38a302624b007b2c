import type { CartResponse } from '@canasta/contract';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { cartIdFor } from '../stores/cart-store';
import { dropCart } from './cart-cache';
import { startCart } from './create-cart';

/**
 * Runs a change against the store's cart: creates the cart first when there is none, and when
 * the server no longer knows it (404 `cart_not_found`: expired, deleted, ordered elsewhere)
 * forgets it, creates a new one and tries the change once more.
 */
export async function withCart(
  queryClient: QueryClient,
  storeId: number,
  change: (cartId: string) => Promise<CartResponse>,
): Promise<CartResponse> {
  const cartId = cartIdFor(storeId) ?? (await startCart(queryClient, storeId)).cart.id;
  try {
    return await change(cartId);
  } catch (error) {
    if (!isApiError(error, 'cart_not_found')) throw error;
    dropCart(queryClient, storeId);
    const fresh = await startCart(queryClient, storeId);
    return change(fresh.cart.id);
  }
}
