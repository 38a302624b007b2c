import { DEFAULT_PER_PAGE, apiPath, apiRoutes, type InventoryPage } from '@canasta/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { nextPageParam } from './paging';
import { catalogueKeys } from './query-keys';

export interface InventoryFilters {
  categoryId?: number;
  /** Free-text search; trimmed, and an empty one means "no search". */
  q?: string;
}

export function getStoreInventories(
  storeId: number,
  filters: InventoryFilters,
  page: number,
  signal?: AbortSignal,
): Promise<InventoryPage> {
  return apiGet<InventoryPage>(apiPath(apiRoutes.storeInventories, { id: storeId }), {
    query: {
      category_id: filters.categoryId,
      q: filters.q?.trim(),
      page,
      per_page: DEFAULT_PER_PAGE,
    },
    signal,
  });
}

export function getStoreInventoriesInfiniteQueryOptions(
  storeId: number,
  filters: InventoryFilters,
) {
  const normalized: InventoryFilters = {
    categoryId: filters.categoryId,
    q: filters.q?.trim().toLowerCase() || undefined,
  };
  return infiniteQueryOptions({
    queryKey: catalogueKeys.inventories(storeId, normalized),
    queryFn: ({ pageParam, signal }) => getStoreInventories(storeId, normalized, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

export function useStoreInventories(
  storeId: number,
  filters: InventoryFilters,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useInfiniteQuery({
    ...getStoreInventoriesInfiniteQueryOptions(storeId, filters),
    enabled,
  });
}
