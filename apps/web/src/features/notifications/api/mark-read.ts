import { apiPath, apiRoutes, type NotificationPage } from '@canasta/contract';
import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

interface UnreadCountResponse {
  unread_count: number;
}

export function markNotificationRead(id: number): Promise<UnreadCountResponse> {
  return apiPost<UnreadCountResponse>(apiPath(apiRoutes.notificationRead, { id }));
}

export function markAllNotificationsRead(): Promise<UnreadCountResponse> {
  return apiPost<UnreadCountResponse>(apiPath(apiRoutes.notificationsReadAll, {}));
}

/** Marks notifications read in the cached list (all of them, or the one with `id`). */
function markInList(queryClient: QueryClient, userId: number, id: number | 'all'): void {
  queryClient.setQueryData<InfiniteData<NotificationPage>>(
    notificationKeys.list(userId),
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          data: page.data.map((item) =>
            id === 'all' || item.id === id ? { ...item, read: true } : item,
          ),
        })),
      },
  );
}

function setUnread(queryClient: QueryClient, userId: number, count: number): void {
  queryClient.setQueryData<number>(notificationKeys.unread(userId), count);
  queryClient.setQueryData<InfiniteData<NotificationPage>>(
    notificationKeys.list(userId),
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, unread_count: count })),
      },
  );
}

/** Marks one read: shown read at once, the badge then takes the server's count. */
export function useMarkNotificationRead(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...notificationKeys.user(userId), 'read'],
    mutationFn: markNotificationRead,
    onMutate: (id) => {
      markInList(queryClient, userId, id);
    },
    onSuccess: ({ unread_count }) => {
      setUnread(queryClient, userId, unread_count);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.user(userId) }),
  });
}

export function useMarkAllNotificationsRead(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...notificationKeys.user(userId), 'read-all'],
    mutationFn: markAllNotificationsRead,
    onSuccess: ({ unread_count }) => {
      markInList(queryClient, userId, 'all');
      setUnread(queryClient, userId, unread_count);
    },
  });
}
