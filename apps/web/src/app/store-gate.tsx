import type { Store } from '@canasta/contract';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ErrorState } from '../components/ui/error-state';
import { useStore } from '../features/catalogue/api/get-store';
import { StoreNotFound } from '../features/catalogue/components/store-not-found';
import { isApiError } from '../lib/api-client';
import { FALLBACK_STORE_SLUG } from '../lib/paths';

/** The store named by the route's `:slugName` (nothing is fetched on routes without one). */
export function useRouteStore() {
  const { slugName } = useParams();
  return useStore(slugName ?? FALLBACK_STORE_SLUG, { enabled: slugName !== undefined });
}

/**
 * Renders a store screen once its store is known; until then its skeleton, and instead of it
 * the "store not found" screen (404) or an error with retry.
 */
export function StoreGate({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: (store: Store) => ReactNode;
}) {
  const { data: store, status, error, refetch, isFetching } = useRouteStore();
  if (status === 'pending') return fallback;
  if (!store) {
    if (isApiError(error, 'store_not_found')) return <StoreNotFound />;
    return <ErrorState as="h1" onRetry={() => void refetch()} retrying={isFetching} />;
  }
  return children(store);
}
