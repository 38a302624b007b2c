import { checkoutStepScreen } from '../flows/checkout/checkout-gate';
import { DeliveryDateStep } from '../flows/checkout/delivery-date-step';

/** /tienda/:slugName/envio_fecha — checkout: the delivery (or pickup) day and slot. */
export const Component = checkoutStepScreen('deliveryDate', DeliveryDateStep);
