import {
  type AdminOrder,
  type AdminOrderResponse,
  adminApiPath,
  adminApiRoutes,
} from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { ordersKeys } from './query-keys';

export async function finishPicking(slug: string, number: string): Promise<AdminOrder> {
  const answer = await adminRequest<AdminOrderResponse>(
    'POST',
    adminApiPath(slug, adminApiRoutes.orderPickingDone, { number }),
  );
  return answer.data;
}

/**
 * Settles the order on what was picked (the weighed total, charged or refunded); the answer is
 * the settled order. Sales of the day change with it, so the summary is read again too.
 */
export function useFinishPicking(slug: string, number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => finishPicking(slug, number),
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.order(slug, number), order);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKeys.all(slug) }),
        queryClient.invalidateQueries({ queryKey: ordersKeys.summaries(slug) }),
      ]),
  });
}
