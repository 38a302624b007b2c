import {
  apiPath,
  apiRoutes,
  type CancelOrderBody,
  type Order,
  type OrderResponse,
} from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { orderKeys } from './query-keys';

/**
 * "Cancelar pedido" (`POST /client-orders/{id}/cancel`, decision 052): the shopper's order,
 * while it is still pending, with an optional reason for the store. Asking again for an order
 * already cancelled answers it as it is.
 */
export async function cancelOrder(orderId: number, body: CancelOrderBody): Promise<Order> {
  const answer = await apiPost<OrderResponse>(
    apiPath(apiRoutes.orderCancel, { id: orderId }),
    body,
  );
  return answer.data;
}

/**
 * Cancels the order and keeps its screen and the list in step: the answer is the order as it now
 * stands; a refusal (the store confirmed it meanwhile) reads the order again, so the screen shows
 * why.
 */
export function useCancelOrder(userId: number, orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelOrder(orderId, reason ? { reason } : {}),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(userId, orderId), order);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: orderKeys.detail(userId, orderId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.list(userId) }),
  });
}
