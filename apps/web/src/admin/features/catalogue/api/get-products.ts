import { type AdminProductPage, adminApiPath, adminApiRoutes } from '@canasta/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { type ProductFilters, catalogueKeys } from './query-keys';

/** The list reads fifty products at a time; "Ver más" (or scrolling) asks for the next. */
export const PRODUCTS_PAGE_SIZE = 50;

export function getProductsPage(
  slug: string,
  filters: ProductFilters,
  page: number,
  signal?: AbortSignal,
): Promise<AdminProductPage> {
  return adminRequest<AdminProductPage>('GET', adminApiPath(slug, adminApiRoutes.products, {}), {
    query: { ...filters, page, per_page: PRODUCTS_PAGE_SIZE },
    signal,
  });
}

export function productsQueryOptions(slug: string, filters: ProductFilters) {
  return infiniteQueryOptions({
    queryKey: catalogueKeys.list(slug, filters),
    queryFn: ({ pageParam, signal }) => getProductsPage(slug, filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
  });
}

export function useProducts(slug: string, filters: ProductFilters) {
  return useInfiniteQuery(productsQueryOptions(slug, filters));
}
