import { checkoutStepScreen } from '../flows/checkout/checkout-gate';
import { DeliveryTypeStep } from '../flows/checkout/delivery-type-step';

/** /tienda/:slugName/envio_tipo — checkout: how the order arrives (delivery or pickup). */
export const Component = checkoutStepScreen('deliveryType', DeliveryTypeStep);
