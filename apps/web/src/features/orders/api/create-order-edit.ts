import {
  apiPath,
  apiRoutes,
  type OrderEdit,
  type OrderEditBody,
  type OrderEditResponse,
} from '@canasta/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/**
 * "Revisar cambios" (`POST /client-orders/{id}/edits`, issue 27): the order's whole new list of
 * lines, priced by the server as a draft that holds the extra stock for a few minutes. The
 * draft says the new total and the difference to charge (above zero) or refund (below).
 */
export async function createOrderEdit(orderId: number, body: OrderEditBody): Promise<OrderEdit> {
  const answer = await apiPost<OrderEditResponse>(
    apiPath(apiRoutes.orderEdits, { id: orderId }),
    body,
  );
  return answer.data;
}

export function useCreateOrderEdit(orderId: number) {
  return useMutation({ mutationFn: (body: OrderEditBody) => createOrderEdit(orderId, body) });
}
