import type { CartResponse, Store, User } from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentUser } from '../../../features/auth/stores/session-store';
import { startCart } from '../../../features/cart/api/create-cart';
import { cartKeys, cartScope } from '../../../features/cart/api/query-keys';
import { useCart } from '../../../features/cart/hooks/use-cart';
import { useCheckoutStore } from '../../../features/checkout/stores/checkout-store';
import { useRememberedDay } from '../../../features/checkout/stores/remembered-day-store';
import { es } from '../../../i18n/es';
import { paths } from '../../../lib/paths';
import { useBeginCheckout } from '../../analytics/checkout-events';
import { StoreGate } from '../../store-gate';
import { missingBefore, type CheckoutStep } from './steps';

export interface CheckoutContext {
  store: Store;
  cart: CartResponse;
  user: User;
}

/**
 * A checkout step's screen (route modules export it as their `Component`): the step's own
 * component once its gate lets the shopper in.
 */
export function checkoutStepScreen(
  step: CheckoutStep,
  Step: ComponentType<CheckoutContext>,
): ComponentType {
  return function CheckoutStepScreen() {
    return <CheckoutGate step={step}>{(context) => <Step {...context} />}</CheckoutGate>;
  };
}

/**
 * Renders a checkout step once its store, its signed-in shopper and a cart with products are
 * there, and every earlier choice is made; otherwise its skeleton, an error with "Reintentar",
 * or a redirect (an empty cart → the cart; a missing choice → that step; see steps.ts).
 */
export function CheckoutGate({
  step,
  children,
}: {
  step: CheckoutStep;
  children: (context: CheckoutContext) => ReactNode;
}) {
  return (
    <StoreGate fallback={<CheckoutSkeleton />}>
      {(store) => (
        <CartGate store={store} step={step}>
          {children}
        </CartGate>
      )}
    </StoreGate>
  );
}

function CartGate({
  store,
  step,
  children,
}: {
  store: Store;
  step: CheckoutStep;
  children: (context: CheckoutContext) => ReactNode;
}) {
  const user = useCurrentUser();
  const { cart, status, refetch, isFetching } = useCart(store.id);
  const recovery = useRecoveredCart(store.id, user?.id ?? null, cart === null);
  // The summary asks to confirm a remembered day instead of sending the shopper to choose one.
  const rememberedDay = useRememberedDay(store.id, cart?.cart.id);

  useEffect(() => {
    // Offered again on checkout_auth if the session ends before the order is placed.
    if (user) useCheckoutStore.getState().rememberPhone(user.phone);
  }, [user]);

  // The layout's guard is on its way to sign-in.
  if (!user) return null;
  if (cart === undefined) {
    if (status === 'error') {
      return <ErrorState as="h1" onRetry={() => void refetch()} retrying={isFetching} />;
    }
    return <CheckoutSkeleton />;
  }
  if (cart === null) {
    if (recovery.status === 'error') {
      return (
        <ErrorState
          as="h1"
          onRetry={() => {
            recovery.mutate(user.id);
          }}
          retrying={recovery.isPending}
        />
      );
    }
    if (recovery.status === 'success') return <Navigate to={paths.cart(store.slug)} replace />;
    return <CheckoutSkeleton />;
  }
  if (cart.cart.items.length === 0) return <Navigate to={paths.cart(store.slug)} replace />;
  const back = missingBefore(step, cart, store, user, { dayToConfirm: rememberedDay !== null });
  if (back) return <Navigate to={back} replace />;
  return (
    <>
      <BeginCheckout store={store} cart={cart} />
      {children({ store, cart, user })}
    </>
  );
}

/** GA4's begin_checkout, from the first step the shopper reaches with a filled cart. */
function BeginCheckout({ store, cart }: { store: Store; cart: CartResponse }) {
  useBeginCheckout(store, cart);
  return null;
}

/**
 * A signed-in shopper in checkout without a saved cart (it was forgotten when their session ended
 * mid-checkout, or they came from another device): `POST /checkout/` with their id answers their
 * open cart in this store, choices and all. Asked once per store and user.
 */
function useRecoveredCart(storeId: number, userId: number | null, needed: boolean) {
  const queryClient = useQueryClient();
  const recover = useMutation({
    mutationKey: [...cartKeys.mutations(storeId), 'recover'],
    scope: cartScope(storeId),
    mutationFn: (owner: number) => startCart(queryClient, storeId, owner),
  });
  const { mutate } = recover;
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!needed || userId === null) return;
    const key = `${storeId}:${userId}`;
    if (asked.current === key) return;
    asked.current = key;
    mutate(userId);
  }, [needed, userId, storeId, mutate]);
  return recover;
}

/**
 * A step's own data while it isn't there: the skeleton while it loads, or `failedTitle` with
 * "Reintentar" when it failed.
 */
export function StepDataState({
  query,
  failedTitle,
}: {
  query: { status: 'pending' | 'error' | 'success'; refetch: () => unknown; isFetching: boolean };
  failedTitle: string;
}) {
  if (query.status !== 'error') return <CheckoutSkeleton />;
  return (
    <ErrorState
      as="h1"
      title={failedTitle}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}

/** A checkout step while its data is on the way. */
export function CheckoutSkeleton() {
  return (
    <div role="status" aria-label={es.app.loading} className="flex flex-col gap-4">
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-8 w-3/4" />
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-16 w-full rounded-2xl" />
      ))}
    </div>
  );
}
