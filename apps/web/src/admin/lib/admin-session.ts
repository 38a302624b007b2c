import type { User } from '@canasta/contract';
import { create } from 'zustand';

/**
 * The console's session (decision 041). It is the shop's session, read and written under the
 * same localStorage keys (`token` as plain text, `user` as JSON: the shop's session store in
 * features/auth/stores/session-store.ts), so signing in or out on either side does it for both.
 * The console can't import that store (the boundary), hence this small twin over the same keys.
 */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export interface AdminSession {
  token: string | null;
  user: User | null;
  /** Why the last session ended on this page: a logout, or a token the server refused. */
  ended: 'logout' | 'refused' | null;
}

interface AdminSessionActions {
  signIn: (token: string, user: User) => void;
  /** The server's fresh copy of the user (its stores and roles may have changed). */
  setUser: (user: User) => void;
  clear: (reason: 'logout' | 'refused') => void;
  /** Reads the saved session again (another tab signed in or out). */
  reload: () => void;
}

export type AdminSessionStore = AdminSession & AdminSessionActions;

export const useAdminSession = create<AdminSessionStore>()((set) => ({
  ...readSaved(),
  ended: null,
  signIn: (token, user) => {
    write(TOKEN_KEY, token);
    write(USER_KEY, JSON.stringify(user));
    set({ token, user, ended: null });
  },
  setUser: (user) => {
    write(USER_KEY, JSON.stringify(user));
    set({ user });
  },
  clear: (reason) => {
    write(TOKEN_KEY, null);
    write(USER_KEY, null);
    set({ token: null, user: null, ended: reason });
  },
  reload: () => {
    set(readSaved());
  },
}));

/** The saved session; anything unreadable counts as signed out (as the shop reads it). */
export function readSaved(): Pick<AdminSession, 'token' | 'user'> {
  const token = read(TOKEN_KEY);
  const user = parseUser(read(USER_KEY));
  return token && user ? { token, user } : { token: null, user: null };
}

/** Follows the other tabs (the shop's or the console's): a sign-in or logout there is one here. */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) {
      useAdminSession.getState().reload();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener('storage', onStorage);
  };
}

function read(key: string): string | null {
  try {
    const value = localStorage.getItem(key);
    return value === '' ? null : value;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage unavailable (private mode, full): the session lasts as long as the page.
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Enough of the user to show the console; `GET /auth/user` replaces it on start-up. A user saved
 * before operators existed has no `operator_stores`: it reads as running none until then.
 */
function parseUser(text: string | null): User | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (
    !isRecord(value) ||
    typeof value.id !== 'number' ||
    typeof value.name !== 'string' ||
    typeof value.phone !== 'string'
  ) {
    return null;
  }
  const stores = Array.isArray(value.operator_stores) ? value.operator_stores : [];
  return { ...(value as unknown as User), operator_stores: stores as User['operator_stores'] };
}
