import type { OperatorStore, StoreRole } from '@canasta/contract';
import { useParams } from 'react-router';
import { useAdminSession } from '../lib/admin-session';

export interface AdminStore {
  id: number;
  slug: string;
  name: string;
  role: StoreRole;
}

/**
 * The store of the URL (`/admin/:slug/…`) as the signed-in user runs it, from their
 * `operator_stores`; null outside a store's routes or for a store they don't run.
 */
export function useOptionalAdminStore(): AdminStore | null {
  const { slug } = useParams();
  const stores = useAdminSession((state) => state.user?.operator_stores);
  return findStore(stores, slug);
}

/**
 * `{ slug, name, role }` (and `id`) of the store in the URL. For screens under
 * `/admin/:slug`: the layout only renders them once the user is known to run that store.
 */
export function useAdminStore(): AdminStore {
  const store = useOptionalAdminStore();
  if (!store) throw new Error('useAdminStore is used outside a store the operator runs.');
  return store;
}

export function findStore(
  stores: readonly OperatorStore[] | undefined,
  slug: string | undefined,
): AdminStore | null {
  const store = slug === undefined ? undefined : stores?.find((s) => s.slug === slug);
  return store ? { id: store.id, slug: store.slug, name: store.name, role: store.role } : null;
}
