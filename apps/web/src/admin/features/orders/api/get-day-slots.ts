import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBoardPage } from './get-board';
import { ordersKeys } from './query-keys';

/**
 * A day's slots with their counts (for the picking screen's choice): the board's `day`, read
 * with a one-order page.
 */
export function daySlotsQueryOptions(slug: string, date: string) {
  return queryOptions({
    queryKey: ordersKeys.board(slug, { date, per_page: 1 }),
    queryFn: async ({ signal }) => {
      const page = await getBoardPage(slug, { date, per_page: 1 }, signal);
      return page.day?.slots ?? [];
    },
  });
}

export function useDaySlots(slug: string, date: string | null) {
  return useQuery({ ...daySlotsQueryOptions(slug, date ?? ''), enabled: date !== null });
}
