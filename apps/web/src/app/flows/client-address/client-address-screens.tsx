import type { ComponentType } from 'react';
import { ClientGate, type ClientScreenProps } from '../../client-screens';
import { paths } from '../../../lib/paths';
import { menuClientAddressFlow } from './client-address-flow';
import { ClientDetailStep } from './client-detail-step';
import { ClientMapStep } from './client-map-step';
import type { ReactNode } from 'react';

/**
 * The client list's address screens (`/menu/{slug}/Clients/setaddress` and `…detail`): the
 * client named by `?client=` read first, then the step.
 */
export function clientAddressStep(
  step: 'map' | 'detail',
  fallback: ReactNode,
): ComponentType<ClientScreenProps> {
  return function ClientAddressStep({ store, user, slug, intent }: ClientScreenProps) {
    const flow = menuClientAddressFlow(slug);
    const backPath = paths.clients(slug);
    return (
      <ClientGate userId={user.id} clientId={intent.client} slug={slug} fallback={fallback}>
        {(client) => {
          const addressIntent = { ...intent, client: client.id };
          return step === 'map' ? (
            <ClientMapStep
              store={store}
              client={client}
              intent={addressIntent}
              flow={flow}
              backPath={backPath}
            />
          ) : (
            <ClientDetailStep
              store={store}
              userId={user.id}
              client={client}
              intent={addressIntent}
              flow={flow}
              backPath={backPath}
            />
          );
        }}
      </ClientGate>
    );
  };
}
