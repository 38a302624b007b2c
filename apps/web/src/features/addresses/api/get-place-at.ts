import {
  apiPath,
  apiRoutes,
  type GeocodedPlace,
  type GeocodeReverseResponse,
} from '@canasta/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { roundCoordinate, type LatLng } from '../utils/geo';
import { addressKeys } from './query-keys';

/** The address at a point (street, colonia, postal code), or null where none is known. */
export async function getPlaceAt(
  { lat, lng }: LatLng,
  signal?: AbortSignal,
): Promise<GeocodedPlace | null> {
  const body = await apiGet<GeocodeReverseResponse>(apiPath(apiRoutes.geocodeReverse, {}), {
    query: { lat, lng },
    signal,
  });
  return body.data;
}

export function getPlaceAtQueryOptions(point: LatLng) {
  const lat = roundCoordinate(point.lat);
  const lng = roundCoordinate(point.lng);
  return queryOptions({
    queryKey: addressKeys.placeAt(lat, lng),
    queryFn: ({ signal }) => getPlaceAt({ lat, lng }, signal),
    staleTime: 60 * 60_000,
    retry: false,
  });
}
