import { apiPath, apiRoutes } from '@canasta/contract';
import { apiPost } from '../../../lib/api-client';
import { useSessionStore } from '../stores/session-store';

/** Ends this session on the server (204). */
export function logout(): Promise<undefined> {
  return apiPost<undefined>(apiPath(apiRoutes.authLogout, {}));
}

/**
 * Logout (spec §4): the server forgets the token, then the session is cleared here. The
 * session is cleared even when the server can't be reached: the shopper asked to leave this
 * device, and the token is gone from it either way (it expires on its own on the server).
 */
export async function endSession(): Promise<void> {
  const session = useSessionStore.getState();
  if (!session.token) {
    session.clearSession('logout');
    return;
  }
  session.setLoading(true);
  try {
    await logout();
  } catch {
    // Offline, or already expired (a 401 cleared the session itself): nothing more to do.
  } finally {
    // Whatever the answer, this device is signed out (a refused token counts as a logout too).
    useSessionStore.getState().clearSession('logout');
  }
}
