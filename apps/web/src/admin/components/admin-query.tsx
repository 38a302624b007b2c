import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { Skeleton } from '../../components/ui/skeleton';
import { esAdmin } from '../../i18n/es-admin';
import { isApiError } from '../../lib/api-client';

export interface AdminQueryProps<T> {
  query: UseQueryResult<T>;
  /** Whether the loaded data has nothing to show (then `empty` is shown instead). */
  isEmpty?: (data: T) => boolean;
  empty?: { title: string; description?: string; action?: ReactNode };
  /** The shape of what is loading (skeleton rows by default). */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * One query's three states the same way on every screen: skeletons while it loads (announced
 * as busy), the error with "Reintentar" (the API's own message for a refusal such as 403, which
 * retrying won't change), the empty state, or the content.
 */
export function AdminQuery<T>({ query, isEmpty, empty, loading, children }: AdminQueryProps<T>) {
  if (query.status === 'pending') {
    return (
      <div role="status" aria-busy="true" aria-label={esAdmin.page.loading}>
        {loading ?? <SkeletonRows />}
      </div>
    );
  }
  if (query.status === 'error') {
    const refused = isApiError(query.error) && query.error.isClientError;
    return refused ? (
      <div role="alert">
        <EmptyState title={esAdmin.page.errorTitle} description={query.error.message} />
      </div>
    ) : (
      <ErrorState retrying={query.isRefetching} onRetry={() => void query.refetch()} />
    );
  }
  if (isEmpty?.(query.data) && empty) {
    return <EmptyState title={empty.title} description={empty.description} action={empty.action} />;
  }
  return <>{children(query.data)}</>;
}

export function SkeletonRows({ rows = 4 }: { rows?: number }) {
  return (
    <div className="flex flex-col gap-2">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-16 w-full" />
      ))}
    </div>
  );
}
