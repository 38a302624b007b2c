import { apiPath, apiRoutes, type CoverageResponse } from '@canasta/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { roundCoordinate, type LatLng } from '../utils/geo';
import { addressKeys } from './query-keys';

/** Whether the store delivers to a point, and in which zone (public). */
export function checkCoverage(
  storeId: number,
  { lat, lng }: LatLng,
  signal?: AbortSignal,
): Promise<CoverageResponse> {
  return apiGet<CoverageResponse>(apiPath(apiRoutes.addressCoverage, {}), {
    query: { store_id: storeId, lat, lng },
    signal,
  });
}

/** One answer per store and point (rounded to ~11 cm): each pin position has its own. */
export function checkCoverageQueryOptions(storeId: number, point: LatLng) {
  const lat = roundCoordinate(point.lat);
  const lng = roundCoordinate(point.lng);
  return queryOptions({
    queryKey: addressKeys.coverage(storeId, lat, lng),
    queryFn: ({ signal }) => checkCoverage(storeId, { lat, lng }, signal),
    // Zones change rarely; moving the pin back and forth asks once per point.
    staleTime: 5 * 60_000,
  });
}
