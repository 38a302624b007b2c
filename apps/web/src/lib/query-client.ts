import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Catalogue data changes rarely: a minute fresh, ten minutes kept, so "back" is instant. */
export const STALE_TIME_MS = 60_000;
export const GC_TIME_MS = 10 * 60_000;
const MAX_RETRIES = 2;

/** A refusal the same request would get again, whoever mounts the screen next. */
function answersTheSame(error: unknown): boolean {
  // A 401 is not: signing in again changes the answer for the same query key.
  return error instanceof ApiError && error.isClientError && error.status !== 401;
}

export const defaultQueryOptions = {
  queries: {
    staleTime: STALE_TIME_MS,
    gcTime: GC_TIME_MS,
    // Offline, a read still goes out: the service worker answers the catalogue reads it keeps
    // (decision 039). TanStack's default ("online") would hold it, and the screen would show its
    // skeleton until the connection returns; a read it can't answer fails at once instead.
    networkMode: 'always',
    // A 404 or 422 would answer the same again, and so would a call made offline until the
    // connection is back (the reconnect refetches it); network blips and 5xx get two more tries.
    retry: (failureCount, error) =>
      !(error instanceof ApiError && (error.isClientError || error.code === 'offline')) &&
      failureCount < MAX_RETRIES,
    // A route's prefetch that got a 404 or 403 (an unknown store, another shopper's order) has
    // answered for the screen as well: mounting it doesn't ask again. Its retry button still does.
    retryOnMount: (query) => !answersTheSame(query.state.error),
  },
  mutations: {
    // A change made offline fails at once with "Necesitas conexión para …" rather than waiting,
    // paused, with its button spinning, for a connection that may not come (decision 039).
    networkMode: 'always',
  },
} satisfies DefaultOptions;

export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...defaultQueryOptions.queries, ...overrides.queries },
      mutations: { ...defaultQueryOptions.mutations, ...overrides.mutations },
    },
  });
}
