import {
  ACTIVE_ORDER_STATUSES,
  apiPath,
  apiRoutes,
  type Order,
  type OrderResponse,
} from '@canasta/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { orderKeys } from './query-keys';

/** How often an order still on its way is read again while its screen is open. */
export const ORDER_REFRESH_MS = 20_000;

export async function getOrder(orderId: number, signal?: AbortSignal): Promise<Order> {
  const body = await apiGet<OrderResponse>(apiPath(apiRoutes.order, { id: orderId }), { signal });
  return body.data;
}

export function isActiveOrder(order: Pick<Order, 'status'>): boolean {
  return ACTIVE_ORDER_STATUSES.includes(order.status);
}

export function getOrderQueryOptions(userId: number, orderId: number) {
  return queryOptions({
    queryKey: orderKeys.detail(userId, orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    staleTime: 5_000,
    // Only while the screen shows it (and the tab is visible): a delivered order stays still.
    refetchInterval: (query) =>
      query.state.data && isActiveOrder(query.state.data) ? ORDER_REFRESH_MS : false,
  });
}

export function useOrder(userId: number, orderId: number) {
  return useQuery(getOrderQueryOptions(userId, orderId));
}
