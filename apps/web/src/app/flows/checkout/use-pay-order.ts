import type { Order, PaymentMethod } from '@canasta/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { pushGa4Event } from '../../../features/analytics/utils/push-ga4-event';
import { cartKeys } from '../../../features/cart/api/query-keys';
import { useUpdateCart } from '../../../features/cart/hooks/use-update-cart';
import { useCartStore } from '../../../features/cart/stores/cart-store';
import { usePlaceOrder } from '../../../features/checkout/api/place-order';
import { useCheckoutStore } from '../../../features/checkout/stores/checkout-store';
import {
  keepsAttempt,
  orderProblem,
  type OrderProblem,
} from '../../../features/checkout/utils/order-problem';
import { notificationKeys } from '../../../features/notifications/api/query-keys';
import { orderKeys } from '../../../features/orders/api/query-keys';
import { saveLastOrderId } from '../../../features/orders/stores/last-order';
import { invalidateWallet } from '../../../features/wallet/api/invalidate';
import type { CardFormHandle, CardToken } from '../../../features/payments/components/card-form';
import type { Tender } from '../../../features/payments/utils/cash-tender';
import { esCheckout } from '../../../i18n/es-checkout';
import { paths } from '../../../lib/paths';
import type { CheckoutContext } from './checkout-gate';

/**
 * Paying (decision 014): the method chosen (saved on the cart), then on "Pagar" the card turned
 * into a token when paying by card, the attempt's Idempotency-Key, the cart marked blocked while
 * the order is placed, and the completion — or what stopped it. A key is kept across a failure
 * whose outcome is unknown (the retry answers the same order) and replaced after a final answer
 * such as a decline; a token is kept for a retry of the same attempt and dropped when the card
 * changes or is refused. `pay` refuses re-entry, and stays busy once the order is placed until
 * the completion screen replaces this one. A cash order carries the bill it is paid with
 * (`tender`, decision 052) when the shopper said; one that can't pay the cash due stops here.
 */
export function usePayOrder(
  { store, cart, user }: CheckoutContext,
  offered: readonly PaymentMethod[],
  wallet: { covers: boolean; used: boolean } = { covers: false, used: false },
  tender: Tender = { cents: null, problem: null },
) {
  const save = useUpdateCart(store.id);
  const place = usePlaceOrder();
  const { complete, refreshCart } = useCompleteOrder(store.id, store.slug, user.id);
  const card = useRef<CardFormHandle>(null);
  /** The card's token, kept for a retry with the same key; dropped when the card changes. */
  const cardToken = useRef<CardToken | null>(null);
  const busy = useRef(false);
  /** The method add_payment_info was sent for: a retry with the same one isn't new information. */
  const paymentSent = useRef<PaymentMethod | null>(null);
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<OrderProblem | null>(null);

  const saved = cart.cart.payment_method;
  const [chosen, setMethod] = useState<PaymentMethod | null>(() =>
    saved && offered.includes(saved) ? saved : offered.length === 1 ? (offered[0] ?? null) : null,
  );

  const choose = (next: PaymentMethod) => {
    setMethod(next);
    setProblem(null);
    // Kept on the cart, so a new sign-in or a reload finds it chosen.
    if (next !== saved) save.mutate({ payment_method: next });
  };

  const cardEdited = () => {
    cardToken.current = null;
  };

  const pay = async () => {
    if (busy.current) return;
    // A wallet that covers the whole order pays it alone; otherwise the method chosen pays the rest.
    const method = wallet.covers ? 'wallet' : chosen;
    if (!method) {
      setProblem({ kind: 'payment', message: esCheckout.payment.methodRequired });
      return;
    }
    if (method === 'cash' && tender.problem) {
      setProblem({ kind: 'payment', message: tender.problem });
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
      // Pushed to the data layer only: no tag manager runs on this step, it reads the event
      // once the shopper has left it (decision 037).
      if (paymentSent.current !== method) {
        paymentSent.current = method;
        pushGa4Event(({ addPaymentInfo }) => addPaymentInfo(cart, method, store.name));
      }
      const idempotencyKey = checkout.attemptKey(store.id, cart.cart.id);
      useCartStore.getState().setClientState(store.id, { blocked: true });
      const order = await place.mutateAsync({
        body: {
          cart_id: cart.cart.id,
          payment: token
            ? { method, card_token: token }
            : method === 'cash' && tender.cents !== null
              ? { method, cash_tendered_cents: tender.cents }
              : { method },
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
      refreshCart(found, wallet.used);
    } finally {
      // Once placed, the button stays busy until the completion screen replaces this one.
      if (!placed) {
        busy.current = false;
        setPaying(false);
      }
    }
  };

  return { method: chosen, choose, card, cardEdited, pay, paying, problem };
}

/**
 * What follows a placed order (spec §4): the last order id is saved, the order is cached for the
 * completion screen, this checkout's state is cleared and the shopper moves on; the completion
 * screen then resets the cart (the placed one forgotten, a new empty one created at once).
 */
function useCompleteOrder(storeId: number, storeSlug: string, userId: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const complete = async (order: Order, cartId: string) => {
    saveLastOrderId(order.id);
    queryClient.setQueryData(orderKeys.detail(userId, order.id), order);
    if (order.wallet_applied_cents > 0) void invalidateWallet(queryClient, userId);
    void queryClient.invalidateQueries({ queryKey: orderKeys.list(userId) });
    void queryClient.invalidateQueries({ queryKey: notificationKeys.user(userId) });
    useCheckoutStore.getState().orderPlaced(storeId, cartId);
    await navigate(paths.orderPlaced(storeSlug), { replace: true });
  };
  /**
   * After a refusal that the cart explains (stock ran out, a slot filled), read it again; when
   * the wallet paid part of it, its balance may have moved too (another order spent it): the
   * balance and the cart's share of it are read again, so the screen offers what is there now.
   */
  const refreshCart = (problem: OrderProblem, usedWallet: boolean) => {
    const walletMoved = usedWallet && (problem.kind === 'payment' || problem.kind === 'declined');
    if (problem.kind === 'stock' || problem.kind === 'step' || walletMoved) {
      void queryClient.invalidateQueries({ queryKey: cartKeys.cart(storeId) });
    }
    if (walletMoved) void invalidateWallet(queryClient, userId);
  };
  return { complete, refreshCart };
}
