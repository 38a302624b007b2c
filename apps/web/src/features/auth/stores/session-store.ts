import type { Address, AuthResponse, LoginChannel, User } from '@canasta/contract';
import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';

/**
 * The session (spec §3–§4). Saved under the spec's localStorage keys: `token` (the bearer token
 * as plain text) and `user` (the user as JSON). The temporary user of a sign-in under way lives
 * in sessionStorage (`temporary_user`): it survives the tab being reloaded while the shopper
 * reads the code in WhatsApp, but not the browser being closed.
 */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
export const TEMPORARY_USER_KEY = 'temporary_user';

/** The spec's temporary user (name, phone), plus where the sign-in stands. */
export interface TemporaryUser {
  name: string | null;
  /** E.164, as sent to the server: "+525512345678". */
  phone: string | null;
  channel: LoginChannel;
  /** When another code may be asked for (epoch ms), from the server's `resend_after_seconds`. */
  resendAt: number | null;
  /** A proven phone without an account: the token that lets it register (15 minutes). */
  registrationToken: string | null;
  /**
   * When the server stops accepting `registrationToken` (epoch ms): until then a reload keeps the
   * "Crea tu cuenta" step, afterwards the token is dropped and the shopper asks for a new code.
   */
  registrationExpiresAt: number | null;
}

export interface SessionData {
  token: string | null;
  /** Signed in means a user is here (spec §4). */
  user: User | null;
  temporaryUser: TemporaryUser;
  /**
   * The address book (null until it has been read) and the default address (null when there is
   * none, or before the current user load reads it). Not saved: the server is asked again.
   */
  addresses: readonly Address[] | null;
  defaultAddress: Address | null;
  /** The spec's `wallet_balance`, in cents (mentors only; null for everyone else). */
  walletBalanceCents: number | null;
  /** A session change (current user load, logout) is under way. */
  loading: boolean;
  /**
   * Why the last session on this page ended: the shopper logged out (guarded screens then lead
   * to the store, not to sign-in), or the server refused the token. Not saved.
   */
  ended: 'logout' | 'refused' | null;
}

interface SessionActions {
  /** Login or registration: stores the user and the token, and ends the sign-in under way. */
  signIn: (response: AuthResponse) => void;
  setUser: (user: User) => void;
  setToken: (token: string | null) => void;
  setTemporaryUser: (patch: Partial<TemporaryUser>) => void;
  setTemporaryPhone: (phone: string | null) => void;
  clearTemporaryUser: () => void;
  setAddresses: (addresses: readonly Address[] | null) => void;
  setDefaultAddress: (address: Address | null) => void;
  setWalletBalance: (cents: number | null) => void;
  setLoading: (loading: boolean) => void;
  /** Logout, or a refused token: back to anonymous (spec §4). */
  clearSession: (reason?: 'logout' | 'refused') => void;
}

export type SessionStore = SessionData & SessionActions;

export const EMPTY_TEMPORARY_USER: TemporaryUser = {
  name: null,
  phone: null,
  channel: 'whatsapp',
  resendAt: null,
  registrationToken: null,
  registrationExpiresAt: null,
};

const SIGNED_OUT: Omit<SessionData, 'loading' | 'ended'> = {
  token: null,
  user: null,
  temporaryUser: EMPTY_TEMPORARY_USER,
  addresses: null,
  defaultAddress: null,
  walletBalanceCents: null,
};

type SavedSession = Pick<SessionData, 'token' | 'user' | 'temporaryUser'>;

export const useSessionStore = create<SessionStore>()(
  persist(
    (set) => ({
      ...SIGNED_OUT,
      loading: false,
      ended: null,
      signIn: ({ token, user }) => {
        set({ token, user, temporaryUser: EMPTY_TEMPORARY_USER, ended: null });
      },
      setUser: (user) => {
        set({ user });
      },
      setToken: (token) => {
        set({ token });
      },
      setTemporaryUser: (patch) => {
        set((state) => ({ temporaryUser: { ...state.temporaryUser, ...patch } }));
      },
      setTemporaryPhone: (phone) => {
        set((state) => ({ temporaryUser: { ...state.temporaryUser, phone } }));
      },
      clearTemporaryUser: () => {
        set({ temporaryUser: EMPTY_TEMPORARY_USER });
      },
      setAddresses: (addresses) => {
        set({ addresses });
      },
      setDefaultAddress: (defaultAddress) => {
        set({ defaultAddress });
      },
      setWalletBalance: (walletBalanceCents) => {
        set({ walletBalanceCents });
      },
      setLoading: (loading) => {
        set({ loading });
      },
      clearSession: (reason = 'refused') => {
        set({ ...SIGNED_OUT, loading: false, ended: reason });
      },
    }),
    {
      name: USER_KEY,
      storage: createSessionStorage(),
      partialize: ({ token, user, temporaryUser }): SavedSession => ({
        token,
        user,
        temporaryUser,
      }),
    },
  ),
);

