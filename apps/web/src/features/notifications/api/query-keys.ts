/** Query keys of the notifications feature, keyed by user like every personal read. */
export const notificationKeys = {
  all: ['notifications'] as const,
  user: (userId: number) => [...notificationKeys.all, userId] as const,
  list: (userId: number) => [...notificationKeys.user(userId), 'list'] as const,
  unread: (userId: number) => [...notificationKeys.user(userId), 'unread'] as const,
};
