import { apiPath, apiRoutes, type WalletBalanceResponse } from '@canasta/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { walletKeys } from './query-keys';

/** A mentor's wallet balance (403 for everyone else). */
export function getWalletBalance(signal?: AbortSignal): Promise<WalletBalanceResponse> {
  return apiGet<WalletBalanceResponse>(apiPath(apiRoutes.walletBalance, {}), { signal });
}

export function getWalletBalanceQueryOptions(userId: number) {
  return queryOptions({
    queryKey: walletKeys.balance(userId),
    queryFn: ({ signal }) => getWalletBalance(signal),
    // Orders spend it and deliveries credit it elsewhere: read again when a screen needs it.
    staleTime: 10_000,
  });
}

/** The balance of `userId`'s wallet; only asked when `enabled` (a mentor is signed in). */
export function useWalletBalance(userId: number, enabled = true) {
  return useQuery({ ...getWalletBalanceQueryOptions(userId), enabled });
}
