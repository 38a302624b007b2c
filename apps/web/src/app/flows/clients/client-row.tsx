import { MAX_ADDRESSES_PER_CLIENT, type Client } from '@canasta/contract';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useAddressDraftStore } from '../../../features/addresses/stores/address-draft-store';
import { addressLine, addressTitle } from '../../../features/addresses/utils/address-text';
import { ClientCard } from '../../../features/clients/components/client-card';
import { esClients } from '../../../i18n/es-clients';
import { paths } from '../../../lib/paths';

const c = esClients.clients;

/** A new visit to the map starts from the address itself, not an abandoned draft. */
const startDraft = () => {
  useAddressDraftStore.getState().clear();
};

/**
 * One client of the list with what a seller does with them: order for them, edit them, add an
 * address (or edit the default one), delete them.
 */
export function ClientRow({
  client,
  slug,
  ordering,
  orderBusy,
  onOrder,
  onRemove,
}: {
  client: Client;
  slug: string;
  /** "Hacer pedido" was tapped for this client and is on its way. */
  ordering: boolean;
  /** Some client's order is being prepared: the others' buttons wait. */
  orderBusy: boolean;
  onOrder: () => void;
  onRemove: () => void;
}) {
  const address = client.default_address;
  const full = client.addresses.length >= MAX_ADDRESSES_PER_CLIENT;
  return (
    <ClientCard
      client={client}
      address={address ? `${addressTitle(address)} · ${addressLine(address)}` : null}
    >
      <Button
        size="sm"
        aria-label={c.orderLabel(client.name)}
        aria-disabled={orderBusy || undefined}
        aria-busy={ordering || undefined}
        onClick={onOrder}
      >
        {ordering ? c.ordering : c.order}
      </Button>
      <Link
        to={paths.clientRegister(slug, { client: client.id })}
        aria-label={c.editLabel(client.name)}
        className={buttonClasses('secondary', 'sm')}
      >
        {c.edit}
      </Link>
      {address ? (
        <Link
          to={paths.clientSetAddress(slug, { client: client.id, edit: address.id })}
          onClick={startDraft}
          aria-label={c.editAddressLabel(client.name, addressTitle(address))}
          className={buttonClasses('secondary', 'sm')}
        >
          {c.editAddress}
        </Link>
      ) : null}
      {full ? null : (
        <Link
          to={paths.clientSetAddress(slug, { client: client.id })}
          onClick={startDraft}
          aria-label={c.addAddressLabel(client.name)}
          className={buttonClasses('secondary', 'sm')}
        >
          {c.addAddress}
        </Link>
      )}
      <Button variant="ghost" size="sm" aria-label={c.removeLabel(client.name)} onClick={onRemove}>
        {c.remove}
      </Button>
    </ClientCard>
  );
}
