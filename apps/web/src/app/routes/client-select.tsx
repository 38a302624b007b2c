import { checkoutStepScreen } from '../flows/checkout/checkout-gate';
import { ClientSelectStep } from '../flows/checkout/client-select-step';

/** /menu/:slugName/clientselect — checkout, sellers and mentors: who the order is for. */
export const Component = checkoutStepScreen('clientSelect', ClientSelectStep);
