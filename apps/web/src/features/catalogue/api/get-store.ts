import { apiPath, apiRoutes, type Store, type StoreResponseSchema } from '@canasta/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

type StoreResponse = z.infer<typeof StoreResponseSchema>;

export async function getStore(idOrSlug: string, signal?: AbortSignal): Promise<Store> {
  const body = await apiGet<StoreResponse>(apiPath(apiRoutes.store, { idOrSlug }), { signal });
  return body.data;
}

export function getStoreQueryOptions(slug: string) {
  return queryOptions({
    queryKey: catalogueKeys.store(slug),
    queryFn: ({ signal }) => getStore(slug, signal),
    staleTime: 5 * 60_000,
  });
}

export function useStore(slug: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getStoreQueryOptions(slug), enabled });
}
