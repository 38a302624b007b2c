import type { PaymentMethod } from '@canasta/contract';
import { Button } from '../../../components/ui/button';
import { useSessionStore } from '../../../features/auth/stores/session-store';
import { ProblemAction } from '../../../features/checkout/components/problem-action';
import { StepBar, StepHeading, StepProblem } from '../../../features/checkout/components/step-bar';
import { usePaymentConfig } from '../../../features/payments/api/get-payment-config';
import { HostedCardForm } from '../../../features/payments/components/hosted-card-form';
import { PaymentMethodOptions } from '../../../features/payments/components/payment-method-options';
import { SandboxCardForm } from '../../../features/payments/components/sandbox-card-form';
import { TestModeNotice } from '../../../features/payments/components/test-mode-notice';
import { offeredMethods } from '../../../features/payments/utils/offered-methods';
import { useSettings } from '../../../features/settings/api/get-settings';
import { es } from '../../../i18n/es';
import { useFormatMoney } from '../../../lib/money';
import { CheckoutSkeleton, StepDataState, type CheckoutContext } from './checkout-gate';
import { stepPosition } from './steps';
import { usePayOrder } from './use-pay-order';

const FORM_ID = 'payment-form';
const PROBLEM_ID = 'payment-problem';

/**
 * How to pay (cash; card through the sandbox form or the provider's hosted fields; a mentor's
 * wallet when it covers the total) and one "Pagar $X" that can't place the order twice (see
 * usePayOrder). The shop's methods and the card provider are read first.
 */
export function PaymentStep(context: CheckoutContext) {
  const settings = useSettings();
  const config = usePaymentConfig();
  // The settings are a start-up part: they are here unless the app is still starting.
  if (!settings.data) return <CheckoutSkeleton />;
  if (config.status !== 'success') {
    return <StepDataState query={config} failedTitle={es.payment.configFailed} />;
  }
  return (
    <PaymentForm
      {...context}
      shopMethods={settings.data.payment_methods}
      cardProvider={config.data.card_provider}
      publishableKey={config.data.publishable_key}
      testMode={config.data.test_mode}
    />
  );
}

function PaymentForm({
  shopMethods,
  cardProvider,
  publishableKey,
  testMode,
  ...context
}: CheckoutContext & {
  shopMethods: readonly PaymentMethod[];
  cardProvider: 'sandbox' | 'stripe' | null;
  publishableKey: string | null;
  testMode: boolean;
}) {
  const { store, cart, user } = context;
  const format = useFormatMoney();
  const walletBalance = useSessionStore((state) => state.walletBalanceCents);
  const { offered, walletUsable } = offeredMethods({
    shopMethods,
    cardProvider,
    isMentor: user.is_mentor,
    walletBalanceCents: walletBalance,
    totalCents: cart.extra.total_cents,
  });
  const { method, choose, card, cardEdited, pay, paying, problem } = usePayOrder(context, offered);

  const total = format(cart.extra.total_cents);
  return (
    <form
      id={FORM_ID}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
      className="contents"
    >
      <StepHeading title={es.payment.title} {...stepPosition('paymentMethod', cart)} />
      <PaymentMethodOptions
        offered={offered}
        value={method}
        onChange={choose}
        deliveryType={cart.cart.delivery_type ?? 'delivery'}
        walletBalanceCents={walletUsable ? walletBalance : null}
        disabled={paying}
        describedBy={problem ? PROBLEM_ID : undefined}
      />
      {method === 'card' ? (
        <section aria-label={es.payment.card} className="flex flex-col gap-4">
          {testMode ? <TestModeNotice /> : null}
          {cardProvider === 'stripe' && publishableKey ? (
            <HostedCardForm
              ref={card}
              publishableKey={publishableKey}
              disabled={paying}
              onEdit={cardEdited}
            />
          ) : (
            <SandboxCardForm ref={card} disabled={paying} onEdit={cardEdited} />
          )}
        </section>
      ) : null}
      {problem && problem.kind !== 'session' ? (
        <StepProblem id={PROBLEM_ID}>
          <p>{problem.message}</p>
          <ProblemAction problem={problem} storeSlug={store.slug} />
        </StepProblem>
      ) : null}
      <p className="flex items-baseline justify-between text-base">
        <span>{es.payment.toPay}</span>
        <span className="font-bold tabular-nums">{total}</span>
      </p>
      <StepBar>
        <Button type="submit" form={FORM_ID} aria-disabled={paying || undefined} aria-busy={paying}>
          {paying ? es.payment.paying : es.payment.pay(total)}
        </Button>
      </StepBar>
    </form>
  );
}
