import { type Category, apiPath, apiRoutes } from '@canasta/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { catalogueKeys } from './query-keys';

/**
 * Every category of the shop (hidden ones too: a store may file products under them), from the
 * shop's public list; categories are the marketplace's, not a store's.
 */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const answer = await apiGet<{ data: Category[] }>(apiPath(apiRoutes.categories, {}), { signal });
  return answer.data;
}

export function categoriesQueryOptions(slug: string) {
  return queryOptions({
    queryKey: catalogueKeys.categories(slug),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 10 * 60_000,
  });
}

export function useCategories(slug: string) {
  return useQuery(categoriesQueryOptions(slug));
}
