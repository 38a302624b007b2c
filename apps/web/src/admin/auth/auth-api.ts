import {
  apiPath,
  apiRoutes,
  type LoginBody,
  type LoginResponse,
  type SendLoginCodeBody,
  type SendLoginCodeResponse,
  type UserResponse,
} from '@canasta/contract';
import { apiGet, apiPost, isApiError } from '../../lib/api-client';
import { useAdminSession } from '../lib/admin-session';

/**
 * The shop's sign-in API, which the console shares (decision 041): one phone code, one session
 * for the shop and the console.
 */
export function sendLoginCode(body: SendLoginCodeBody): Promise<SendLoginCodeResponse> {
  return apiPost<SendLoginCodeResponse>(apiPath(apiRoutes.authSendLoginCode, {}), body);
}

export function login(body: LoginBody): Promise<LoginResponse> {
  return apiPost<LoginResponse>(apiPath(apiRoutes.authLogin, {}), body);
}

/**
 * Reads the signed-in user again on start-up: the stores they run and their roles may have
 * changed since they were saved. A refused token ends the session (the API client's 401
 * handling); any other failure keeps the saved user, whom the admin API checks on every call.
 */
export async function refreshUser(): Promise<void> {
  const token = useAdminSession.getState().token;
  if (!token) return;
  try {
    const body = await apiGet<UserResponse>(apiPath(apiRoutes.authUser, {}));
    if (useAdminSession.getState().token === token) useAdminSession.getState().setUser(body.user);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return;
    console.warn('[canasta] the current user could not be checked; using the saved one', error);
  }
}

/**
 * Logout: the server forgets the token, and this device is signed out whatever it answered
 * (offline, already expired) — the shop's too, as the session is one.
 */
export async function logout(): Promise<void> {
  try {
    if (useAdminSession.getState().token) await apiPost(apiPath(apiRoutes.authLogout, {}));
  } catch {
    // The token is gone from this device either way; it expires on its own on the server.
  } finally {
    useAdminSession.getState().clear('logout');
  }
}
