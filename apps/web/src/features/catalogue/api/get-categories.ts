import { apiPath, apiRoutes, type Category, type CategoryListSchema } from '@canasta/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

type CategoryList = z.infer<typeof CategoryListSchema>;

/** A store's categories; only the visible ones are kept (spec §3), in their set order. */
export async function getCategories(storeId: number, signal?: AbortSignal): Promise<Category[]> {
  const body = await apiGet<CategoryList>(apiPath(apiRoutes.categories, {}), {
    query: { store_id: storeId },
    signal,
  });
  return body.data
    .filter((category) => category.visible)
    .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name, 'es'));
}

export function getCategoriesQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: catalogueKeys.categories(storeId),
    queryFn: ({ signal }) => getCategories(storeId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useCategories(storeId: number) {
  return useQuery(getCategoriesQueryOptions(storeId));
}
