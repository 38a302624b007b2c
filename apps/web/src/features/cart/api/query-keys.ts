/**
 * Query and mutation keys of the cart. The cart query is keyed by store: the cart id behind it
 * lives in the cart store and may change (a new cart after a 404 or a reset) without the screen
 * seeing another query.
 */
export const cartKeys = {
  all: ['cart'] as const,
  cart: (storeId: number) => [...cartKeys.all, storeId] as const,
  /** Every change to a store's cart; `isMutating` on this tells whether any is running. */
  mutations: (storeId: number) => [...cartKeys.all, storeId, 'mutation'] as const,
  /** Quantity changes and removals, shown optimistically from their variables. */
  changes: (storeId: number) => [...cartKeys.mutations(storeId), 'change'] as const,
  coupon: (storeId: number) => [...cartKeys.mutations(storeId), 'coupon'] as const,
  update: (storeId: number) => [...cartKeys.mutations(storeId), 'update'] as const,
  reset: (storeId: number) => [...cartKeys.mutations(storeId), 'reset'] as const,
};

/** One scope per store's cart: its changes reach the server one at a time, in order. */
export const cartScope = (storeId: number) => ({ id: `cart:${storeId}` });
