import { apiPath, apiRoutes, type NotificationPage } from '@canasta/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

export const NOTIFICATIONS_PER_PAGE = 20;

/** One page of the user's notifications, newest first, with the unread count. */
export function getNotifications(page: number, signal?: AbortSignal): Promise<NotificationPage> {
  return apiGet<NotificationPage>(apiPath(apiRoutes.notifications, {}), {
    query: { page, per_page: NOTIFICATIONS_PER_PAGE },
    signal,
  });
}

export function getNotificationsInfiniteQueryOptions(userId: number) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (page: NotificationPage) =>
      page.meta.current_page < page.meta.last_page ? page.meta.current_page + 1 : undefined,
    // Statuses move on the store's side: a return to the list after a few seconds reads it again
    // (a short freshness, so the route's prefetch isn't followed by a second read at once).
    staleTime: 10_000,
  });
}

export function useNotifications(userId: number) {
  return useInfiniteQuery(getNotificationsInfiniteQueryOptions(userId));
}
