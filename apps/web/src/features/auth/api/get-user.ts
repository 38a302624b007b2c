import { apiPath, apiRoutes, type User, type UserResponse } from '@canasta/contract';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../stores/session-store';

export async function getUser(signal?: AbortSignal): Promise<User> {
  const body = await apiGet<UserResponse>(apiPath(apiRoutes.authUser, {}), { signal });
  return body.user;
}

/**
 * The current user load (spec §4): with a saved token, the server's copy of the user replaces
 * the saved one. A refused token has already cleared the session (the API client's 401
 * handling) and resolves with null; other failures reject and leave the saved session as is.
 */
export async function loadCurrentUser(): Promise<User | null> {
  const session = useSessionStore.getState();
  const token = session.token;
  if (!token) return null;
  session.setLoading(true);
  try {
    const user = await getUser();
    // Signed out (or in as someone else) while the request was out: that is the truth.
    if (useSessionStore.getState().token !== token) return useSessionStore.getState().user;
    useSessionStore.getState().setUser(user);
    return user;
  } catch (error) {
    if (useSessionStore.getState().token !== token) return useSessionStore.getState().user;
    throw error;
  } finally {
    useSessionStore.getState().setLoading(false);
  }
}
