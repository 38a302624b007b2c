import type { LoginChannel } from '@canasta/contract';
import { create } from 'zustand';

/**
 * A sign-in under way: the phone the code went to, how, and when another may be asked for.
 * Kept in sessionStorage so a reload while the operator reads the code doesn't lose it.
 */
export const SIGN_IN_KEY = 'admin_sign_in';

export interface PendingSignIn {
  /** E.164, as sent: "+525512345678". */
  phone: string | null;
  channel: LoginChannel;
  /** When another code may be asked for (epoch ms). */
  resendAt: number | null;
}

interface SignInActions {
  set: (patch: Partial<PendingSignIn>) => void;
  clear: () => void;
}

const EMPTY: PendingSignIn = { phone: null, channel: 'whatsapp', resendAt: null };

export const usePendingSignIn = create<PendingSignIn & SignInActions>()((set, get) => ({
  ...readSaved(),
  set: (patch) => {
    set(patch);
    const { phone, channel, resendAt } = get();
    save(phone === null ? null : { phone, channel, resendAt });
  },
  clear: () => {
    set(EMPTY);
    save(null);
  },
}));

function readSaved(): PendingSignIn {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(SIGN_IN_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return EMPTY;
    const saved = value as Record<string, unknown>;
    return {
      phone: typeof saved.phone === 'string' && saved.phone !== '' ? saved.phone : null,
      channel: saved.channel === 'sms' ? 'sms' : 'whatsapp',
      resendAt: typeof saved.resendAt === 'number' ? saved.resendAt : null,
    };
  } catch {
    return EMPTY;
  }
}

function save(value: PendingSignIn | null): void {
  try {
    if (value === null) sessionStorage.removeItem(SIGN_IN_KEY);
    else sessionStorage.setItem(SIGN_IN_KEY, JSON.stringify(value));
  } catch {
    // Storage unavailable: the sign-in lasts as long as the page.
  }
}
