import {
  apiPath,
  apiRoutes,
  type GeocodedPlace,
  type GeocodeSearchResponse,
} from '@canasta/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { addressKeys } from './query-keys';

/** Places in Mexico matching a typed address, through the shop API's geocoder. */
export async function searchPlaces(query: string, signal?: AbortSignal): Promise<GeocodedPlace[]> {
  const body = await apiGet<GeocodeSearchResponse>(apiPath(apiRoutes.geocodeSearch, {}), {
    query: { q: query },
    signal,
  });
  return body.data;
}

export function searchPlacesQueryOptions(query: string) {
  return queryOptions({
    queryKey: addressKeys.places(query),
    // A newer search cancels this one (TanStack Query aborts the signal of a dropped query).
    queryFn: ({ signal }) => searchPlaces(query, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
}
