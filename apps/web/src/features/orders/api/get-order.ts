import {
  ACTIVE_ORDER_STATUSES,
  apiPath,
  apiRoutes,
  type Order,
  type OrderResponse,
} from '@canasta/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { awaitingPayments } from '../utils/pending-payment';
import { orderKeys } from './query-keys';

/** How often an order still on its way is read again while its screen is open. */
export const ORDER_REFRESH_MS = 20_000;
/**
 * How often while an OXXO voucher or SPEI transfer is awaited (issue 27): the shopper may be
 * paying right now, and the screen should turn "Confirmado" soon after, without a reload.
 */
export const AWAITING_PAYMENT_REFRESH_MS = 4_000;

export async function getOrder(orderId: number, signal?: AbortSignal): Promise<Order> {
  const body = await apiGet<OrderResponse>(apiPath(apiRoutes.order, { id: orderId }), { signal });
  return body.data;
}

export function isActiveOrder(order: Pick<Order, 'status'>): boolean {
  return ACTIVE_ORDER_STATUSES.includes(order.status);
}

/** How soon to read the order again: often while a payment is awaited, never once it is done. */
export function orderRefreshMs(order: Order | undefined): number | false {
  if (!order || !isActiveOrder(order)) return false;
  return awaitingPayments(order).length > 0 ? AWAITING_PAYMENT_REFRESH_MS : ORDER_REFRESH_MS;
}

export function getOrderQueryOptions(userId: number, orderId: number) {
  return queryOptions({
    queryKey: orderKeys.detail(userId, orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    staleTime: 5_000,
    // Only while the screen shows it (and the tab is visible): a delivered order stays still.
    refetchInterval: (query) => orderRefreshMs(query.state.data),
  });
}

export function useOrder(userId: number, orderId: number) {
  return useQuery(getOrderQueryOptions(userId, orderId));
}
