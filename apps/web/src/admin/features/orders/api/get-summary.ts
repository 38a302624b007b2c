import {
  type StoreSummary,
  type StoreSummaryResponse,
  adminApiPath,
  adminApiRoutes,
} from '@canasta/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { ordersKeys } from './query-keys';

/** A delivery day's summary; without a date the server picks today in the store's time zone. */
export async function getSummary(
  slug: string,
  date: string | null,
  signal?: AbortSignal,
): Promise<StoreSummary> {
  const body = await adminRequest<StoreSummaryResponse>(
    'GET',
    adminApiPath(slug, adminApiRoutes.summary, {}),
    { query: { date }, signal },
  );
  return body.data;
}

export function summaryQueryOptions(slug: string, date: string | null) {
  return queryOptions({
    queryKey: ordersKeys.summary(slug, date),
    queryFn: ({ signal }) => getSummary(slug, date, signal),
  });
}

export function useSummary(slug: string, date: string | null) {
  return useQuery(summaryQueryOptions(slug, date));
}

/**
 * Today in the store's own time zone, as the server counts it (never the device's clock): the
 * screens' default day. Null until known.
 */
export function useStoreToday(slug: string): string | null {
  return (
    useQuery({ ...summaryQueryOptions(slug, null), select: (summary) => summary.today }).data ??
    null
  );
}
