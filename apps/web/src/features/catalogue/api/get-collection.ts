import { DEFAULT_PER_PAGE, apiPath, apiRoutes, type CollectionPage } from '@canasta/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { nextPageParam } from './paging';
import { catalogueKeys } from './query-keys';

export function getCollection(
  storeId: number,
  collectionId: number,
  page: number,
  signal?: AbortSignal,
): Promise<CollectionPage> {
  return apiGet<CollectionPage>(apiPath(apiRoutes.storeCollection, { storeId, collectionId }), {
    query: { page, per_page: DEFAULT_PER_PAGE },
    signal,
  });
}

export function getCollectionInfiniteQueryOptions(storeId: number, collectionId: number) {
  return infiniteQueryOptions({
    queryKey: catalogueKeys.collection(storeId, collectionId),
    queryFn: ({ pageParam, signal }) => getCollection(storeId, collectionId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

export function useCollection(storeId: number, collectionId: number) {
  return useInfiniteQuery(getCollectionInfiniteQueryOptions(storeId, collectionId));
}
