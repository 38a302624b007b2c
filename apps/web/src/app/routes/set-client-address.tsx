import { checkoutStepScreen } from '../flows/checkout/checkout-gate';
import { ClientAddressStep } from '../flows/checkout/client-address-step';

/** /tienda/:slugName/set_client_adress — checkout for a client: their address (or a new one). */
export const Component = checkoutStepScreen('clientAddress', ClientAddressStep);
