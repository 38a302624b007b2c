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
      if (wasSignedIn) notify.message(es.auth.sessionExpired, { id: 'session-expired' });
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
 * read again. A refused token ends the session (the app then starts signed out). Any other
 * failure (offline, server down) keeps the saved session: signing a shopper out because the
 * signal dropped would be worse, and the next call checks the token anyway.
 */
export async function loadSession(): Promise<void> {
  try {
    await loadCurrentUser();
  } catch (error) {
    if (isApiError(error, 'unauthenticated')) return;
    console.warn('[canasta] the current user could not be checked; using the saved one', error);
  }
}
