import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../lib/query-client';

/**
 * Query keys of the console all start with `['admin', slug]`: leaving a store, or signing out,
 * forgets everything of it at once (`queryClient.removeQueries({ queryKey: adminKeys.all })`).
 * An area names its own: `[...adminKeys.store(slug), 'orders', filters]`.
 */
export const adminKeys = {
  all: ['admin'] as const,
  store: (slug: string) => ['admin', slug] as const,
};

/**
 * What operators look at changes under their hands (orders arriving, stock going out): data is
 * fresh for 10 seconds, not the shop's minute; the rest is the shop's policy (retries, offline).
 */
export const ADMIN_STALE_TIME_MS = 10_000;

export function createAdminQueryClient(): QueryClient {
  return createQueryClient({ queries: { staleTime: ADMIN_STALE_TIME_MS } });
}
