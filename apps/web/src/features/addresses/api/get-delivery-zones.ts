import { apiPath, apiRoutes, type StoreZone, type StoreZonesResponse } from '@canasta/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { addressKeys } from './query-keys';

/** The store's delivery zones with their polygons, cheapest first (public). */
export async function getDeliveryZones(
  storeId: number,
  signal?: AbortSignal,
): Promise<StoreZone[]> {
  const body = await apiGet<StoreZonesResponse>(
    apiPath(apiRoutes.storeDeliveryZones, { id: storeId }),
    {
      signal,
    },
  );
  return body.data;
}

export function getDeliveryZonesQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: addressKeys.zones(storeId),
    queryFn: ({ signal }) => getDeliveryZones(storeId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useDeliveryZones(storeId: number) {
  return useQuery(getDeliveryZonesQueryOptions(storeId));
}
