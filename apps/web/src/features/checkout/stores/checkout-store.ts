import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The checkout's client state (decision 014). The choices themselves (delivery type, slot,
 * address, payment method, notes) live on the server's cart; what lives here is what only this
 * tab knows, in **sessionStorage** (`checkout`), so a reload or a new sign-in mid-checkout keeps
 * it and closing the browser forgets it:
 * - the payment attempt under way: its Idempotency-Key and the cart it is for, so a retry after
 *   a network failure (even after a reload) sends the same key and can't place a second order;
 * - the phone of whoever is checking out, offered again if the session ends (`checkout_auth`).
 */
export const CHECKOUT_KEY = 'checkout';

export interface PaymentAttempt {
  key: string;
  cartId: string;
}

interface CheckoutData {
  /** Payment attempts by store id. */
  attempts: Record<string, PaymentAttempt>;
  phone: string | null;
}

interface CheckoutActions {
  /** The attempt's key for this cart: the one under way, or a new one. */
  attemptKey: (storeId: number, cartId: string) => string;
  /** The attempt ended with an answer (placed, declined, refused): the next one gets a new key. */
  endAttempt: (storeId: number) => void;
  rememberPhone: (phone: string) => void;
  /** The order was placed (or the shopper left): nothing of this checkout is kept. */
  clear: (storeId: number) => void;
}

export type CheckoutStore = CheckoutData & CheckoutActions;

/** A random key per attempt (`crypto.randomUUID` needs a secure context; the fallback doesn't). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const without = (record: Record<string, PaymentAttempt>, name: string) => {
  const copy = { ...record };
  delete copy[name];
  return copy;
};

export const useCheckoutStore = create<CheckoutStore>()(
  persist(
    (set, get) => ({
      attempts: {},
      phone: null,
      attemptKey: (storeId, cartId) => {
        const current = get().attempts[String(storeId)];
        if (current?.cartId === cartId) return current.key;
        const attempt = { key: newIdempotencyKey(), cartId };
        set((state) => ({ attempts: { ...state.attempts, [String(storeId)]: attempt } }));
        return attempt.key;
      },
      endAttempt: (storeId) => {
        set((state) => ({ attempts: without(state.attempts, String(storeId)) }));
      },
      rememberPhone: (phone) => {
        if (get().phone !== phone) set({ phone });
      },
      clear: (storeId) => {
        set((state) => ({ attempts: without(state.attempts, String(storeId)), phone: null }));
      },
    }),
    {
      name: CHECKOUT_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ attempts, phone }): CheckoutData => ({ attempts, phone }),
    },
  ),
);
