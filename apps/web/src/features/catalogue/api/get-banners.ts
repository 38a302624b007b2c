import { apiPath, apiRoutes, type Banner, type BannerListSchema } from '@canasta/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

type BannerList = z.infer<typeof BannerListSchema>;

export async function getBanners(storeId: number, signal?: AbortSignal): Promise<Banner[]> {
  const body = await apiGet<BannerList>(apiPath(apiRoutes.slider, { id: storeId }), { signal });
  return body.data.slice().sort((a, b) => a.position - b.position);
}

export function getBannersQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: catalogueKeys.banners(storeId),
    queryFn: ({ signal }) => getBanners(storeId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useBanners(storeId: number) {
  return useQuery(getBannersQueryOptions(storeId));
}
