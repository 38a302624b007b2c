import {
  type AdminDeliveryWindow,
  type DeliveryWindowListResponse,
  adminApiPath,
  adminApiRoutes,
} from '@canasta/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { deliveryKeys } from './query-keys';

export async function getWindows(
  slug: string,
  signal?: AbortSignal,
): Promise<AdminDeliveryWindow[]> {
  const body = await adminRequest<DeliveryWindowListResponse>(
    'GET',
    adminApiPath(slug, adminApiRoutes.deliveryWindows, {}),
    { signal },
  );
  return body.data;
}

export function windowsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: deliveryKeys.windows(slug),
    queryFn: ({ signal }) => getWindows(slug, signal),
  });
}

export function useWindows(slug: string) {
  return useQuery(windowsQueryOptions(slug));
}
