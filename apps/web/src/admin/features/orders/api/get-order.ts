import {
  type AdminOrder,
  type AdminOrderResponse,
  adminApiPath,
  adminApiRoutes,
} from '@canasta/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { ordersKeys } from './query-keys';

export async function getAdminOrder(
  slug: string,
  number: string,
  signal?: AbortSignal,
): Promise<AdminOrder> {
  const body = await adminRequest<AdminOrderResponse>(
    'GET',
    adminApiPath(slug, adminApiRoutes.order, { number }),
    { signal },
  );
  return body.data;
}

export function adminOrderQueryOptions(slug: string, number: string) {
  return queryOptions({
    queryKey: ordersKeys.order(slug, number),
    queryFn: ({ signal }) => getAdminOrder(slug, number, signal),
  });
}

export function useAdminOrder(slug: string, number: string) {
  return useQuery(adminOrderQueryOptions(slug, number));
}
