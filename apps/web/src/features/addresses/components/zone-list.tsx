import type { StoreZone } from '@canasta/contract';
import { es } from '../../../i18n/es';
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
              ? es.coverage.zoneFee(format(zone.delivery_fee_cents))
              : es.coverage.zoneFree}
            {' · '}
            {zone.min_order_cents > 0
              ? es.coverage.zoneMinimum(format(zone.min_order_cents))
              : es.coverage.zoneNoMinimum}
          </span>
        </li>
      ))}
    </ul>
  );
}
