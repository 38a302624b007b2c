import type { Store } from '@canasta/contract';
import type { QueryClient } from '@tanstack/react-query';
import { getStoreQueryOptions } from '../features/catalogue/api/get-store';
import { getCartQueryOptions } from '../features/cart/api/get-cart';

/**
 * Starts a screen's requests while its code is still downloading (route loaders run beside
 * `lazy`), without holding the navigation: screens show their skeletons, then the data.
 * Failures are left in the cache for the screen to show with its own retry. Entering a store
 * also reads its cart (decision 008), which the header's count shows.
 */
export function prefetchWithStore(
  queryClient: QueryClient,
  slug: string | undefined,
  next: (store: Store) => Promise<unknown>[] = () => [],
): void {
  if (!slug) return;
  const run = async () => {
    const store = await queryClient.query(getStoreQueryOptions(slug));
    await Promise.all([queryClient.prefetchQuery(getCartQueryOptions(store.id)), ...next(store)]);
  };
  run().catch(() => undefined);
}
