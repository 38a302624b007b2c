import type { CreateClientBody } from '@canasta/contract';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useUpdateCart } from '../../../features/cart/hooks/use-update-cart';
import { StepHeading } from '../../../features/checkout/components/step-bar';
import { useCreateClient } from '../../../features/clients/api/create-client';
import { ClientForm } from '../../../features/clients/components/client-form';
import { es } from '../../../i18n/es';
import { esClients } from '../../../i18n/es-clients';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { notify } from '../../../lib/toast';
import type { CheckoutContext } from './checkout-gate';
import { pathAfter, stepPosition } from './steps';

/**
 * A new client registered without leaving checkout (`/tienda/{slug}/client_register`, part of the
 * client step): the client form, then the new client is chosen on the cart and the checkout goes
 * on. A refusal of the form stays beside its fields; if only the choice fails, the client is
 * registered already, so the seller goes back to the list, where they can choose them.
 */
export function ClientRegisterStep({ store, cart, user }: CheckoutContext) {
  const navigate = useNavigate();
  const create = useCreateClient(user.id);
  const save = useUpdateCart(store.id);
  const introId = useId();

  const submit = async (body: CreateClientBody) => {
    const client = await create.mutateAsync(body);
    try {
      await save.mutateAsync({ client_id: client.id });
    } catch (error) {
      notify.error(isApiError(error) ? error.displayMessage : es.errors.unexpected);
      await navigate(paths.clientSelect(store.slug), { replace: true });
      return;
    }
    notify.success(esClients.clients.created(client.name));
    const next = pathAfter('clientSelect', cart, user, store.slug) ?? paths.cartPreview(store.slug);
    await navigate(next, { replace: true });
  };

  return (
    <>
      <div id={introId}>
        <StepHeading
          title={esClients.clientCheckout.registerTitle}
          {...stepPosition('clientSelect', cart, user)}
        >
          {esClients.clientCheckout.registerIntro}
        </StepHeading>
      </div>
      <ClientForm client={null} onSubmit={submit} introId={introId} />
    </>
  );
}
