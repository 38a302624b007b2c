import type { Address } from '@canasta/contract';
import { esAddresses } from '../../../i18n/es-addresses';

/** The address's own name ("Casa"), or a neutral one. */
export function addressTitle(address: Pick<Address, 'label'>): string {
  return address.label?.trim() || esAddresses.addresses.unnamed;
}

/** "Calle Medellín 235 int. 4, Roma Sur". */
export function addressLine(
  address: Pick<Address, 'street' | 'exterior_number' | 'internal_number' | 'neighborhood'>,
): string {
  const interior = address.internal_number
    ? ` ${esAddresses.addresses.interior(address.internal_number)}`
    : '';
  return `${address.street} ${address.exterior_number}${interior}, ${address.neighborhood}`;
}

/** "06760 Cuauhtémoc, Ciudad de México". */
export function addressArea(
  address: Pick<Address, 'postal_code' | 'municipality' | 'state'>,
): string {
  return `${address.postal_code} ${address.municipality}, ${address.state}`;
}
