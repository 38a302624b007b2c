import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The checkout's client state (decision 014). The choices themselves (delivery type, slot,
 * address, payment method, notes) live on the server's cart; what lives here is what only this
 * tab knows, in **sessionStorage** (`checkout`), so a reload or a new sign-in mid-checkout keeps
 * it and closing the browser forgets it:
 * - the payment attempt under way: its Idempotency-Key and the cart it is for, so a retry after
 *   a network failure (even after a reload) sends the same key and can't place a second order;
 * - the phone of whoever is checking out, offered again if the session ends (`checkout_auth`);
 * - the cart an order was just placed from, handed to the completion screen, which removes it
 *   once the checkout's screens are gone (removing it sooner would send them back to the cart).
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
  /** Carts orders were placed from, by store id, until the completion screen removes them. */
  placedCarts: Record<string, string>;
}

interface CheckoutActions {
  /** The attempt's key for this cart: the one under way, or a new one. */
  attemptKey: (storeId: number, cartId: string) => string;
  /** The attempt ended with an answer (placed, declined, refused): the next one gets a new key. */
  endAttempt: (storeId: number) => void;
  rememberPhone: (phone: string) => void;
  /** The order was placed from `cartId`: the checkout is over; its cart is handed on. */
  orderPlaced: (storeId: number, cartId: string) => void;
  /** The cart an order was just placed from (once: it is forgotten here). */
  takePlaced: (storeId: number) => string | null;
}

export type CheckoutStore = CheckoutData & CheckoutActions;

/** A random key per attempt (`crypto.randomUUID` needs a secure context; the fallback doesn't). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const without = <T>(record: Record<string, T>, name: string) => {
  const copy = { ...record };
  delete copy[name];
  return copy;
};

export const useCheckoutStore = create<CheckoutStore>()(
  persist(
    (set, get) => ({
      attempts: {},
      phone: null,
      placedCarts: {},
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
      orderPlaced: (storeId, cartId) => {
        set((state) => ({
          attempts: without(state.attempts, String(storeId)),
          phone: null,
          placedCarts: { ...state.placedCarts, [String(storeId)]: cartId },
        }));
      },
      takePlaced: (storeId) => {
        const cartId = get().placedCarts[String(storeId)] ?? null;
        if (cartId) set((state) => ({ placedCarts: without(state.placedCarts, String(storeId)) }));
        return cartId;
      },
    }),
    {
      name: CHECKOUT_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ attempts, phone, placedCarts }): CheckoutData => ({
        attempts,
        phone,
        placedCarts,
      }),
    },
  ),
);
