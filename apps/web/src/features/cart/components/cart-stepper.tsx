import { type InventoryItem, maxQtyFor, weightRulesOf } from '@canasta/contract';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { esCart } from '../../../i18n/es-cart';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { QuantityLimit } from './quantity-limit';
import { WeightStepper } from './weight-stepper';

// With the stepper, so the part's one download also brings what the buttons send (`CartAction`).
export { cartActions } from '../hooks/use-cart-actions';

export interface CartStepperProps {
  storeSlug: string;
  item: InventoryItem;
  detail: boolean;
  /** The quantity on screen (pending changes included). */
  qty: number;
  /** Whether the server has the line yet: until then the stepper is busy. */
  confirmed: boolean;
  /** A new quantity; 0 or less when the "−" at the minimum removes the line. */
  onChange: (next: number) => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A product in the cart, on its card or its page: "− qty +" (the "−" at the minimum removes it),
 * in grams for an offer sold by weight, with the limit's note and, on the product page, "Ver
 * carrito". `CartAction` draws it, and "Agregar" before it.
 */
export function CartStepper({
  storeSlug,
  item,
  detail,
  qty,
  confirmed,
  onChange,
  ref,
}: CartStepperProps) {
  const name = item.product.name;
  const rules = weightRulesOf(item);
  // Pieces, or for a weight offer the most grams its rules allow now.
  const max = maxQtyFor(item);
  return (
    <div
      ref={ref}
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
          onChange={onChange}
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
          onChange={onChange}
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
