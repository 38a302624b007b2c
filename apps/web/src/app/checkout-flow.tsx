import type { CartResponse, Store, UpdateCartBody, User } from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ErrorState } from '../components/ui/error-state';
import { Skeleton } from '../components/ui/skeleton';
import { currentUser, useCurrentUser } from '../features/auth/stores/session-store';
import { dropCart, putCart } from '../features/cart/api/cart-cache';
import { startCart } from '../features/cart/api/create-cart';
import { cartKeys, cartScope } from '../features/cart/api/query-keys';
import { updateCart } from '../features/cart/api/update-cart';
import { missingForMinimum } from '../features/cart/components/cart-summary';
import { useCart } from '../features/cart/hooks/use-cart';
import { cartIdFor, useCartStore } from '../features/cart/stores/cart-store';
import { useCheckoutStore } from '../features/checkout/stores/checkout-store';
import { es } from '../i18n/es';
import { ApiError, isApiError } from '../lib/api-client';
import { paths } from '../lib/paths';
import { StoreGate } from './store-gate';

/**
 * The checkout path (spec §4): cart → sign-in → delivery method → date → address (home delivery
 * only) → summary → payment → completion. Each step's screen sits behind `CheckoutGate`, which
 * sends the shopper back to the first step whose choice is missing. The choices themselves live
 * on the server's cart, so back, reload and a new sign-in keep them (decision 014).
 */
export type CheckoutStep =
  'deliveryType' | 'deliveryDate' | 'deliveryAddress' | 'cartPreview' | 'paymentMethod';

const STEPS: readonly CheckoutStep[] = [
  'deliveryType',
  'deliveryDate',
  'deliveryAddress',
  'cartPreview',
  'paymentMethod',
];

/** "Paso n de N": pickup has no address step. */
export function stepPosition(
  step: CheckoutStep,
  cart: CartResponse,
): { step: number; total: number } {
  const steps = STEPS.filter(
    (candidate) => candidate !== 'deliveryAddress' || cart.cart.delivery_type !== 'pickup',
  );
  return { step: steps.indexOf(step) + 1, total: steps.length };
}

/**
 * Where the shopper must go before `step`: the first earlier step whose choice is missing (or
 * no longer holds), or null when everything before it is chosen. Pickup skips the address.
 */
export function missingBefore(
  step: CheckoutStep,
  response: CartResponse,
  store: Store,
): string | null {
  const { cart } = response;
  const at = STEPS.indexOf(step);
  const type =
    cart.delivery_type && store.delivery_types.includes(cart.delivery_type)
      ? cart.delivery_type
      : null;
  if (at > 0 && !type) return paths.deliveryType(store.slug);
  if (at > 1 && (!cart.delivery_date || cart.delivery_slot_id === null)) {
    return paths.deliveryDate(store.slug);
  }
  if (step === 'deliveryAddress' && type === 'pickup') return paths.cartPreview(store.slug);
  if (at > 2 && type === 'delivery' && cart.address_id === null) {
    return paths.deliveryAddress(store.slug);
  }
  const couponRefused = cart.coupon !== null && !cart.coupon.applied;
  if (at > 3 && (missingForMinimum(response) > 0 || couponRefused)) {
    return paths.cartPreview(store.slug);
  }
  return null;
}

/**
 * Saves a checkout choice on the cart (`PUT /checkout/{id}`), queued behind the cart's other
 * changes. Unlike the cart's own update it never starts a new cart: a checkout choice on a cart
 * that is gone means nothing. A 404 after the session ended is not "gone": the cart is the
 * shopper's and comes back once they sign in again (checkout_auth), so it is kept.
 */
export function useCheckoutSave(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartKeys.update(storeId),
    scope: cartScope(storeId),
    mutationFn: (body: UpdateCartBody) => {
      const cartId = cartIdFor(storeId);
      if (!cartId) {
        return Promise.reject(new ApiError(404, 'cart_not_found', es.checkout.cartGone));
      }
      return updateCart(cartId, body);
    },
    onSuccess: (response) => {
      putCart(queryClient, storeId, response);
      // The spec's cart client state mirrors the server's choices.
      useCartStore.getState().setClientState(storeId, {
        checkout: true,
        sendMethod: response.cart.delivery_type !== null,
        deliveryType: response.cart.delivery_type,
        deliveryDate: response.cart.delivery_date,
      });
    },
    onError: (error) => {
      if (isApiError(error, 'cart_not_found') && currentUser() !== null) {
        dropCart(queryClient, storeId);
      }
    },
  });
}

/**
 * A step's saves: `change` saves a choice the moment it is made and shows it chosen at once
 * (`draft`, until the server answers; a refusal puts the saved choice back); `settled` waits for
 * the last change (true when it was saved or nothing was pending), so "Continuar" never outruns
 * the server.
 */
export function useStepSave(storeId: number) {
  const save = useCheckoutSave(storeId);
  const [draft, setDraft] = useState<UpdateCartBody | null>(null);
  const latest = useRef<Promise<boolean>>(Promise.resolve(true));
  const count = useRef(0);
  const { mutateAsync } = save;
  const change = (body: UpdateCartBody) => {
    const mine = ++count.current;
    setDraft(body);
    latest.current = mutateAsync(body).then(
      () => true,
      () => false,
    );
    void latest.current.then(() => {
      // Only the last change ends the draft: an earlier answer must not undo a later choice.
      if (count.current === mine) setDraft(null);
    });
  };
  const settled = () => latest.current;
  return { save, draft, change, settled };
}

/** What a failed save says to the shopper; nothing when the session ended (sign-in follows). */
export function saveProblem(error: unknown): string | null {
  if (!error) return null;
  if (currentUser() === null) return null;
  return isApiError(error) ? error.displayMessage : es.errors.unexpected;
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

export interface CheckoutContext {
  store: Store;
  cart: CartResponse;
  user: User;
}

/**
 * Renders a checkout step once its store, its signed-in shopper and a cart with products are
 * there, and every earlier choice is made; otherwise its skeleton, an error with "Reintentar",
 * or a redirect (an empty cart → the cart; a missing choice → that step).
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
  const back = missingBefore(step, cart, store);
  if (back) return <Navigate to={back} replace />;
  return children({ store, cart, user });
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
