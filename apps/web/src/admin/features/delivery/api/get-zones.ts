import {
  type AdminZone,
  type ZoneListResponse,
  adminApiPath,
  adminApiRoutes,
} from '@canasta/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { deliveryKeys } from './query-keys';

export async function getZones(slug: string, signal?: AbortSignal): Promise<AdminZone[]> {
  const body = await adminRequest<ZoneListResponse>(
    'GET',
    adminApiPath(slug, adminApiRoutes.zones, {}),
    { signal },
  );
  return body.data;
}

export function zonesQueryOptions(slug: string) {
  return queryOptions({
    queryKey: deliveryKeys.zones(slug),
    queryFn: ({ signal }) => getZones(slug, signal),
  });
}

export function useZones(slug: string) {
  return useQuery(zonesQueryOptions(slug));
}
