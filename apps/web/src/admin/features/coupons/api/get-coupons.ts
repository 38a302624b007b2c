import { type CouponPage, adminApiPath, adminApiRoutes } from '@canasta/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { couponKeys } from './query-keys';

export const COUPONS_PER_PAGE = 20;

/** The store's coupons (newest first), then the ones every store honours. */
export function getCoupons(
  slug: string,
  { q, page }: { q: string; page: number },
  signal?: AbortSignal,
): Promise<CouponPage> {
  return adminRequest<CouponPage>('GET', adminApiPath(slug, adminApiRoutes.coupons, {}), {
    query: { q: q === '' ? undefined : q, page, per_page: COUPONS_PER_PAGE },
    signal,
  });
}

export function couponsQueryOptions(slug: string, q: string, page: number) {
  return queryOptions({
    queryKey: couponKeys.page(slug, q, page),
    queryFn: ({ signal }) => getCoupons(slug, { q, page }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCoupons(slug: string, q: string, page: number) {
  return useQuery(couponsQueryOptions(slug, q, page));
}
