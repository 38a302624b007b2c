import type { Order, PaymentMethod } from '@canasta/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/error-state';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { cartKeys } from '../../features/cart/api/query-keys';
import { useCartStore } from '../../features/cart/stores/cart-store';
import { usePlaceOrder } from '../../features/checkout/api/place-order';
import { StepBar, StepHeading, StepProblem } from '../../features/checkout/components/step-bar';
import { useCheckoutStore } from '../../features/checkout/stores/checkout-store';
import {
  keepsAttempt,
  orderProblem,
  type OrderProblem,
} from '../../features/checkout/utils/order-problem';
import { notificationKeys } from '../../features/notifications/api/query-keys';
import { orderKeys } from '../../features/orders/api/query-keys';
import { saveLastOrderId } from '../../features/orders/stores/last-order';
import { usePaymentConfig } from '../../features/payments/api/get-payment-config';
import type { CardFormHandle, CardToken } from '../../features/payments/components/card-form';
import { HostedCardForm } from '../../features/payments/components/hosted-card-form';
import { PaymentMethodOptions } from '../../features/payments/components/payment-method-options';
import { SandboxCardForm } from '../../features/payments/components/sandbox-card-form';
import { TestModeNotice } from '../../features/payments/components/test-mode-notice';
import { useSettings } from '../../features/settings/api/get-settings';
import { es } from '../../i18n/es';
import { useFormatMoney } from '../../lib/money';
import { paths } from '../../lib/paths';
import {
  CheckoutGate,
  CheckoutSkeleton,
  stepPosition,
  useCheckoutSave,
  type CheckoutContext,
} from '../checkout-flow';

const FORM_ID = 'payment-form';
const PROBLEM_ID = 'payment-problem';

/**
 * /tienda/:slugName/payment_method — how to pay (cash; card through the sandbox form or the
 * provider's hosted fields; a mentor's wallet when it covers the total) and one "Pagar $X" that
 * can't place the order twice: each attempt has an Idempotency-Key, kept across a failure whose
 * outcome is unknown (so the retry answers the same order) and replaced after a final answer
 * such as a decline (decision 014).
 */
export function Component() {
  return (
    <CheckoutGate step="paymentMethod">{(context) => <PaymentStep {...context} />}</CheckoutGate>
  );
}

