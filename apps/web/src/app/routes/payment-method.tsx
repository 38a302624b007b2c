import { mustReloadWithoutTagManager } from '../../features/analytics/hooks/use-tag-manager-off-card-step';
import { checkoutStepScreen } from '../flows/checkout/checkout-gate';
import { PaymentStep } from '../flows/checkout/payment-step';
import { AppSkeleton } from '../layout/app-skeleton';

const PaymentScreen = checkoutStepScreen('paymentMethod', PaymentStep);

/**
 * /tienda/:slugName/payment_method — checkout: how to pay, and "Pagar $X". No tag manager runs
 * on the card step (decision 037): reached with GTM running on the page, the layout loads the
 * page afresh and the card form is never drawn here meanwhile.
 */
export function Component() {
  if (mustReloadWithoutTagManager()) return <AppSkeleton />;
  return <PaymentScreen />;
}
