import { apiPath, apiRoutes, type NotificationPage } from '@canasta/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

/** How often the header's bell asks again while the app is open (and on returning to it). */
export const UNREAD_POLL_MS = 60_000;

/** How many of the user's notifications are unread (the list's smallest page carries it). */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const body = await apiGet<NotificationPage>(apiPath(apiRoutes.notifications, {}), {
    query: { page: 1, per_page: 1 },
    signal,
  });
  return body.unread_count;
}

export function getUnreadCountQueryOptions(userId: number) {
  return queryOptions({
    queryKey: notificationKeys.unread(userId),
    queryFn: ({ signal }) => getUnreadCount(signal),
    staleTime: 15_000,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    // A failed poll only leaves the badge as it was.
    retry: false,
  });
}

/** The unread count for the signed-in user; nothing is asked without one. */
export function useUnreadCount(userId: number | null) {
  return useQuery({ ...getUnreadCountQueryOptions(userId ?? 0), enabled: userId !== null });
}
