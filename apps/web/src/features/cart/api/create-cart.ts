import { apiPath, apiRoutes, type CartResponse, type CreateCartBody } from '@canasta/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { dropCart, putCart } from './cart-cache';
import { cartKeys, cartScope } from './query-keys';

export function createCart(body: CreateCartBody): Promise<CartResponse> {
  return apiPost<CartResponse>(apiPath(apiRoutes.carts, {}), body);
}

/** Creates the store's cart on the server and remembers it. */
export async function startCart(
  queryClient: QueryClient,
  storeId: number,
  userId?: number,
): Promise<CartResponse> {
  const response = await createCart(
    userId === undefined ? { store_id: storeId } : { store_id: storeId, user_id: userId },
  );
  putCart(queryClient, storeId, response);
  return response;
}

/** Spec §4: reset clears the cart, then creates a new one (after logout or an order). */
export async function resetCart(
  queryClient: QueryClient,
  storeId: number,
  userId?: number,
): Promise<CartResponse> {
  dropCart(queryClient, storeId);
  return startCart(queryClient, storeId, userId);
}

/** `resetCart` queued behind the cart's other changes. */
export function useResetCart(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartKeys.reset(storeId),
    scope: cartScope(storeId),
    mutationFn: ({ userId }: { userId?: number } = {}) => resetCart(queryClient, storeId, userId),
  });
}
