import {
  type AdminOrder,
  type AdminOrderResponse,
  type AdminOrderStatusBody,
  adminApiPath,
  adminApiRoutes,
} from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { ordersKeys } from './query-keys';

export async function changeOrderStatus(
  slug: string,
  number: string,
  body: AdminOrderStatusBody,
): Promise<AdminOrder> {
  const answer = await adminRequest<AdminOrderResponse>(
    'POST',
    adminApiPath(slug, adminApiRoutes.orderStatus, { number }),
    { body },
  );
  return answer.data;
}

/**
 * Moves the order; the answer is the order as it now stands, so its screen shows it at once and
 * the board and the day's summary are read again.
 */
export function useChangeOrderStatus(slug: string, number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminOrderStatusBody) => changeOrderStatus(slug, number, body),
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
