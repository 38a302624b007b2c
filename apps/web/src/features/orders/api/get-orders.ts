import { apiPath, apiRoutes, type OrderPage } from '@canasta/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { orderKeys } from './query-keys';

export const ORDERS_PER_PAGE = 10;

/** One page of the user's orders, newest first. */
export function getOrders(page: number, signal?: AbortSignal): Promise<OrderPage> {
  return apiGet<OrderPage>(apiPath(apiRoutes.orders, {}), {
    query: { page, per_page: ORDERS_PER_PAGE },
    signal,
  });
}

export function getOrdersInfiniteQueryOptions(userId: number) {
  return infiniteQueryOptions({
    queryKey: orderKeys.list(userId),
    queryFn: ({ pageParam, signal }) => getOrders(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (page: OrderPage) =>
      page.meta.current_page < page.meta.last_page ? page.meta.current_page + 1 : undefined,
    // Statuses move on the store's side: a return to the list after a few seconds reads it again
    // (a short freshness, so the route's prefetch isn't followed by a second read at once).
    staleTime: 10_000,
  });
}

export function useOrders(userId: number) {
  return useInfiniteQuery(getOrdersInfiniteQueryOptions(userId));
}
