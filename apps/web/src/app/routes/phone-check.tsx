import { PhoneScreen } from '../phone-screen';
import { checkoutSignIn } from '../sign-in-flow';

/** /tienda/:slugName/phoneCheck — the checkout's sign-in: the phone. */
export function Component() {
  return <PhoneScreen flow={checkoutSignIn} />;
}
