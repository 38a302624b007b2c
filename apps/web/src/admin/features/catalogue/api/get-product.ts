import {
  type AdminProduct,
  type AdminProductResponse,
  adminApiPath,
  adminApiRoutes,
} from '@canasta/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { catalogueKeys } from './query-keys';

export async function getProduct(
  slug: string,
  id: number,
  signal?: AbortSignal,
): Promise<AdminProduct> {
  const answer = await adminRequest<AdminProductResponse>(
    'GET',
    adminApiPath(slug, adminApiRoutes.product, { id }),
    { signal },
  );
  return answer.data;
}

export function productQueryOptions(slug: string, id: number) {
  return queryOptions({
    queryKey: catalogueKeys.product(slug, id),
    queryFn: ({ signal }) => getProduct(slug, id, signal),
  });
}

export function useProduct(slug: string, id: number) {
  return useQuery(productQueryOptions(slug, id));
}
