import type { QueryClient } from '@tanstack/react-query';
import { walletKeys } from './query-keys';

/** After the wallet may have moved (an order placed or refused): its balance and movements. */
export function invalidateWallet(queryClient: QueryClient, userId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: walletKeys.user(userId) });
}
