import {
  apiPath,
  apiRoutes,
  type Order,
  type OrderResponse,
  type PlaceOrderBody,
} from '@canasta/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export interface PlaceOrderVariables {
  body: PlaceOrderBody;
  /** One per payment attempt: the same key again answers the same order (decision 012). */
  idempotencyKey: string;
}

/** Places the order from the cart: 201 (or 200 for a key already answered) with the order. */
export async function placeOrder({ body, idempotencyKey }: PlaceOrderVariables): Promise<Order> {
  const response = await apiPost<OrderResponse>(apiPath(apiRoutes.orders, {}), body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return response.data;
}

export function usePlaceOrder() {
  return useMutation({ mutationKey: ['checkout', 'place-order'], mutationFn: placeOrder });
}
