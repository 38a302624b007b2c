import type { Client, ClientAddress } from '@canasta/contract';
import { paths, type ClientIntent } from '../../../lib/paths';

/** The client address being written: whose, which (null: a new one), and where to return. */
export interface ClientAddressIntent extends Required<ClientIntent> {
  client: number;
}

/**
 * Where the client address screens lead: their map and detail steps, and where the seller goes
 * once the address is saved (`covered`: the store delivers there). The client list's screens
 * use `menuClientAddressFlow`; checkout's client address steps bring their own.
 */
export interface ClientAddressFlow {
  mapPath: (intent: ClientAddressIntent) => string;
  detailPath: (intent: ClientAddressIntent) => string;
  afterSave: (args: {
    client: Client;
    address: ClientAddress;
    intent: ClientAddressIntent;
    covered: boolean;
  }) => Promise<string> | string;
}

/** The client list's address screens: back to `?next=` when given, else to the list. */
export function menuClientAddressFlow(slug: string): ClientAddressFlow {
  return {
    mapPath: (intent) => paths.clientSetAddress(slug, intent),
    detailPath: (intent) => paths.clientSetAddressDetail(slug, intent),
    afterSave: ({ intent }) => intent.next ?? paths.clients(slug),
  };
}

/** The client's address named by `edit` (null for a new one), undefined when it isn't theirs. */
export function editedAddress(
  client: Client,
  edit: number | null,
): ClientAddress | null | undefined {
  if (edit === null) return null;
  return client.addresses.find((address) => address.id === edit);
}
