import {
  type AdminOrder,
  type AdminOrderResponse,
  type SaveOrderPickingBody,
  adminApiPath,
  adminApiRoutes,
} from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { ordersKeys } from './query-keys';

export async function savePicking(
  slug: string,
  number: string,
  body: SaveOrderPickingBody,
): Promise<AdminOrder> {
  const answer = await adminRequest<AdminOrderResponse>(
    'PUT',
    adminApiPath(slug, adminApiRoutes.orderPicking, { number }),
    { body },
  );
  return answer.data;
}

/**
 * Records what was weighed, counted and substituted; the answer is the order as it now stands
 * (each substitute's state with it), shown at once while the board is read again.
 */
export function useSavePicking(slug: string, number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveOrderPickingBody) => savePicking(slug, number, body),
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.order(slug, number), order);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all(slug) }),
  });
}
