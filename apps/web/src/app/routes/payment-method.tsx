import { checkoutStepScreen } from '../flows/checkout/checkout-gate';
import { PaymentStep } from '../flows/checkout/payment-step';

/** /tienda/:slugName/payment_method — checkout: how to pay, and "Pagar $X". */
export const Component = checkoutStepScreen('paymentMethod', PaymentStep);
