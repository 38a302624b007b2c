import type { InventoryItem } from '@canasta/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLazyPartReady } from '../../../lib/lazy-part';
import { useCartQuantity } from '../hooks/use-cart-quantity';
import { firstAddQty } from '../utils/weight';
import { AddButton } from './add-button';
import { cartStepperPart } from './cart-stepper-part';

const CartStepper = cartStepperPart.Component;

export interface CartActionProps {
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
 *
 * The steppers and what the buttons send load after the page (decision 006): until they are in,
 * and in the server's HTML, "Agregar" is drawn disabled, instead of swallowing the tap (decision
 * 036). When they arrive the same button is enabled, not replaced, so a page of cards only
 * changes an attribute each (decision 067).
 */
export function CartAction({ storeId, storeSlug, item, variant = 'card' }: CartActionProps) {
  const { qty, confirmed } = useCartQuantity(storeId, item.id);
  const ready = useLazyPartReady(cartStepperPart);
  const queryClient = useQueryClient();
  const detail = variant === 'detail';
  const first = firstAddQty(item);

  // Swapping "Agregar" for the stepper (and back) removes the focused button: focus follows.
  const wrapper = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  const inCart = ready && qty !== undefined;
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
  // Only called once the part is in (the buttons are disabled before).
  const actions = () => cartStepperPart.loaded()?.cartActions(queryClient, storeId);
  // Made as the buttons are enabled, so the first tap doesn't build the cart's mutation observer
  // inside its click (a third of the click handler's time at 4× CPU).
  useEffect(() => {
    if (ready) cartStepperPart.loaded()?.cartActions(queryClient, storeId);
  }, [ready, queryClient, storeId]);

  if (!inCart) {
    if (first === 0) return null;
    return (
      <AddButton
        ref={wrapper}
        name={item.product.name}
        detail={detail}
        disabled={!ready}
        onClick={
          ready
            ? () => {
                keepFocus();
                actions()?.setQuantity(item, first);
              }
            : undefined
        }
      />
    );
  }

  return (
    <CartStepper
      ref={wrapper}
      storeSlug={storeSlug}
      item={item}
      detail={detail}
      qty={qty}
      confirmed={confirmed}
      onChange={(next) => {
        if (next > 0) {
          actions()?.setQuantity(item, next);
          return;
        }
        keepFocus();
        actions()?.remove(item, qty);
      }}
    />
  );
}
