import type { QueryClient } from '@tanstack/react-query';
import { clientKeys } from './query-keys';

/**
 * After any change to a client or their addresses: every search of the list and every client
 * read is stale (a rename moves a client in and out of searches; an address changes the row's
 * default address). Only the queries on screen are read again at once.
 */
export function refreshClients(queryClient: QueryClient, userId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: clientKeys.owner(userId) });
}
