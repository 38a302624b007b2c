/**
 * Query keys of the orders feature, keyed by user: one account's orders never show under
 * another's after a change of session.
 */
export const orderKeys = {
  all: ['orders'] as const,
  user: (userId: number) => [...orderKeys.all, userId] as const,
  list: (userId: number) => [...orderKeys.user(userId), 'list'] as const,
  detail: (userId: number, orderId: number) =>
    [...orderKeys.user(userId), 'detail', orderId] as const,
};
