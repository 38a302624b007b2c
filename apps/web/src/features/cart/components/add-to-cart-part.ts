import { lazyPart } from '../../../lib/lazy-part';

/**
 * The cart's buttons on the catalogue's products ("Agregar", the steppers, and what they send):
 * downloaded once the page is up, not before it can be shown (decision 006). `CartAction`
 * stands in for them until then.
 */
export const addToCartPart = lazyPart(() =>
  import('./add-to-cart').then((module) => ({ default: module.AddToCart })),
);
