import { CodeScreen } from '../code-screen';
import { checkoutSignIn } from '../sign-in-flow';

/** /tienda/:slugName/phoneCheckCode — the checkout's sign-in: the code. */
export function Component() {
  return <CodeScreen flow={checkoutSignIn} />;
}
