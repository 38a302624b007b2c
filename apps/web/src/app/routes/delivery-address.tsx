import { checkoutStepScreen } from '../flows/checkout/checkout-gate';
import { DeliveryAddressStep } from '../flows/checkout/delivery-address-step';

/** /tienda/:slugName/envio_direccion — checkout: the address, for home delivery only. */
export const Component = checkoutStepScreen('deliveryAddress', DeliveryAddressStep);
