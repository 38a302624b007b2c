import type { CartResponse, ReorderChange, Store } from '@canasta/contract';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { CartContents, EmptyCart } from '../../features/cart/components/cart-contents';
import { CartSkeleton } from '../../features/cart/components/cart-skeleton';
import { TalkToStore } from '../../features/catalogue/components/talk-to-store';
import { ReorderChanges } from '../../features/orders/components/reorder-changes';
import { useCart } from '../../features/cart/hooks/use-cart';
import { useCurrentUser } from '../../features/auth/stores/session-store';
import { es } from '../../i18n/es';
import { paths } from '../../lib/paths';
import { firstCheckoutStep } from '../flows/checkout/steps';
import { CartDelivery } from '../cart-delivery';
import { reorderChangesOf } from '../reorder-action';
import { useViewCart } from '../analytics/checkout-events';
import { StoreGate } from '../store-gate';

/** /tienda/:slugName/cartlist — the store's cart, its coupon and totals, then "Continuar". */
export function Component() {
  return (
    <StoreGate fallback={<CartSkeleton />}>{(store) => <CartScreen store={store} />}</StoreGate>
  );
}

function CartScreen({ store }: { store: Store }) {
  const { cart, serverCart, status, refetch, isFetching } = useCart(store.id);
  const user = useCurrentUser();
  useViewCart(store, serverCart);

  if (cart === undefined) {
    if (status === 'error') {
      return <ErrorState as="h1" onRetry={() => void refetch()} retrying={isFetching} />;
    }
    return <CartSkeleton />;
  }
  if (!cart || cart.cart.items.length === 0) {
    return (
      <>
        <ReorderNotice />
        <EmptyCart storeSlug={store.slug} />
      </>
    );
  }
  return (
    <>
      <ReorderNotice cart={cart} />
      <CartContents
        store={store}
        cart={cart}
        serverCart={serverCart}
        delivery={
          <CartDelivery
            storeSlug={store.slug}
            addressId={cart.cart.address_id}
            client={cart.cart.client}
            feeQuoted={cart.cart.delivery_type !== 'pickup' && cart.extra.delivery_fee_cents > 0}
          />
        }
        contact={<TalkToStore store={store} message={es.storeChat.aboutCart(store.name)} />}
        // Spec §4: sign in first if needed, then the first step (a seller's or mentor's client,
        // else the delivery method; a cart already for a client doesn't ask again).
        continueTo={user ? firstCheckoutStep(store.slug, user, cart) : paths.phoneCheck(store.slug)}
      />
    </>
  );
}

/** After "Pedir de nuevo": what changed since that order, until the shopper dismisses it. */
function ReorderNotice({ cart }: { cart?: CartResponse }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [changes, setChanges] = useState<ReorderChange[] | null>(() =>
    reorderChangesOf(location.state),
  );
  // The cart knows which of the products are sold by weight (their quantities are grams).
  const weighed = useMemo(
    () =>
      new Set(
        (cart?.cart.items ?? [])
          .filter((line) => line.purchaseable.sold_by === 'weight')
          .map((line) => line.purchaseable.id),
      ),
    [cart],
  );
  if (!changes) return null;
  return (
    <ReorderChanges
      changes={changes}
      weighed={weighed}
      onDismiss={() => {
        setChanges(null);
        // Back or a reload must not bring the notice back.
        void navigate(location.pathname, { replace: true, state: null });
      }}
    />
  );
}
