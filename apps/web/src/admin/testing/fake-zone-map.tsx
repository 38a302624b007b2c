import type { ZoneMapProps } from '../features/delivery/components/zone-map';
import { corner } from '../features/delivery/utils/zone-outline';

/**
 * Stands in for the Leaflet drawing map in component tests (`vi.mock(…/zone-map, () =>
 * import(…/testing/fake-zone-map))`): Leaflet needs a layout engine happy-dom lacks. It shows
 * what the editor passed and draws like taps would.
 */
export function ZoneMap({ corners, onCornersChange, others = [], invalid, tileUrl }: ZoneMapProps) {
  return (
    <div data-testid="zone-map" data-tiles={tileUrl}>
      <p>{`${corners.length} esquinas${invalid ? ', cruzadas' : ''}`}</p>
      <p>{`otras zonas: ${others.map((zone) => zone.name).join(', ') || 'ninguna'}`}</p>
      <button
        type="button"
        onClick={() => {
          onCornersChange([...corners, corner(19.45 + corners.length / 100, -99.15)]);
        }}
      >
        Tocar el mapa
      </button>
      <button
        type="button"
        onClick={() => {
          onCornersChange([
            corner(19.4, -99.2),
            corner(19.4, -99.1),
            corner(19.5, -99.1),
            corner(19.5, -99.2),
          ]);
        }}
      >
        Dibujar un cuadro
      </button>
      <button
        type="button"
        onClick={() => {
          onCornersChange([
            corner(19.4, -99.2),
            corner(19.5, -99.1),
            corner(19.4, -99.1),
            corner(19.5, -99.2),
          ]);
        }}
      >
        Dibujar un moño
      </button>
    </div>
  );
}
