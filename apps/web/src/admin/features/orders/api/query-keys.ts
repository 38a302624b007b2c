import { adminKeys } from '../../../lib/admin-query';

/** The board's filters, as `GET /orders` takes them (`status`: one or several, comma-separated). */
export interface BoardFilters {
  date?: string;
  status?: string;
  q?: string;
}

/**
 * The orders area's query keys, all under the store's (`adminKeys.store`): an order event
 * refreshes everything under `orders` and the day's `summary` at once.
 */
export const ordersKeys = {
  all: (slug: string) => [...adminKeys.store(slug), 'orders'] as const,
  board: (slug: string, filters: BoardFilters & { per_page: number }) =>
    [...ordersKeys.all(slug), 'board', filters] as const,
  order: (slug: string, number: string) => [...ordersKeys.all(slug), 'order', number] as const,
  picking: (slug: string, date: string, slotId: number) =>
    [...ordersKeys.all(slug), 'picking', date, slotId] as const,
  /**
   * Outside `orders` on purpose: every order event refreshes that, and the choices shouldn't
   * reshuffle under the operator's thumb each time another order moves.
   */
  substitutes: (slug: string, number: string, lineId: number) =>
    [...adminKeys.store(slug), 'substitutes', number, lineId] as const,
  summaries: (slug: string) => [...adminKeys.store(slug), 'summary'] as const,
  summary: (slug: string, date: string | null) =>
    [...ordersKeys.summaries(slug), date ?? 'today'] as const,
};
