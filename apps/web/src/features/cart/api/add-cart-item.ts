import { apiPath, apiRoutes, type AddCartItemBody, type CartResponse } from '@canasta/contract';
import { apiPost } from '../../../lib/api-client';

/**
 * Adds `qty` units to the cart (on top of a line of the same product). The shop front's own
 * buttons set quantities with `setCartItems` instead, which a repeated tap can't double
 * (decision 008); this call is for "add N more" flows such as ordering again.
 */
export function addCartItem(cartId: string, body: AddCartItemBody): Promise<CartResponse> {
  return apiPost<CartResponse>(apiPath(apiRoutes.cartItems, { cartId }), body);
}
