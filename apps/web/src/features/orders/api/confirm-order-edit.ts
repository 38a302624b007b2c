import { apiPath, apiRoutes, type Order, type OrderResponse } from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { orderKeys } from './query-keys';

/**
 * "Confirmar cambios" (`POST /client-orders/{id}/edits/{editId}/confirm`, issue 27): the draft
 * becomes the order, with one new total and the difference charged or refunded once. The answer
 * is the order as it now stands.
 */
export async function confirmOrderEdit(orderId: number, editId: number): Promise<Order> {
  const answer = await apiPost<OrderResponse>(
    apiPath(apiRoutes.orderEditConfirm, { id: orderId, editId }),
  );
  return answer.data;
}

/** Confirms the draft and keeps the order's screen and the list in step with the answer. */
export function useConfirmOrderEdit(userId: number, orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (editId: number) => confirmOrderEdit(orderId, editId),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(userId, orderId), order);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.list(userId) }),
  });
}
