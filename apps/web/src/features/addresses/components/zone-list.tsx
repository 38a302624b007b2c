import type { StoreZone } from '@canasta/contract';
import { esAddresses } from '../../../i18n/es-addresses';
import { useFormatMoney } from '../../../lib/money';

/** The zones drawn on the map, as text: name, delivery fee and minimum order. */
export function ZoneList({
  zones,
  labelledBy,
}: {
  zones: readonly StoreZone[];
  labelledBy: string;
}) {
  const format = useFormatMoney();
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-col gap-2">
      {zones.map((zone) => (
        <li key={zone.id} className="flex flex-col rounded-2xl bg-white p-4 ring-1 ring-dark/10">
          <span className="font-semibold">{zone.name}</span>
          <span className="text-sm">
            {zone.delivery_fee_cents > 0
              ? esAddresses.coverage.zoneFee(format(zone.delivery_fee_cents))
              : esAddresses.coverage.zoneFree}
            {' · '}
            {zone.min_order_cents > 0
              ? esAddresses.coverage.zoneMinimum(format(zone.min_order_cents))
              : esAddresses.coverage.zoneNoMinimum}
          </span>
        </li>
      ))}
    </ul>
  );
}
