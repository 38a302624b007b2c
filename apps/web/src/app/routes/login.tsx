import { PhoneScreen } from '../phone-screen';
import { menuSignIn } from '../sign-in-flow';

/** /menu/:slugName/auth/login — sign-in from the menu, "Entrar" and guarded routes. */
export function Component() {
  return <PhoneScreen flow={menuSignIn} />;
}
