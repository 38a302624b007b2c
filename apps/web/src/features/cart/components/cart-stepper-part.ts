import { lazyPart } from '../../../lib/lazy-part';
import type { CartStepperProps, cartActions } from './cart-stepper';

/**
 * The cart's steppers on the catalogue's products, and what the buttons send: downloaded once the
 * page is up, not before it can be shown (decision 006). Until then `CartAction`'s "Agregar" is
 * drawn disabled.
 */
export const cartStepperPart = lazyPart<CartStepperProps, { cartActions: typeof cartActions }>(() =>
  import('./cart-stepper').then((module) => ({
    default: module.CartStepper,
    cartActions: module.cartActions,
  })),
);
