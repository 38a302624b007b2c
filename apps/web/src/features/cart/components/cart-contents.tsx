import type { CartResponse, Store } from '@canasta/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ShoppingCartIcon } from '../../../components/ui/icons';
import { esCart } from '../../../i18n/es-cart';
import { paths } from '../../../lib/paths';
import { useCartClientState } from '../stores/cart-store';
import { minimumBlocksCart } from '../utils/minimum-order';
import { CartLines } from './cart-lines';
import { CartSummary, MINIMUM_ORDER_NOTE_ID } from './cart-summary';
import { CheckoutBar } from './checkout-bar';
import { CouponForm } from './coupon-form';

const BLOCKED_NOTE_ID = 'cart-blocked';

/** A cart with nothing in it, and the way back to the store's products. */
export function EmptyCart({ storeSlug }: { storeSlug: string }) {
  return (
    <EmptyState
      as="h1"
      icon={<ShoppingCartIcon className="size-12" />}
      title={esCart.cart.emptyTitle}
      description={esCart.cart.emptyDescription}
      action={
        <Link to={paths.storeHome(storeSlug)} className={buttonClasses('primary')}>
          {esCart.cart.goShopping}
        </Link>
      }
    />
  );
}

/**
 * A cart with lines: its lines, coupon and totals, `delivery` (where it goes), then "Continuar"
 * to `continueTo` — disabled, with the reason, while the cart is blocked or below a minimum no
 * method choice can avoid.
 */
export function CartContents({
  store,
  cart,
  serverCart,
  delivery,
  contact,
  continueTo,
}: {
  store: Store;
  cart: CartResponse;
  serverCart: CartResponse | null | undefined;
  delivery: ReactNode;
  /** A way to ask the store something before ordering (its WhatsApp), under the delivery. */
  contact?: ReactNode;
  continueTo: string;
}) {
  const clientState = useCartClientState(store.id);
  const blocked = cart.cart.blocked || clientState.blocked;
  const belowMinimum = minimumBlocksCart(cart, store);
  return (
    <>
      <div className="flex flex-col">
        <h1 tabIndex={-1} className="text-2xl leading-tight font-bold outline-none">
          {esCart.cart.title}
        </h1>
        <p className="text-sm text-dark/70">{esCart.cart.itemCount(cart.extra.item_count)}</p>
      </div>
      {blocked ? (
        <p
          id={BLOCKED_NOTE_ID}
          role="status"
          className="rounded-2xl bg-warning/25 p-3 text-sm font-medium"
        >
          {esCart.cart.blocked}
        </p>
      ) : null}
      <CartLines storeId={store.id} storeSlug={store.slug} cart={cart} serverCart={serverCart} />
      <CouponForm storeId={store.id} coupon={cart.cart.coupon} />
      <CartSummary response={cart} pickupOffered={store.delivery_types.includes('pickup')} />
      {delivery}
      {contact}
      <CheckoutBar
        totalCents={cart.extra.total_cents}
        estimated={cart.extra.estimated}
        to={blocked || belowMinimum ? null : continueTo}
        reasonId={blocked ? BLOCKED_NOTE_ID : belowMinimum ? MINIMUM_ORDER_NOTE_ID : undefined}
      />
    </>
  );
}
