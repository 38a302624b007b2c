import {
  apiPath,
  apiRoutes,
  type MexicanState,
  type StateAtPointResponse,
} from '@canasta/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { roundCoordinate, type LatLng } from '../utils/geo';
import { addressKeys } from './query-keys';

/** The Mexican state a point is in, or null outside Mexico. */
export async function getStateAt(
  { lat, lng }: LatLng,
  signal?: AbortSignal,
): Promise<MexicanState | null> {
  const body = await apiGet<StateAtPointResponse>(apiPath(apiRoutes.stateAtPoint, {}), {
    query: { lat, lng },
    signal,
  });
  return body.data?.state ?? null;
}

export function getStateAtQueryOptions(point: LatLng) {
  const lat = roundCoordinate(point.lat);
  const lng = roundCoordinate(point.lng);
  return queryOptions({
    queryKey: addressKeys.stateAt(lat, lng),
    queryFn: ({ signal }) => getStateAt({ lat, lng }, signal),
    // State borders don't move.
    staleTime: Infinity,
    retry: false,
  });
}
