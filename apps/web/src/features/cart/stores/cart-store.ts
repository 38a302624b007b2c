import type { CartResponse, DeliveryType } from '@canasta/contract';
import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';

/**
 * Cart client state (spec §3), kept per store because a shopper who moves between stores keeps
 * each store's cart (decision 008). Saved in localStorage under the spec's keys:
 * - `cart_id`: `{"<storeId>": "<cart uuid>"}`;
 * - `cart`: `{"version": 1, "stores": {"<storeId>": {snapshot, blocked, checkout, …}}}`, where
 *   `snapshot` is the last `{cart, extra}` the server sent, painted before the fetch returns.
 */
export const CART_ID_KEY = 'cart_id';
export const CART_KEY = 'cart';
const VERSION = 1;

export interface CartClientState {
  /** An order is being placed from this cart: the server refuses changes (409). */
  blocked: boolean;
  /** The shopper is inside the checkout steps. */
  checkout: boolean;
  /** The delivery method step was completed. */
  sendMethod: boolean;
  deliveryDate: string | null;
  deliveryType: DeliveryType | null;
}

export interface StoreCartState extends CartClientState {
  snapshot: CartResponse | null;
}

export interface CartStoreData {
  cartIds: Record<string, string>;
  carts: Record<string, StoreCartState>;
}

interface CartStoreActions {
  /** Remembers the server's answer: the cart id, the snapshot and the server's blocked flag. */
  saveCart: (storeId: number, response: CartResponse) => void;
  /** Forgets the store's cart: id, snapshot and client state (spec §4, §8). */
  forgetCart: (storeId: number) => void;
  setClientState: (storeId: number, patch: Partial<CartClientState>) => void;
}

export type CartStore = CartStoreData & CartStoreActions;

export const EMPTY_CLIENT_STATE: CartClientState = {
  blocked: false,
  checkout: false,
  sendMethod: false,
  deliveryDate: null,
  deliveryType: null,
};

const key = (storeId: number) => String(storeId);

function storeCart(state: CartStoreData, storeId: number): StoreCartState {
  return state.carts[key(storeId)] ?? { ...EMPTY_CLIENT_STATE, snapshot: null };
}

function without<T>(record: Record<string, T>, name: string): Record<string, T> {
  const copy = { ...record };
  delete copy[name];
  return copy;
}

export const useCartStore = create<CartStore>()(
  persist(
    (set) => ({
      cartIds: {},
      carts: {},
      saveCart: (storeId, response) => {
        set((state) => {
          const current = storeCart(state, storeId);
          const sameCart = state.cartIds[key(storeId)] === response.cart.id;
          return {
            cartIds: { ...state.cartIds, [key(storeId)]: response.cart.id },
            carts: {
              ...state.carts,
              [key(storeId)]: {
                // A new cart starts with fresh choices.
                ...(sameCart ? current : EMPTY_CLIENT_STATE),
                blocked: response.cart.blocked,
                snapshot: response,
              },
            },
          };
        });
      },
      forgetCart: (storeId) => {
        set((state) => ({
          cartIds: without(state.cartIds, key(storeId)),
          carts: without(state.carts, key(storeId)),
        }));
      },
      setClientState: (storeId, patch) => {
        set((state) => ({
          carts: { ...state.carts, [key(storeId)]: { ...storeCart(state, storeId), ...patch } },
        }));
      },
    }),
    {
      name: CART_KEY,
      version: VERSION,
      storage: createSplitStorage(),
      partialize: ({ cartIds, carts }): CartStoreData => ({ cartIds, carts }),
    },
  ),
);

/**
 * The cart's start-up part (DESIGN §3): the saved keys are read as the store is created
 * (synchronous storage, decision 008); if that did not happen they are read now. A storage that
 * throws counts as "no saved cart" (see `createSplitStorage`), so this fails only when the
 * store itself cannot be hydrated.
 */
export async function loadSavedCarts(): Promise<void> {
  if (!useCartStore.persist.hasHydrated()) await useCartStore.persist.rehydrate();
}

export function cartIdFor(storeId: number): string | undefined {
  return useCartStore.getState().cartIds[key(storeId)];
}

export function cartSnapshotFor(storeId: number): CartResponse | null {
  return useCartStore.getState().carts[key(storeId)]?.snapshot ?? null;
}

/** The store's client state, for components. */
export function useCartClientState(storeId: number): CartClientState {
  return useCartStore((state) => state.carts[key(storeId)] ?? EMPTY_CLIENT_STATE);
}

/**
 * Writes the two keys of the spec instead of persist's single one. Anything unreadable in
 * storage (edited by hand, an old format, a full quota) counts as "no saved cart".
 */
function createSplitStorage(): PersistStorage<CartStoreData> {
  return {
    getItem: () => {
      const cartIds = readJson(CART_ID_KEY);
      const cart = readJson(CART_KEY);
      const ids = isRecord(cartIds) ? stringEntries(cartIds) : {};
      const stores = isRecord(cart) && isRecord(cart.stores) ? cart.stores : {};
      const version = isRecord(cart) && typeof cart.version === 'number' ? cart.version : VERSION;
      const carts: Record<string, StoreCartState> = {};
      for (const [storeId, value] of Object.entries(stores)) {
        const parsed = readStoreCart(value);
        if (parsed && ids[storeId]) carts[storeId] = parsed;
      }
      return { state: { cartIds: ids, carts }, version };
    },
    setItem: (_name, value: StorageValue<CartStoreData>) => {
      writeJson(CART_ID_KEY, value.state.cartIds);
      writeJson(CART_KEY, { version: value.version ?? VERSION, stores: value.state.carts });
    },
    removeItem: () => {
      try {
        localStorage.removeItem(CART_ID_KEY);
        localStorage.removeItem(CART_KEY);
      } catch {
        // Storage unavailable (private mode): nothing was saved either.
      }
    },
  };
}

function readJson(name: string): unknown {
  try {
    const text = localStorage.getItem(name);
    // `unknown`, not `any`: whatever was saved is checked field by field before use.
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function writeJson(name: string, value: unknown): void {
  try {
    localStorage.setItem(name, JSON.stringify(value));
  } catch {
    // A full or disabled storage only costs the instant paint on the next visit.
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringEntries(record: Record<string, unknown>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(record)) {
    if (typeof value === 'string' && value !== '') result[name] = value;
  }
  return result;
}

function readStoreCart(value: unknown): StoreCartState | null {
  if (!isRecord(value)) return null;
  const snapshot = isCartResponse(value.snapshot) ? value.snapshot : null;
  return {
    blocked: value.blocked === true,
    checkout: value.checkout === true,
    sendMethod: value.sendMethod === true,
    deliveryDate: typeof value.deliveryDate === 'string' ? value.deliveryDate : null,
    deliveryType:
      value.deliveryType === 'delivery' || value.deliveryType === 'pickup'
        ? value.deliveryType
        : null,
    snapshot,
  };
}

/** Enough of the shape to paint from; the fetch right after replaces it with the server's. */
function isCartResponse(value: unknown): value is CartResponse {
  return (
    isRecord(value) &&
    isRecord(value.cart) &&
    typeof value.cart.id === 'string' &&
    Array.isArray(value.cart.items) &&
    isRecord(value.extra) &&
    typeof value.extra.total_cents === 'number'
  );
}
