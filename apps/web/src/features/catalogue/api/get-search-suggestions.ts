import { apiPath, apiRoutes, type InventoryPage } from '@canasta/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

/** How many products the search box suggests while the shopper types. */
export const SUGGESTION_COUNT = 6;

/** The best few matches of a search: the products endpoint's first, small, ranked page. */
export function getSearchSuggestions(
  storeId: number,
  q: string,
  signal?: AbortSignal,
): Promise<InventoryPage> {
  return apiGet<InventoryPage>(apiPath(apiRoutes.storeInventories, { id: storeId }), {
    query: { q, page: 1, per_page: SUGGESTION_COUNT },
    signal,
  });
}

export function getSearchSuggestionsQueryOptions(storeId: number, q: string) {
  const normalized = q.trim().toLowerCase();
  return queryOptions({
    queryKey: catalogueKeys.suggestions(storeId, normalized),
    // The signal cancels the request when the shopper types on before it answers.
    queryFn: ({ signal }) => getSearchSuggestions(storeId, normalized, signal),
    staleTime: 60_000,
  });
}

/** Suggestions for `q` (debounced by the caller); the last list stays while the next loads. */
export function useSearchSuggestions(storeId: number, q: string, enabled: boolean) {
  return useQuery({
    ...getSearchSuggestionsQueryOptions(storeId, q),
    enabled,
    placeholderData: keepPreviousData,
    // A failed suggestion isn't worth a retry: the shopper is still typing, and Enter searches.
    retry: false,
  });
}
