import { type InventoryItem, maxQtyFor, weightRulesOf } from '@canasta/contract';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { esCart } from '../../../i18n/es-cart';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useHydrated } from '../../../lib/use-hydrated';
import { useCartQuantity } from '../hooks/use-cart';
import { useCartActions } from '../hooks/use-cart-actions';
import { firstAddQty } from '../utils/weight';
import { AddButton } from './add-button';
import { QuantityLimit } from './quantity-limit';
import { WeightStepper } from './weight-stepper';

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
 * the line, so a double tap can't add twice. Sold-out products get no button. An offer sold by
 * weight adds its minimum weight (or the first quick choice that can be had) and steps in grams.
 */
export function AddToCart({ storeId, storeSlug, item, variant = 'card' }: AddToCartProps) {
  const { qty, confirmed } = useCartQuantity(storeId, item.id);
  // On a server-rendered page the button works only once the app has hydrated: until then it
  // says so by being disabled, instead of swallowing the tap (decision 036).
  const hydrated = useHydrated();
  const { setQuantity, remove } = useCartActions(storeId);
  const name = item.product.name;
  const detail = variant === 'detail';
  const rules = weightRulesOf(item);
  // Pieces, or for a weight offer the most grams its rules allow now.
  const max = maxQtyFor(item);
  const first = firstAddQty(item);

  // Swapping "Agregar" for the stepper (and back) removes the focused button: focus follows.
  const wrapper = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  const inCart = qty !== undefined;
  useLayoutEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    // In the cart: the stepper's "+" (the first group's last button); else "Agregar".
    const target = inCart
      ? wrapper.current?.querySelector<HTMLElement>('[role="group"] > button:last-of-type')
      : wrapper.current?.querySelector<HTMLElement>('button');
    target?.focus();
  }, [inCart]);

  const keepFocus = () => {
    moveFocus.current = wrapper.current?.contains(document.activeElement) ?? false;
  };

  if (qty === undefined) {
    if (first === 0) return null;
    return (
      <AddButton
        ref={wrapper}
        name={name}
        detail={detail}
        disabled={!hydrated}
        onClick={() => {
          keepFocus();
          setQuantity(item, first);
        }}
      />
    );
  }

  const change = (next: number) => {
    if (next > 0) {
      setQuantity(item, next);
      return;
    }
    keepFocus();
    remove(item, qty);
  };
  return (
    <div
      ref={wrapper}
      className={cn(
        'flex flex-col gap-2',
        detail && !rules && 'sm:flex-row',
        detail && 'sm:items-start',
      )}
    >
      {rules ? (
        <WeightStepper
          size={detail ? 'md' : 'sm'}
          className={detail ? 'sm:w-64' : undefined}
          name={name}
          rules={rules}
          value={qty}
          limit={max}
          removesAtMin
          busy={!confirmed}
          onChange={change}
        />
      ) : (
        <QuantityStepper
          size={detail ? 'md' : 'sm'}
          className={detail ? 'sm:w-48' : undefined}
          value={qty}
          max={max}
          removesAtMin
          busy={!confirmed}
          label={esCart.cart.quantityOf(name)}
          decrementLabel={esCart.cart.decrease(name)}
          incrementLabel={esCart.cart.increase(name)}
          onChange={change}
        />
      )}
      {rules ? null : <QuantityLimit qty={qty} max={max} />}
      {detail ? (
        <Link to={paths.cart(storeSlug)} className={cn(buttonClasses('secondary'), 'sm:flex-1')}>
          {esCart.cart.viewCart}
        </Link>
      ) : null}
    </div>
  );
}
