import {
  apiPath,
  apiRoutes,
  type CartResponse,
  type SubstitutionPreference,
} from '@canasta/contract';
import { apiPut } from '../../../lib/api-client';

/**
 * Changes one line (`PUT /checkout/{id}/items/{itemId}`, issue 25): here, what the store does if
 * the product is missing at the shelf. Quantities keep going through the bulk call, which also
 * creates lines.
 */
export function updateCartItemSubstitution(
  cartId: string,
  itemId: number,
  substitution: SubstitutionPreference,
): Promise<CartResponse> {
  return apiPut<CartResponse>(apiPath(apiRoutes.cartItem, { cartId, itemId }), { substitution });
}