export function currentUser(): User | null {
  return useSessionStore.getState().user;
}

export function useCurrentUser(): User | null {
  return useSessionStore((state) => state.user);
}

/**
 * Writes the spec's two keys instead of persist's single one (and the temporary user to
 * sessionStorage). Anything unreadable counts as signed out.
 */
function createSessionStorage(): PersistStorage<SavedSession> {
  return {
    getItem: () => {
      const token = readText(localStorage, TOKEN_KEY);
      const savedUser = readJson(localStorage, USER_KEY);
      const temporaryUser = readTemporaryUser(readJson(sessionStorage, TEMPORARY_USER_KEY));
      return {
        state: {
          token,
          // A user without a token can't be signed in.
          user: token && isUser(savedUser) ? savedUser : null,
          temporaryUser,
        },
        version: 0,
      };
    },
    setItem: (_name, { state }: StorageValue<SavedSession>) => {
      writeText(localStorage, TOKEN_KEY, state.token);
      writeText(localStorage, USER_KEY, state.user ? JSON.stringify(state.user) : null);
      const temporary = state.temporaryUser;
      const empty = temporary.phone === null && temporary.name === null;
      writeText(sessionStorage, TEMPORARY_USER_KEY, empty ? null : JSON.stringify(temporary));
    },
    removeItem: () => {
      writeText(localStorage, TOKEN_KEY, null);
      writeText(localStorage, USER_KEY, null);
      writeText(sessionStorage, TEMPORARY_USER_KEY, null);
    },
  };
}

function readText(storage: Storage, name: string): string | null {
  try {
    const value = storage.getItem(name);
    return value === '' ? null : value;
  } catch {
    return null;
  }
}

function readJson(storage: Storage, name: string): unknown {
  const text = readText(storage, name);
  if (text === null) return null;
  try {
    // `unknown`, not `any`: whatever was saved is checked field by field before use.
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function writeText(storage: Storage, name: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(name);
    else storage.setItem(name, value);
  } catch {
    // Storage unavailable (private mode, full): the session lasts as long as the page.
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Function declarations, not consts: the store reads the saved session while it is being
// created, above in this module, before any const below would be initialized.
function nullableString(value: unknown): boolean {
  return value === null || typeof value === 'string';
}

/** Enough of the shape to show; the current user load replaces it with the server's. */
function isUser(value: unknown): value is User {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.name === 'string' &&
    typeof value.phone === 'string' &&
    nullableString(value.email) &&
    nullableString(value.avatar_url) &&
    typeof value.is_mentor === 'boolean' &&
    typeof value.is_seller === 'boolean' &&
    (value.assigned_store === null || isRecord(value.assigned_store))
  );
}

function readTemporaryUser(value: unknown): TemporaryUser {
  if (!isRecord(value)) return EMPTY_TEMPORARY_USER;
  const expiresAt = value.registrationExpiresAt;
  // A token past its expiry (or saved without one) would only be refused on "Crear cuenta".
  const live = typeof expiresAt === 'number' && expiresAt > Date.now();
  return {
    name: text(value.name),
    phone: text(value.phone),
    channel: value.channel === 'sms' ? 'sms' : 'whatsapp',
    resendAt: typeof value.resendAt === 'number' ? value.resendAt : null,
    registrationToken: live ? text(value.registrationToken) : null,
    registrationExpiresAt: live ? expiresAt : null,
  };
}

function text(field: unknown): string | null {
  return typeof field === 'string' && field !== '' ? field : null;
}
