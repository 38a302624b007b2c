import { apiPath, apiRoutes, type ValidateCartItemResponse } from '@canasta/contract';
import { apiPost } from '../../../lib/api-client';

/**
 * Asks whether a line may hold `qty` units (spec §5). Resolves with the allowed maximum, or
 * rejects with a 422 ApiError whose `displayMessage` says why (naming the maximum).
 */
export function validateCartItem(
  cartId: string,
  itemId: number,
  qty: number,
): Promise<ValidateCartItemResponse> {
  return apiPost<ValidateCartItemResponse>(
    apiPath(apiRoutes.cartItemValidate, { cartId, itemId }),
    {
      qty,
    },
  );
}
