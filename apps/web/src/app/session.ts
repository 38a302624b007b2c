import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@canasta/contract';
import { getDefaultAddressQueryOptions } from '../features/addresses/api/get-default-address';
import { loadCurrentUser } from '../features/auth/api/get-user';
import { useSessionStore } from '../features/auth/stores/session-store';
import { setCartOwner } from '../features/cart/api/cart-owner';
import { es } from '../i18n/es';
import { connectAuth, isApiError } from '../lib/api-client';
import { notify } from '../lib/toast';

let connected: (() => void) | null = null;

/**
 * Wires the session into the parts that must not import it: every API call carries its token
 * and reports a refused one (which ends the session, spec §8), and new carts belong to the
 * signed-in user. Safe to call more than once.
 */
export function connectSession(): void {
  if (connected) return;
  const disconnectAuth = connectAuth({
    getToken: () => useSessionStore.getState().token,
    onUnauthorized: (token) => {
      const session = useSessionStore.getState();
      // Several calls may fail with the same token; a newer session is not touched.
      if (session.token !== token) return;
      const wasSignedIn = session.user !== null;
      session.clearSession('refused');
      if (wasSignedIn) notify.message(es.errors.sessionExpired, { id: 'session-expired' });
    },
  });
  const disconnectCart = setCartOwner(() => useSessionStore.getState().user?.id ?? null);
  connected = () => {
    disconnectAuth();
    disconnectCart();
    connected = null;
  };
}

/**
 * The session's start-up part (spec §4 "current user load"): with a saved token, the user is
 * read again, then their default address, and a seller's or mentor's client list (a mentor's
 * wallet balance follows from the user, see session-effects). A refused token ends the session (the app then starts
 * signed out). Any other failure keeps the saved session: signing a shopper out because the
 * signal dropped would be worse, and the next call checks the token anyway. The default address
 * is asked for once the user is confirmed but not waited for: no first screen needs it, so it
 * doesn't hold the app back (it lands in the session when it arrives; decision 011).
 */
export async function loadSession(queryClient: QueryClient): Promise<void> {
  let user: User | null;
  try {
    user = await loadCurrentUser();
  } catch (error) {
    if (isApiError(error, 'unauthenticated')) return;
    console.warn('[canasta] the current user could not be checked; using the saved one', error);
    return;
  }
  if (user === null) return;
  void loadDefaultAddress(queryClient, user.id);
  void loadClients(queryClient, user);
}

/**
 * A seller's or mentor's first page of clients, into the query cache (the client screens and
 * "¿Para quién es el pedido?" open on it). Not waited for; a failure only warns.
 */
export async function loadClients(queryClient: QueryClient, user: User): Promise<void> {
  if (!user.is_seller && !user.is_mentor) return;
  try {
    // Imported here: only sellers and mentors download the client list's code.
    const { getClientsInfiniteQueryOptions } = await import('../features/clients/api/get-clients');
    await queryClient.fetchInfiniteQuery(getClientsInfiniteQueryOptions(user.id, ''));
  } catch (error) {
    if (isApiError(error, 'unauthenticated')) return;
    console.warn('[canasta] the client list could not be loaded', error);
  }
}

/**
 * Reads the user's default address into the query cache and the session (null when they have
 * none). A failure only warns: the address screens ask again.
 */
export async function loadDefaultAddress(queryClient: QueryClient, userId: number): Promise<void> {
  try {
    const address = await queryClient.fetchQuery(getDefaultAddressQueryOptions(userId));
    const session = useSessionStore.getState();
    if (session.user?.id === userId) session.setDefaultAddress(address);
  } catch (error) {
    if (isApiError(error, 'unauthenticated')) return;
    console.warn('[canasta] the default address could not be loaded', error);
  }
}
