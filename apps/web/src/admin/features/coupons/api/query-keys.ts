import { adminKeys } from '../../../lib/admin-query';

export const couponKeys = {
  all: (slug: string) => [...adminKeys.store(slug), 'coupons'] as const,
  page: (slug: string, q: string, page: number) => [...couponKeys.all(slug), q, page] as const,
};
