import { CheckoutAuthScreen } from '../flows/checkout/checkout-auth-screen';

/** /tienda/:slugName/checkout_auth — signing in on a checkout step, first or after a session ended. */
export const Component = CheckoutAuthScreen;
