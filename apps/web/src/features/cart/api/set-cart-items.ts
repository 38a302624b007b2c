import { apiPath, apiRoutes, type BulkCartItemsBody, type CartResponse } from '@canasta/contract';
import { apiPost } from '../../../lib/api-client';

/** Sets the quantity of each product (0 removes its line, a missing line is created). */
export function setCartItems(
  cartId: string,
  items: BulkCartItemsBody['items'],
): Promise<CartResponse> {
  return apiPost<CartResponse>(apiPath(apiRoutes.cartItemsBulk, { cartId }), { items });
}
