import { lazyPart } from '../lib/lazy-part';

/**
 * The anonymous cart's claim (`CartClaim`), downloaded only once someone signed in has a page up:
 * its cart mutation (TanStack Query's mutation observer) is not part of every catalogue page's
 * first load (decision 006). A download that fails is tried again when the claim is next drawn
 * (another store, the next sign-in, the next visit).
 */
export const cartClaimPart = lazyPart(() =>
  import('./cart-claim').then((module) => ({ default: module.CartClaim })),
);
