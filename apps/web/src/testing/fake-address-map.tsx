import type { AddressMapProps } from '../features/addresses/components/address-map';
import { GUADALAJARA, ROMA_SUR } from './addresses-api';

/**
 * Stands in for the Leaflet map in component tests (`vi.mock(…/address-map, () =>
 * import(…/testing/fake-address-map))`): Leaflet needs a layout engine happy-dom lacks. It shows
 * what the screen passed (start, pin, zones) and places the pin like a tap would.
 */
export function AddressMap({
  center,
  pin,
  onPinChange,
  focus,
  zones = [],
  tileUrl,
}: AddressMapProps) {
  return (
    <div data-testid="map" data-tiles={tileUrl}>
      <p>{`centro ${center.lat},${center.lng}`}</p>
      <p>{pin ? `pin ${pin.lat},${pin.lng}` : 'sin pin'}</p>
      {focus ? <p>{`enfoque ${focus.lat},${focus.lng}`}</p> : null}
      <ul>
        {zones.map((zone) => (
          <li key={zone.id}>{`zona ${zone.name}: ${zone.rings[0]?.length ?? 0} puntos`}</li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => {
          onPinChange(ROMA_SUR);
        }}
      >
        Tocar el mapa en Roma Sur
      </button>
      <button
        type="button"
        onClick={() => {
          onPinChange(GUADALAJARA);
        }}
      >
        Tocar el mapa en Guadalajara
      </button>
    </div>
  );
}
