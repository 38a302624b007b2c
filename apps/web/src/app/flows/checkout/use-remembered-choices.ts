import type { Cart } from '@canasta/contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useRememberChoices } from '../../../features/cart/api/remember-choices';
import { useRememberedDayStore } from '../../../features/checkout/stores/remembered-day-store';
import { paths } from '../../../lib/paths';
import type { CheckoutContext } from './checkout-gate';
import { missingBefore } from './steps';

/** Nothing chosen yet, but perhaps the delivery method (a store's only one is saved at once). */
const untouched = (cart: Cart) =>
  cart.delivery_slot_id === null &&
  cart.address_id === null &&
  cart.client_id === null &&
  cart.payment_method === null;

/**
 * A returning shopper's checkout starts where their last order left it (decision 030): on a cart
 * with no choices, the server fills in those that still hold and offers a delivery day on the
 * weekday of that order, which is kept to be confirmed, never chosen for them (decision 048).
 * When every other choice before the summary then holds, the shopper goes straight to the
 * summary, which asks to confirm the day and shows each choice with "Cambiar"; otherwise they
 * stay on the first step with what could be remembered chosen. True while that is being asked
 * (the step waits, so it doesn't save a choice of its own).
 */
export function useRememberedChoices({ store, cart, user }: CheckoutContext): boolean {
  const navigate = useNavigate();
  const remember = useRememberChoices(store.id);
  const { mutate } = remember;
  const cartId = cart.cart.id;
  // Asked once per cart while the step is open (a cart nothing could be remembered for stays
  // untouched); asking again on a later visit is harmless, the server changes nothing then.
  const fresh = untouched(cart.cart) && remember.variables !== cartId;

  useEffect(() => {
    if (!fresh) return;
    mutate(cartId, {
      onSuccess: (response) => {
        const day = response.remembered_slot;
        useRememberedDayStore
          .getState()
          .offer(
            store.id,
            day && { cartId, date: day.delivery_date, slotId: day.delivery_slot_id },
          );
        const dayToConfirm = day !== null;
        if (missingBefore('cartPreview', response, store, user, { dayToConfirm }) === null) {
          void navigate(paths.cartPreview(store.slug), { replace: true });
        }
      },
    });
  }, [fresh, cartId, mutate, navigate, store, user]);

  return fresh || remember.isPending;
}
