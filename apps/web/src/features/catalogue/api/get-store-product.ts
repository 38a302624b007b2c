import {
  apiPath,
  apiRoutes,
  type InventoryItem,
  type InventoryItemResponseSchema,
} from '@canasta/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

type InventoryItemResponse = z.infer<typeof InventoryItemResponseSchema>;

export async function getStoreProduct(
  storeId: number,
  productSlug: string,
  signal?: AbortSignal,
): Promise<InventoryItem> {
  const body = await apiGet<InventoryItemResponse>(
    apiPath(apiRoutes.storeProduct, { storeId, productSlug }),
    { signal },
  );
  return body.data;
}

export function getStoreProductQueryOptions(storeId: number, productSlug: string) {
  return queryOptions({
    queryKey: catalogueKeys.product(storeId, productSlug),
    queryFn: ({ signal }) => getStoreProduct(storeId, productSlug, signal),
  });
}

export function useStoreProduct(storeId: number, productSlug: string) {
  return useQuery(getStoreProductQueryOptions(storeId, productSlug));
}
