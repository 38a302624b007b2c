import { apiPath, apiRoutes, type WalletMovementPage } from '@canasta/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { walletKeys } from './query-keys';

export const WALLET_MOVEMENTS_PER_PAGE = 20;

/** One page of the mentor's wallet movements, newest first. */
export function getWalletMovements(
  page: number,
  signal?: AbortSignal,
): Promise<WalletMovementPage> {
  return apiGet<WalletMovementPage>(apiPath(apiRoutes.walletMovements, {}), {
    query: { page, per_page: WALLET_MOVEMENTS_PER_PAGE },
    signal,
  });
}

export function getWalletMovementsInfiniteQueryOptions(userId: number) {
  return infiniteQueryOptions({
    queryKey: walletKeys.movements(userId),
    queryFn: ({ pageParam, signal }) => getWalletMovements(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (page: WalletMovementPage) =>
      page.meta.current_page < page.meta.last_page ? page.meta.current_page + 1 : undefined,
    staleTime: 10_000,
  });
}

export function useWalletMovements(userId: number) {
  return useInfiniteQuery(getWalletMovementsInfiniteQueryOptions(userId));
}
