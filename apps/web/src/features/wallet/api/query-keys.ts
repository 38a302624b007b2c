/** Query keys of the wallet feature, keyed by user like every personal read. */
export const walletKeys = {
  all: ['wallet'] as const,
  user: (userId: number) => [...walletKeys.all, userId] as const,
  balance: (userId: number) => [...walletKeys.user(userId), 'balance'] as const,
  movements: (userId: number) => [...walletKeys.user(userId), 'movements'] as const,
};
