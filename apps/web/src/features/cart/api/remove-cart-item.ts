import { apiDelete } from '../../../lib/api-client';
import { apiPath, apiRoutes, type CartResponse } from '@canasta/contract';

/** Removes a line (`itemId` is the line's id, `cart.items[].id`). */
export function removeCartItem(cartId: string, itemId: number): Promise<CartResponse> {
  return apiDelete<CartResponse>(apiPath(apiRoutes.cartItem, { cartId, itemId }));
}
