import type { Store } from '@canasta/contract';
import type { QueryClient } from '@tanstack/react-query';
import { getStoreQueryOptions } from '../features/catalogue/api/get-store';
import { getCartQueryOptions } from '../features/cart/api/get-cart';

/**
 * Starts a screen's requests while its code is still downloading (route loaders run beside
 * `lazy`); the promise settles when they have, never rejecting: failures are left in the cache
 * for the screen to show with its own retry. Entering a store also reads its cart (decision
 * 008), which the header's count shows, unless `personal` is false (the server's render).
 */
export async function prefetchWithStore(
  queryClient: QueryClient,
  slug: string | undefined,
  next: (store: Store) => Promise<unknown>[] = () => [],
  personal = true,
): Promise<void> {
  if (!slug) return;
  try {
    const store = await queryClient.query(getStoreQueryOptions(slug));
    const cart = personal ? [queryClient.prefetchQuery(getCartQueryOptions(store.id))] : [];
    await Promise.allSettled([...cart, ...next(store)]);
  } catch {
    // The store's own failure is in the cache for the screen.
  }
}
