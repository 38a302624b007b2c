import { CheckoutAuthScreen } from '../flows/checkout/checkout-auth-screen';

/** /tienda/:slugName/checkout_auth — signing in again when the session ends mid-checkout. */
export const Component = CheckoutAuthScreen;
