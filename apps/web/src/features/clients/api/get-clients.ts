import { apiPath, apiRoutes, type ClientListResponse } from '@canasta/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { clientKeys } from './query-keys';

export const CLIENTS_PER_PAGE = 20;

/** One page of the caller's clients, newest first; `q` matches name words or phone digits. */
export function getClients(
  { q, page }: { q: string; page: number },
  signal?: AbortSignal,
): Promise<ClientListResponse> {
  return apiGet<ClientListResponse>(apiPath(apiRoutes.storeClients, {}), {
    query: { q: q || undefined, page, per_page: CLIENTS_PER_PAGE },
    signal,
  });
}

/**
 * The caller's clients for one search, page by page. Each search is its own query: a search the
 * seller has typed past loses its screen and its request is cancelled (the signal is passed on).
 */
export function getClientsInfiniteQueryOptions(userId: number, q: string) {
  return infiniteQueryOptions({
    queryKey: clientKeys.list(userId, q),
    queryFn: ({ pageParam, signal }) => getClients({ q, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (page: ClientListResponse) =>
      page.meta.current_page < page.meta.last_page ? page.meta.current_page + 1 : undefined,
    // Read at sign-in (the current user load): a screen opened soon after uses that answer.
    staleTime: 30_000,
  });
}

/**
 * The signed-in seller's or mentor's clients matching `q` ('' for all). While a new search is
 * on its way the previous results stay on screen (`isPlaceholderData` tells).
 */
export function useClients(userId: number, q: string) {
  return useInfiniteQuery({
    ...getClientsInfiniteQueryOptions(userId, q),
    placeholderData: keepPreviousData,
  });
}
