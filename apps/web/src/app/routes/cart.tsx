import type { Store } from '@canasta/contract';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { ShoppingCartIcon } from '../../components/ui/icons';
import { CartLines } from '../../features/cart/components/cart-lines';
import { CartSkeleton } from '../../features/cart/components/cart-skeleton';
import { CartSummary, MINIMUM_ORDER_NOTE_ID } from '../../features/cart/components/cart-summary';
import { CheckoutBar } from '../../features/cart/components/checkout-bar';
import { CouponForm } from '../../features/cart/components/coupon-form';
import { useCart } from '../../features/cart/hooks/use-cart';
import { useCartClientState } from '../../features/cart/stores/cart-store';
import { missingForMinimum } from '../../features/cart/utils/minimum-order';
import { useCurrentUser } from '../../features/auth/stores/session-store';
import { es } from '../../i18n/es';
import { paths } from '../../lib/paths';
import { firstCheckoutStep } from '../flows/checkout/steps';
import { CartDelivery } from '../cart-delivery';
import { StoreGate } from '../store-gate';

const BLOCKED_NOTE_ID = 'cart-blocked';

/** /tienda/:slugName/cartlist — the store's cart, its coupon and totals, then "Continuar". */
export function Component() {
  return (
    <StoreGate fallback={<CartSkeleton />}>{(store) => <CartScreen store={store} />}</StoreGate>
  );
}

function CartScreen({ store }: { store: Store }) {
  const { cart, serverCart, status, refetch, isFetching } = useCart(store.id);
  const clientState = useCartClientState(store.id);
  const signedIn = useCurrentUser() !== null;

  if (cart === undefined) {
    if (status === 'error') {
      return <ErrorState as="h1" onRetry={() => void refetch()} retrying={isFetching} />;
    }
    return <CartSkeleton />;
  }
  if (!cart || cart.cart.items.length === 0) {
    return (
      <EmptyState
        as="h1"
        icon={<ShoppingCartIcon className="size-12" />}
        title={es.cart.emptyTitle}
        description={es.cart.emptyDescription}
        action={
          <Link to={paths.storeHome(store.slug)} className={buttonClasses('primary')}>
            {es.cart.goShopping}
          </Link>
        }
      />
    );
  }

  const blocked = cart.cart.blocked || clientState.blocked;
  const belowMinimum = missingForMinimum(cart) > 0;
  return (
    <>
      <div className="flex flex-col">
        <h1 tabIndex={-1} className="text-2xl leading-tight font-bold outline-none">
          {es.cart.title}
        </h1>
        <p className="text-sm text-dark/70">{es.cart.itemCount(cart.extra.item_count)}</p>
      </div>
      {blocked ? (
        <p
          id={BLOCKED_NOTE_ID}
          role="status"
          className="rounded-2xl bg-warning/25 p-3 text-sm font-medium"
        >
          {es.cart.blocked}
        </p>
      ) : null}
      <CartLines storeId={store.id} storeSlug={store.slug} cart={cart} serverCart={serverCart} />
      <CouponForm storeId={store.id} coupon={cart.cart.coupon} />
      <CartSummary response={cart} />
      <CartDelivery storeSlug={store.slug} addressId={cart.cart.address_id} />
      <CheckoutBar
        totalCents={cart.extra.total_cents}
        to={
          blocked || belowMinimum
            ? null
            : // Spec §4: sign in first if needed, then the first step (the delivery method).
              signedIn
              ? firstCheckoutStep(store.slug)
              : paths.phoneCheck(store.slug)
        }
        reasonId={blocked ? BLOCKED_NOTE_ID : belowMinimum ? MINIMUM_ORDER_NOTE_ID : undefined}
      />
    </>
  );
}
