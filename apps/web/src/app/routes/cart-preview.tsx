import { checkoutStepScreen } from '../flows/checkout/checkout-gate';
import { CartPreviewStep } from '../flows/checkout/cart-preview-step';

/** /tienda/:slugName/cart-preview — checkout: the order as it will be placed. */
export const Component = checkoutStepScreen('cartPreview', CartPreviewStep);
