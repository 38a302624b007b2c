import { useLayoutEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useSessionStore } from '../../../features/auth/stores/session-store';
import { useCheckoutStore } from '../../../features/checkout/stores/checkout-store';
import { CodeScreen } from '../../code-screen';
import { PhoneScreen } from '../../phone-screen';
import { checkoutAuthSignIn } from '../../sign-in-flow';

/**
 * Signing in on a checkout step: a visitor who opened one without a session, or a shopper whose
 * session ended in the middle of checkout (a 401 on a checkout screen ends it), who is told so.
 * The shopper proves their phone with a code, through the same forms as any sign-in, and returns to the
 * step they were on (`?next=`) with every choice kept. The phone they were checking out with is
 * offered again.
 */
export function CheckoutAuthScreen() {
  const [search] = useSearchParams();
  const codeStep = search.get('paso') === 'codigo';
  const temporaryPhone = useSessionStore((state) => state.temporaryUser.phone);

  // The number of whoever was checking out on this tab, offered again before the first paint
  // (the phone form, keyed by it, starts over with it).
  useLayoutEffect(() => {
    const session = useSessionStore.getState();
    const phone = useCheckoutStore.getState().phone;
    if (phone && session.user === null && session.temporaryUser.phone === null) {
      session.setTemporaryPhone(phone);
    }
  }, []);

  return codeStep ? (
    <CodeScreen flow={checkoutAuthSignIn} />
  ) : (
    <PhoneScreen key={temporaryPhone ?? ''} flow={checkoutAuthSignIn} />
  );
}
