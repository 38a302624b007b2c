import type { Address } from '@canasta/contract';
import { Badge } from '../../../components/ui/badge';
import { RadioCard } from '../../../components/ui/radio-card';
import { esAddresses } from '../../../i18n/es-addresses';
import { addressArea, addressLine, addressTitle } from '../utils/address-text';

/** The shopper's addresses as radio cards, the default one marked. */
export function AddressChoice({
  addresses,
  legend,
  chosen,
  onChoose,
  describedBy,
}: {
  addresses: readonly Address[];
  legend: string;
  chosen: number | null;
  onChoose: (address: Address) => void;
  describedBy?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={describedBy}>
      <legend className="sr-only">{legend}</legend>
      {addresses.map((address) => (
        <RadioCard
          key={address.id}
          name="delivery-address"
          value={String(address.id)}
          checked={chosen === address.id}
          onChange={() => {
            onChoose(address);
          }}
          title={addressTitle(address)}
          description={
            <>
              <span className="block">{addressLine(address)}</span>
              <span className="block">{addressArea(address)}</span>
            </>
          }
          aside={
            address.is_default ? <Badge>{esAddresses.addresses.defaultBadge}</Badge> : undefined
          }
        />
      ))}
    </fieldset>
  );
}
