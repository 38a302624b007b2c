import {
  apiPath,
  apiRoutes,
  type CollectionPreview,
  type CollectionPreviewListSchema,
} from '@canasta/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

type CollectionPreviewList = z.infer<typeof CollectionPreviewListSchema>;

/** A store's collections with a short preview each; the first one is shown on top (spec §3). */
export async function getCollections(
  storeId: number,
  signal?: AbortSignal,
): Promise<CollectionPreview[]> {
  const body = await apiGet<CollectionPreviewList>(
    apiPath(apiRoutes.storeCollections, { storeId }),
    { signal },
  );
  return body.data.slice().sort((a, b) => a.position - b.position);
}

export function getCollectionsQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: catalogueKeys.collections(storeId),
    queryFn: ({ signal }) => getCollections(storeId, signal),
  });
}

export function useCollections(storeId: number) {
  return useQuery(getCollectionsQueryOptions(storeId));
}
