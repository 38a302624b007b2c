import { adminKeys } from '../../../lib/admin-query';

/** The delivery area's query keys, under the store's (`adminKeys.store`). */
export const deliveryKeys = {
  zones: (slug: string) => [...adminKeys.store(slug), 'zones'] as const,
  windows: (slug: string) => [...adminKeys.store(slug), 'delivery-windows'] as const,
  closedDates: (slug: string) => [...adminKeys.store(slug), 'closed-dates'] as const,
  closedDatesPage: (slug: string, page: number) =>
    [...deliveryKeys.closedDates(slug), page] as const,
};
