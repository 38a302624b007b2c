import { apiPath, apiRoutes, type CartResponse, type UpdateCartBody } from '@canasta/contract';
import { apiPut } from '../../../lib/api-client';

export function updateCart(cartId: string, body: UpdateCartBody): Promise<CartResponse> {
  return apiPut<CartResponse>(apiPath(apiRoutes.cart, { cartId }), body);
}
