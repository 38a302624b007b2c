import { type InventoryItem, maxQtyFor } from '@canasta/contract';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PlusIcon } from '../../../components/ui/icons';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { es } from '../../../i18n/es';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useHydrated } from '../../../lib/use-hydrated';
import { findLine } from '../api/cart-cache';
import { useCart } from '../hooks/use-cart';
import { useCartActions } from '../hooks/use-cart-actions';
import { QuantityLimit } from './quantity-limit';

export interface AddToCartProps {
  storeId: number;
  storeSlug: string;
  item: InventoryItem;
  /** `card`: compact, for product tiles; `detail`: large, for the product page. */
  variant?: 'card' | 'detail';
}

/**
 * "Agregar" until the product is in the cart, then a "− qty +" stepper (the "−" at 1 removes
 * it). The first tap sets the quantity to 1 and the stepper waits for the server to confirm
 * the line, so a double tap can't add twice. Sold-out products get no button.
 */
export function AddToCart({ storeId, storeSlug, item, variant = 'card' }: AddToCartProps) {
  const { cart, serverCart } = useCart(storeId);
  // On a server-rendered page the button works only once the app has hydrated: until then it
  // says so by being disabled, instead of swallowing the tap (decision 036).
  const hydrated = useHydrated();
  const { setQuantity, remove } = useCartActions(storeId);
  const line = findLine(cart, item.id);
  const confirmed = findLine(serverCart, item.id) !== undefined;
  const name = item.product.name;
  const detail = variant === 'detail';
  const max = maxQtyFor(item);

  // Swapping "Agregar" for the stepper (and back) removes the focused button: focus follows.
  const wrapper = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  const inCart = line !== undefined;
  useLayoutEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    const buttons = wrapper.current?.querySelectorAll<HTMLElement>('button');
    const target = inCart ? buttons?.[buttons.length - 1] : buttons?.[0];
    target?.focus();
  }, [inCart]);

  const keepFocus = () => {
    moveFocus.current = wrapper.current?.contains(document.activeElement) ?? false;
  };

  if (!line) {
    if (max === 0) return null;
    return (
      <div ref={wrapper}>
        <Button
          size={detail ? 'md' : 'sm'}
          className="w-full"
          aria-label={detail ? undefined : es.cart.addLabel(name)}
          disabled={!hydrated}
          onClick={() => {
            keepFocus();
            setQuantity(item, 1);
          }}
        >
          <PlusIcon className={detail ? 'size-5' : 'size-4'} />
          {detail ? es.cart.addToCart : es.cart.add}
        </Button>
      </div>
    );
  }

  return (
    <div ref={wrapper} className={cn('flex flex-col gap-2', detail && 'sm:flex-row')}>
      <QuantityStepper
        size={detail ? 'md' : 'sm'}
        className={detail ? 'sm:w-48' : undefined}
        value={line.qty}
        max={max}
        removesAtMin
        busy={!confirmed}
        label={es.cart.quantityOf(name)}
        decrementLabel={es.cart.decrease(name)}
        incrementLabel={es.cart.increase(name)}
        onChange={(next) => {
          if (next > 0) {
            setQuantity(item, next);
            return;
          }
          keepFocus();
          remove(item, line.qty);
        }}
      />
      <QuantityLimit qty={line.qty} max={max} />
      {detail ? (
        <Link to={paths.cart(storeSlug)} className={cn(buttonClasses('secondary'), 'sm:flex-1')}>
          {es.cart.viewCart}
        </Link>
      ) : null}
    </div>
  );
}
