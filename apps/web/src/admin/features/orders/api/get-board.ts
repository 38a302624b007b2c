import { type AdminOrderPage, adminApiPath, adminApiRoutes } from '@canasta/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { type BoardFilters, ordersKeys } from './query-keys';

/** The board reads a day a hundred orders at a time (the API's largest page). */
export const BOARD_PAGE_SIZE = 100;

export function getBoardPage(
  slug: string,
  filters: BoardFilters & { page?: number; per_page?: number },
  signal?: AbortSignal,
): Promise<AdminOrderPage> {
  return adminRequest<AdminOrderPage>('GET', adminApiPath(slug, adminApiRoutes.orders, {}), {
    query: { ...filters },
    signal,
  });
}

/** A day's orders, page after page as the operator asks for more. */
export function boardQueryOptions(slug: string, filters: BoardFilters) {
  return infiniteQueryOptions({
    queryKey: ordersKeys.board(slug, { ...filters, per_page: BOARD_PAGE_SIZE }),
    queryFn: ({ pageParam, signal }) =>
      getBoardPage(slug, { ...filters, page: pageParam, per_page: BOARD_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
  });
}

/** The board of a day; waits while the day is unknown (today, until the server says it). */
export function useBoard(slug: string, date: string | null, filters: Omit<BoardFilters, 'date'>) {
  return useInfiniteQuery({
    ...boardQueryOptions(slug, { ...filters, date: date ?? '' }),
    enabled: date !== null,
  });
}
