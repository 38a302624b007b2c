import { type ClosedDatePage, adminApiPath, adminApiRoutes } from '@canasta/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { deliveryKeys } from './query-keys';

export const CLOSED_DATES_PER_PAGE = 20;

/** Coming days first (soonest first), then past ones (latest first). */
export function getClosedDates(
  slug: string,
  page: number,
  signal?: AbortSignal,
): Promise<ClosedDatePage> {
  return adminRequest<ClosedDatePage>('GET', adminApiPath(slug, adminApiRoutes.closedDates, {}), {
    query: { page, per_page: CLOSED_DATES_PER_PAGE },
    signal,
  });
}

export function closedDatesQueryOptions(slug: string, page: number) {
  return queryOptions({
    queryKey: deliveryKeys.closedDatesPage(slug, page),
    queryFn: ({ signal }) => getClosedDates(slug, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useClosedDates(slug: string, page: number) {
  return useQuery(closedDatesQueryOptions(slug, page));
}
