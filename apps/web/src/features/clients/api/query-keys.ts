/**
 * Query keys of the clients feature. A seller's or mentor's clients are keyed by their own user
 * id, so one account's clients never show under another's after a change of session.
 */
export const clientKeys = {
  all: ['clients'] as const,
  owner: (userId: number) => [...clientKeys.all, userId] as const,
  lists: (userId: number) => [...clientKeys.owner(userId), 'list'] as const,
  /** One search (`q`, '' for the whole list), paged. */
  list: (userId: number, q: string) => [...clientKeys.lists(userId), q] as const,
  detail: (userId: number, clientId: number) =>
    [...clientKeys.owner(userId), 'detail', clientId] as const,
};
