import { checkoutStepScreen } from '../flows/checkout/checkout-gate';
import { ClientRegisterStep } from '../flows/checkout/client-register-step';

/** /tienda/:slugName/client_register — checkout: a new client, then the order is for them. */
export const Component = checkoutStepScreen('clientSelect', ClientRegisterStep);
