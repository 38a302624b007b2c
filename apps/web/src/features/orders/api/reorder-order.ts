import { apiPath, apiRoutes, type ReorderResponse } from '@canasta/contract';
import { apiPost } from '../../../lib/api-client';

/**
 * "Pedir de nuevo" (`POST /client-orders/{id}/reorder`, decision 030): the order's products go
 * into the shopper's cart in its store; the answer is that cart and the lines that changed.
 * Asking twice adds nothing the second time (the server tops lines up to the ordered quantity).
 */
export function reorderOrder(orderId: number): Promise<ReorderResponse> {
  return apiPost<ReorderResponse>(apiPath(apiRoutes.orderReorder, { id: orderId }));
}