function PaymentStep(context: CheckoutContext) {
  const settings = useSettings();
  const config = usePaymentConfig();
  if (config.status === 'pending' || !settings.data) return <CheckoutSkeleton />;
  if (config.status === 'error') {
    return (
      <ErrorState
        as="h1"
        title={es.payment.configFailed}
        onRetry={() => void config.refetch()}
        retrying={config.isFetching}
      />
    );
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
  store,
  cart,
  user,
  shopMethods,
  cardProvider,
  publishableKey,
  testMode,
}: CheckoutContext & {
  shopMethods: readonly PaymentMethod[];
  cardProvider: 'sandbox' | 'stripe' | null;
  publishableKey: string | null;
  testMode: boolean;
}) {
  const format = useFormatMoney();
  const walletBalance = useSessionStore((state) => state.walletBalanceCents);
  const save = useCheckoutSave(store.id);
  const { complete, refreshCart } = useCompleteOrder(store.id, store.slug, user.id);
  const place = usePlaceOrder();
  const card = useRef<CardFormHandle>(null);
  /** The card's token, kept for a retry with the same key; dropped when the card changes. */
  const cardToken = useRef<CardToken | null>(null);
  const busy = useRef(false);
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<OrderProblem | null>(null);

  const offered: PaymentMethod[] = [];
  if (shopMethods.includes('cash')) offered.push('cash');
  if (shopMethods.includes('card') && cardProvider) offered.push('card');
  // A mentor's wallet is offered when it covers the whole order.
  const walletUsable =
    shopMethods.includes('wallet') &&
    user.is_mentor &&
    walletBalance !== null &&
    walletBalance >= cart.extra.total_cents;
  if (walletUsable) offered.push('wallet');

  const saved = cart.cart.payment_method;
  const [method, setMethod] = useState<PaymentMethod | null>(() =>
    saved && offered.includes(saved) ? saved : offered.length === 1 ? (offered[0] ?? null) : null,
  );

  const choose = (next: PaymentMethod) => {
    setMethod(next);
    setProblem(null);
    // Kept on the cart, so a new sign-in or a reload finds it chosen.
    if (next !== saved) save.mutate({ payment_method: next });
  };

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    if (!method) {
      setProblem({ kind: 'payment', message: es.payment.methodRequired });
      return;
    }
    busy.current = true;
    setPaying(true);
    setProblem(null);
    const checkout = useCheckoutStore.getState();
    let placed = false;
    try {
      let token: string | undefined;
      if (method === 'card') {
        cardToken.current ??= (await card.current?.tokenize()) ?? null;
        if (!cardToken.current) return;
        token = cardToken.current.token;
      }
      const idempotencyKey = checkout.attemptKey(store.id, cart.cart.id);
      useCartStore.getState().setClientState(store.id, { blocked: true });
      const order = await place.mutateAsync({
        body: {
          cart_id: cart.cart.id,
          payment: token ? { method, card_token: token } : { method },
        },
        idempotencyKey,
      });
      placed = true;
      await complete(order, cart.cart.id);
    } catch (error) {
      const found = orderProblem(error);
      useCartStore.getState().setClientState(store.id, { blocked: false });
      if (!keepsAttempt(found)) {
        checkout.endAttempt(store.id);
        // A declined or refused card is not tried again as it was.
        if (found.kind === 'declined' || found.kind === 'payment') cardToken.current = null;
      }
      setProblem(found);
      refreshCart(found);
    } finally {
      // Once placed, the button stays busy until the completion screen replaces this one.
      if (!placed) {
        busy.current = false;
        setPaying(false);
      }
    }
  };

  const total = format(cart.extra.total_cents);
  const position = stepPosition('paymentMethod', cart);
  return (
    <form id={FORM_ID} noValidate onSubmit={(event) => void pay(event)} className="contents">
      <StepHeading title={es.payment.title} {...position} />
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
              onEdit={() => {
                cardToken.current = null;
              }}
            />
          ) : (
            <SandboxCardForm
              ref={card}
              disabled={paying}
              onEdit={() => {
                cardToken.current = null;
              }}
            />
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

/** Where to fix what stopped the order, when it was an earlier step. */
function ProblemAction({ problem, storeSlug }: { problem: OrderProblem; storeSlug: string }) {
  const link = (to: string, label: string) => (
    <Link to={to} className="font-semibold text-dark underline underline-offset-2">
      {label}
    </Link>
  );
  if (problem.kind === 'stock' || problem.kind === 'gone') {
    return link(paths.cart(storeSlug), es.payment.fix.cart);
  }
  if (problem.kind !== 'step') return null;
  const to = {
    delivery_type: paths.deliveryType(storeSlug),
    delivery_slot_id: paths.deliveryDate(storeSlug),
    address_id: paths.deliveryAddress(storeSlug),
    cart: paths.cart(storeSlug),
    coupon: paths.cartPreview(storeSlug),
  }[problem.field];
  return link(to, es.payment.fix[problem.field]);
}

/**
 * What follows a placed order (spec §4): the last order id is saved, the order is cached for the
 * completion screen, this checkout's state is cleared and the shopper moves on; the completion
 * screen then removes the local cart (a new one is created when the next product is added).
 */
function useCompleteOrder(storeId: number, storeSlug: string, userId: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const complete = async (order: Order, cartId: string) => {
    saveLastOrderId(order.id);
    queryClient.setQueryData(orderKeys.detail(userId, order.id), order);
    void queryClient.invalidateQueries({ queryKey: orderKeys.list(userId) });
    void queryClient.invalidateQueries({ queryKey: notificationKeys.user(userId) });
    useCheckoutStore.getState().orderPlaced(storeId, cartId);
    await navigate(paths.orderPlaced(storeSlug), { replace: true });
  };
  /** After a refusal that the cart explains (stock ran out, a slot filled), read it again. */
  const refreshCart = (problem: OrderProblem) => {
    if (problem.kind === 'stock' || problem.kind === 'step') {
      void queryClient.invalidateQueries({ queryKey: cartKeys.cart(storeId) });
    }
  };
  return { complete, refreshCart };
}
