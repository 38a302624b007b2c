import type { QueryClient } from '@tanstack/react-query';
import { addressKeys } from './query-keys';

/**
 * After any change to the address book: the list and the default are read again, also when no
 * screen shows them right now (the session keeps a copy of both, see app/session-effects).
 */
export function refreshAddressBook(queryClient: QueryClient, userId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: addressKeys.user(userId), refetchType: 'all' });
}
