import { type Client, type Store } from '@canasta/contract';
import { useNavigate } from 'react-router';
import { clientDraftTarget } from '../../../features/addresses/stores/address-draft-store';
import { esClients } from '../../../i18n/es-clients';
import type { ClientAddressFlow, ClientAddressIntent } from './client-address-flow';
import { editedAddress } from './client-address-flow';
import { ClientAddressNotFound } from './client-address-not-found';
import { PinStep } from '../../pin-step';

/**
 * The map step of a client's address: the pin starts at the address being edited; a new one has
 * no pin until the seller chooses one, on a map opened at the client's default address, else the
 * store. The store's coverage answer follows the pin; "Confirmar ubicación" leads to the details.
 */
export function ClientMapStep({
  store,
  client,
  intent,
  flow,
  backPath,
}: {
  store: Store;
  client: Client;
  intent: ClientAddressIntent;
  flow: ClientAddressFlow;
  /** Where "not found" leads back to. */
  backPath: string;
}) {
  const navigate = useNavigate();
  const target = clientDraftTarget(client.id, intent.edit);
  const address = editedAddress(client, intent.edit);
  if (address === undefined) return <ClientAddressNotFound backPath={backPath} />;
  return (
    <PinStep
      target={target}
      start={address}
      center={client.default_address ?? store}
      storeId={store.id}
      title={
        address
          ? esClients.clients.addressMapTitleEdit(client.name)
          : esClients.clients.addressMapTitle(client.name)
      }
      intro={esClients.clients.addressMapIntro}
      onConfirm={() => void navigate(flow.detailPath(intent))}
    />
  );
}
