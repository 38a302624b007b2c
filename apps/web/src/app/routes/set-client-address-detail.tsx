import { checkoutStepScreen } from '../flows/checkout/checkout-gate';
import { ClientAddressDetailStep } from '../flows/checkout/client-address-detail-step';

/** /tienda/:slugName/set_client_address_detail — checkout for a client: a new address's details. */
export const Component = checkoutStepScreen('clientAddress', ClientAddressDetailStep);
