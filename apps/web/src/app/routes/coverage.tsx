import { DEFAULT_MAP_TILE_URL, type Store, type StoreZone } from '@canasta/contract';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useDeliveryZones } from '../../features/addresses/api/get-delivery-zones';
import { AddressMap, type MapZone } from '../../features/addresses/components/address-map';
import { MapScreenSkeleton } from '../../features/addresses/components/address-skeletons';
import { CoverageAnswer } from '../../features/addresses/components/coverage-answer';
import { LocateButton } from '../../features/addresses/components/locate-button';
import { ZoneList } from '../../features/addresses/components/zone-list';
import { useCoverage } from '../../features/addresses/hooks/use-coverage';
import { polygonToLeaflet, type LatLng } from '../../features/addresses/utils/geo';
import { useSettings } from '../../features/settings/api/get-settings';
import { es } from '../../i18n/es';
import { StoreGate } from '../store-gate';

const ZONES_TITLE_ID = 'coverage-zones-title';
const CHECK_TITLE_ID = 'coverage-check-title';
const INSTRUCTIONS_ID = 'coverage-instructions';
/** The whole delivery area fits at 360 px around the store. */
const COVERAGE_ZOOM = 12;

/**
 * /menu/:slugName/Cobertura — where the store delivers (public): its zones on the map and as a
 * list (name, fee, minimum), and "¿Llegamos a tu domicilio?" for a pin or the device's location.
 */
export function Component() {
  return (
    <StoreGate fallback={<MapScreenSkeleton />}>
      {(store) => <CoverageScreen store={store} />}
    </StoreGate>
  );
}

const toMapZones = (zones: readonly StoreZone[]): MapZone[] =>
  zones.map((zone) => ({ id: zone.id, name: zone.name, rings: polygonToLeaflet(zone.polygon) }));

function CoverageScreen({ store }: { store: Store }) {
  const { data: settings } = useSettings();
  const zones = useDeliveryZones(store.id);
  const mapZones = useMemo(() => toMapZones(zones.data ?? []), [zones.data]);
  const [pin, setPin] = useState<LatLng | null>(null);
  const [focus, setFocus] = useState<LatLng | null>(null);
  const coverage = useCoverage(store.id, pin);

  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 tabIndex={-1} className="text-2xl leading-tight font-bold outline-none">
          {es.coverage.title}
        </h1>
        <p className="text-sm text-dark/80">{es.coverage.intro(store.name)}</p>
      </div>
      <section aria-labelledby={CHECK_TITLE_ID} className="flex flex-col gap-3">
        <h2 id={CHECK_TITLE_ID} className="text-lg font-bold">
          {es.coverage.checkTitle}
        </h2>
        <p id={INSTRUCTIONS_ID} className="text-sm text-dark/80">
          {es.coverage.checkIntro} {es.map.instructions}
        </p>
        <AddressMap
          center={store}
          zoom={COVERAGE_ZOOM}
          pin={pin}
          onPinChange={setPin}
          focus={focus}
          zones={mapZones}
          tileUrl={settings?.map_tile_url ?? DEFAULT_MAP_TILE_URL}
          describedBy={INSTRUCTIONS_ID}
        />
        <LocateButton
          onLocated={(point) => {
            setPin(point);
            setFocus(point);
          }}
        />
        <CoverageAnswer
          state={coverage.state}
          onRetry={coverage.retry}
          retrying={coverage.retrying}
        />
      </section>
      <section aria-labelledby={ZONES_TITLE_ID} className="flex flex-col gap-3">
        <h2 id={ZONES_TITLE_ID} className="text-lg font-bold">
          {es.coverage.zonesTitle}
        </h2>
        {zones.status === 'pending' ? (
          <div role="status" aria-label={es.app.loading} className="flex flex-col gap-2">
            <Skeleton className="h-16 w-full rounded-2xl" />
            <Skeleton className="h-16 w-full rounded-2xl" />
          </div>
        ) : !zones.data ? (
          <ErrorState as="h3" onRetry={() => void zones.refetch()} retrying={zones.isFetching} />
        ) : zones.data.length === 0 ? (
          <EmptyState as="h3" title={es.coverage.noZones} />
        ) : (
          <ZoneList zones={zones.data} labelledBy={ZONES_TITLE_ID} />
        )}
      </section>
    </>
  );
}
