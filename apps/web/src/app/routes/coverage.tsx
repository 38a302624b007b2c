import { DEFAULT_MAP_TILE_URL } from '@canasta/contract';
import { MapScreenSkeleton } from '../../features/addresses/components/address-skeletons';
import { StoreCoverage } from '../../features/addresses/components/store-coverage';
import { useSettings } from '../../features/settings/api/get-settings';
import { StoreGate } from '../store-gate';

/**
 * /menu/:slugName/Cobertura — where the store delivers (public): its zones on the map and as a
 * list (name, fee, minimum), and "¿Llegamos a tu domicilio?" for a pin or the device's location.
 */
export function Component() {
  const { data: settings } = useSettings();
  const tileUrl = settings?.map_tile_url ?? DEFAULT_MAP_TILE_URL;
  return (
    <StoreGate fallback={<MapScreenSkeleton />}>
      {(store) => <StoreCoverage store={store} tileUrl={tileUrl} />}
    </StoreGate>
  );
}
