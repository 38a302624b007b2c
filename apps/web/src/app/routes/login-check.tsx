import { CodeScreen } from '../code-screen';
import { menuSignIn } from '../sign-in-flow';

/** /menu/:slugName/auth/logincheck — the menu's sign-in: the code (WhatsApp by default). */
export function Component() {
  return <CodeScreen flow={menuSignIn} />;
}
