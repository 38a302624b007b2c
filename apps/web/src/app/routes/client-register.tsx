import { clientScreen } from '../client-screens';
import { ClientFormSkeleton, RegisterScreen } from '../flows/clients/register-screen';

/**
 * /menu/:slugName/Clients/register — register a client, or edit the one named by `?client=`
 * (sellerOrMentor); back to `?next=` or the client list once saved.
 */
export const Component = clientScreen(RegisterScreen, <ClientFormSkeleton />);
