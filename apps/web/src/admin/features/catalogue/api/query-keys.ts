import type { AdminProductsQueryInput } from '@canasta/contract';
import { adminKeys } from '../../../lib/admin-query';

/** What a product list is asked for, without its paging. */
export type ProductFilters = Omit<AdminProductsQueryInput, 'page' | 'per_page'>;

/**
 * The catalogue area's query keys, under the store's (`adminKeys.store`): an edit updates every
 * list of `products` and the product's own entry; an import forgets them all.
 */
export const catalogueKeys = {
  products: (slug: string) => [...adminKeys.store(slug), 'products'] as const,
  lists: (slug: string) => [...catalogueKeys.products(slug), 'list'] as const,
  list: (slug: string, filters: ProductFilters) => [...catalogueKeys.lists(slug), filters] as const,
  product: (slug: string, id: number) => [...catalogueKeys.products(slug), 'one', id] as const,
  categories: (slug: string) => [...adminKeys.store(slug), 'categories'] as const,
};
