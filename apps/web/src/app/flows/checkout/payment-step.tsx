import type { PaymentMethod } from '@canasta/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { AmountRow } from '../../../components/ui/price-breakdown';
import { ProblemAction } from '../../../features/checkout/components/problem-action';
import { StepBar, StepHeading, StepProblem } from '../../../features/checkout/components/step-bar';
import { usePaymentConfig } from '../../../features/payments/api/get-payment-config';
import { CashTender } from '../../../features/payments/components/cash-tender';
import { HostedCardForm } from '../../../features/payments/components/hosted-card-form';
import { PaymentMethodOptions } from '../../../features/payments/components/payment-method-options';
import { SandboxCardForm } from '../../../features/payments/components/sandbox-card-form';
import { TestModeNotice } from '../../../features/payments/components/test-mode-notice';
import { type TenderChoice, tenderOf } from '../../../features/payments/utils/cash-tender';
import { offeredMethods } from '../../../features/payments/utils/offered-methods';
import { useSettings } from '../../../features/settings/api/get-settings';
import { WalletSwitch } from '../../../features/wallet/components/wallet-switch';
import { esCart } from '../../../i18n/es-cart';
import { esCheckout } from '../../../i18n/es-checkout';
import { useFormatMoney } from '../../../lib/money';
import { CheckoutSkeleton, StepDataState, type CheckoutContext } from './checkout-gate';
import { ClientOrderNote } from './client-order-note';
import { stepPosition } from './steps';
import { usePayOrder } from './use-pay-order';
import { useWalletPayment } from './use-wallet-payment';

const FORM_ID = 'payment-form';
const PROBLEM_ID = 'payment-problem';
const WALLET_PROBLEM_ID = 'payment-wallet-problem';

/**
 * How to pay (cash, with "¿Con cuánto pagas?" for the change; card through the sandbox form or
 * the provider's hosted fields; cash at an OXXO or a SPEI transfer, paid after ordering; a
 * mentor's wallet for all or part of it, the rest by one of the others) and one "Pagar $X" for what is left to pay ("Confirmar pedido · $X" when that is cash,
 * paid later), that can't place the order twice (see usePayOrder). The shop's methods and the
 * card provider are read first.
 */
export function PaymentStep(context: CheckoutContext) {
  const settings = useSettings();
  const config = usePaymentConfig();
  // The settings are a start-up part: they are here unless the app is still starting.
  if (!settings.data) return <CheckoutSkeleton />;
  if (config.status !== 'success') {
    return <StepDataState query={config} failedTitle={esCheckout.payment.configFailed} />;
  }
  // Cash, card, OXXO and SPEI are each store's own choice too (decision 043); the wallet is the
  // shop's.
  const shopMethods = settings.data.payment_methods.filter(
    (method) =>
      method === 'wallet' || context.store.payment_methods.some((taken) => taken === method),
  );
  return (
    <PaymentForm
      {...context}
      shopMethods={shopMethods}
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
  const offered = offeredMethods({ shopMethods, cardProvider });
  const wallet = useWalletPayment(context, shopMethods);
  // The bill the cash is paid with: optional, checked against what is left to pay in cash now.
  const [tenderChoice, setTenderChoice] = useState<TenderChoice>({ kind: 'none' });
  const tender = tenderOf(tenderChoice, wallet.restCents);
  const { method, choose, card, cardEdited, pay, paying, problem } = usePayOrder(
    context,
    offered,
    { covers: wallet.covers, used: wallet.using },
    tender,
  );
  // While the wallet choice is saved, the amounts are about to change: no paying meanwhile.
  const busy = paying || wallet.saving;

  const rest = format(wallet.restCents);
  const cashLater = method === 'cash' && !wallet.covers;
  // OXXO and SPEI are paid after ordering: the button charges nothing now either.
  const paidLater = (method === 'oxxo' || method === 'spei') && !wallet.covers;
  return (
    <form
      id={FORM_ID}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!wallet.saving) void pay();
      }}
      className="contents"
    >
      <StepHeading
        title={esCheckout.payment.title}
        {...stepPosition('paymentMethod', cart, user)}
      />
      <ClientOrderNote cart={cart} />
      {wallet.offered ? (
        <div className="flex flex-col gap-2">
          <WalletSwitch
            availableCents={wallet.balanceCents}
            checked={wallet.checked}
            onChange={wallet.toggle}
            busy={wallet.saving}
            disabled={paying}
            describedBy={wallet.refusal ? WALLET_PROBLEM_ID : undefined}
          />
          {wallet.refusal ? (
            <p id={WALLET_PROBLEM_ID} role="alert" className="text-sm font-medium text-negative">
              {wallet.refusal}
            </p>
          ) : null}
        </div>
      ) : null}
      {wallet.covers ? (
        <p role="status" className="rounded-2xl bg-primary-soft p-4 text-sm font-medium">
          {esCheckout.payment.walletCovers}
        </p>
      ) : (
        <PaymentMethodOptions
          offered={offered}
          value={method}
          onChange={choose}
          deliveryType={cart.cart.delivery_type ?? 'delivery'}
          disabled={paying}
          describedBy={problem ? PROBLEM_ID : undefined}
        />
      )}
      {method === 'cash' && !wallet.covers ? (
        <CashTender
          dueCents={wallet.restCents}
          value={tenderChoice}
          tender={tender}
          onChange={setTenderChoice}
          deliveryType={cart.cart.delivery_type ?? 'delivery'}
          disabled={paying}
        />
      ) : null}
      {method === 'card' && !wallet.covers ? (
        <section aria-label={esCheckout.payment.card} className="flex flex-col gap-4">
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
          {cart.extra.estimated ? (
            // Weight lines are charged as weighed: the card is held for a little more.
            <p className="rounded-2xl bg-primary-soft p-4 text-sm font-medium">
              {esCheckout.payment.holdNotice(format(cart.extra.hold_cents))}
            </p>
          ) : null}
        </section>
      ) : null}
      {problem && problem.kind !== 'session' ? (
        <StepProblem id={PROBLEM_ID}>
          <p>{problem.message}</p>
          <ProblemAction problem={problem} storeSlug={store.slug} />
        </StepProblem>
      ) : null}
      <dl className="flex flex-col gap-1 text-base">
        {wallet.appliedCents > 0 ? (
          <>
            <AmountRow label={esCart.cart.total}>{format(cart.extra.total_cents)}</AmountRow>
            <AmountRow
              label={esCheckout.payment.walletPart}
            >{`−${format(wallet.appliedCents)}`}</AmountRow>
          </>
        ) : null}
        <AmountRow
          label={wallet.appliedCents > 0 ? esCheckout.payment.rest : esCheckout.payment.toPay}
          className="font-bold"
        >
          {rest}
        </AmountRow>
      </dl>
      <StepBar>
        <Button type="submit" form={FORM_ID} aria-disabled={busy || undefined} aria-busy={busy}>
          {paying
            ? esCheckout.payment.paying
            : wallet.covers
              ? esCheckout.payment.payWithWallet(format(wallet.appliedCents))
              : cashLater
                ? esCheckout.payment.orderCash(rest)
                : paidLater
                  ? esCheckout.payment.orderDeferred(rest)
                  : esCheckout.payment.pay(rest)}
        </Button>
      </StepBar>
    </form>
  );
}
