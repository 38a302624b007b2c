import type { Store } from '@canasta/contract';
import { ErrorState } from '../../components/ui/error-state';
import { CartContents, EmptyCart } from '../../features/cart/components/cart-contents';
import { CartSkeleton } from '../../features/cart/components/cart-skeleton';
import { useCart } from '../../features/cart/hooks/use-cart';
import { useCurrentUser } from '../../features/auth/stores/session-store';
import { paths } from '../../lib/paths';
import { firstCheckoutStep } from '../flows/checkout/steps';
import { CartDelivery } from '../cart-delivery';
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

  if (cart === undefined) {
    if (status === 'error') {
      return <ErrorState as="h1" onRetry={() => void refetch()} retrying={isFetching} />;
    }
    return <CartSkeleton />;
  }
  if (!cart || cart.cart.items.length === 0) return <EmptyCart storeSlug={store.slug} />;
  return (
    <CartContents
      store={store}
      cart={cart}
      serverCart={serverCart}
      delivery={
        <CartDelivery
          storeSlug={store.slug}
          addressId={cart.cart.address_id}
          client={cart.cart.client}
        />
      }
      // Spec §4: sign in first if needed, then the first step (a seller's or mentor's client,
      // else the delivery method).
      continueTo={user ? firstCheckoutStep(store.slug, user) : paths.phoneCheck(store.slug)}
    />
  );
}
