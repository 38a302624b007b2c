import { apiPath, apiRoutes } from '@canasta/contract';
import { useMutation } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client';

/**
 * "Descartar cambios" (`DELETE /client-orders/{id}/edits/{editId}`, issue 27): the draft is
 * dropped and the stock it held goes back at once (left alone, it goes back when it expires).
 */
export function discardOrderEdit(orderId: number, editId: number): Promise<undefined> {
  return apiDelete(apiPath(apiRoutes.orderEdit, { id: orderId, editId }));
}

export function useDiscardOrderEdit(orderId: number) {
  return useMutation({ mutationFn: (editId: number) => discardOrderEdit(orderId, editId) });
}
