import type { Store, StoreZone } from '@canasta/contract';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { es } from '../../../i18n/es';
import { esAddresses } from '../../../i18n/es-addresses';
import { useDeliveryZones } from '../api/get-delivery-zones';
import { polygonToLeaflet, type LatLng } from '../utils/geo';
import type { MapZone } from './address-map';
import { PinPicker } from './pin-picker';
import { ZoneList } from './zone-list';

const ZONES_TITLE_ID = 'coverage-zones-title';
const CHECK_TITLE_ID = 'coverage-check-title';
const INSTRUCTIONS_ID = 'coverage-instructions';
/** The whole delivery area fits at 360 px around the store. */
const COVERAGE_ZOOM = 12;

const toMapZones = (zones: readonly StoreZone[]): MapZone[] =>
  zones.map((zone) => ({ id: zone.id, name: zone.name, rings: polygonToLeaflet(zone.polygon) }));

/**
 * Where `store` delivers: its zones on the map (tiles from `tileUrl`) and as a list (name, fee,
 * minimum), and "¿Llegamos a tu domicilio?" for a pin or the device's location.
 */
export function StoreCoverage({ store, tileUrl }: { store: Store; tileUrl: string }) {
  const zones = useDeliveryZones(store.id);
  const mapZones = useMemo(() => toMapZones(zones.data ?? []), [zones.data]);
  const [pin, setPin] = useState<LatLng | null>(null);

  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 tabIndex={-1} className="text-2xl leading-tight font-bold outline-none">
          {esAddresses.coverage.title}
        </h1>
        <p className="text-sm text-dark/80">{esAddresses.coverage.intro(store.name)}</p>
      </div>
      <section aria-labelledby={CHECK_TITLE_ID} className="flex flex-col gap-3">
        <h2 id={CHECK_TITLE_ID} className="text-lg font-bold">
          {esAddresses.coverage.checkTitle}
        </h2>
        <p id={INSTRUCTIONS_ID} className="text-sm text-dark/80">
          {esAddresses.coverage.checkIntro} {esAddresses.map.instructions}
        </p>
        <PinPicker
          storeId={store.id}
          center={store}
          zoom={COVERAGE_ZOOM}
          pin={pin}
          onPinChange={setPin}
          zones={mapZones}
          tileUrl={tileUrl}
          describedBy={INSTRUCTIONS_ID}
        />
      </section>
      <section aria-labelledby={ZONES_TITLE_ID} className="flex flex-col gap-3">
        <h2 id={ZONES_TITLE_ID} className="text-lg font-bold">
          {esAddresses.coverage.zonesTitle}
        </h2>
        {zones.status === 'pending' ? (
          <div role="status" aria-label={es.app.loading} className="flex flex-col gap-2">
            <Skeleton className="h-16 w-full rounded-2xl" />
            <Skeleton className="h-16 w-full rounded-2xl" />
          </div>
        ) : !zones.data ? (
          <ErrorState as="h3" onRetry={() => void zones.refetch()} retrying={zones.isFetching} />
        ) : zones.data.length === 0 ? (
          <EmptyState as="h3" title={esAddresses.coverage.noZones} />
        ) : (
          <ZoneList zones={zones.data} labelledBy={ZONES_TITLE_ID} />
        )}
      </section>
    </>
  );
}
