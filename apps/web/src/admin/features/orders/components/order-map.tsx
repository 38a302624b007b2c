import 'leaflet/dist/leaflet.css';
import './order-map.css';
import { DivIcon, type LeafletEventHandlerFnMap, type Map as LeafletMap } from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { MapContainer, Marker, TileLayer, ZoomControl } from 'react-leaflet';
import { esAdminOrders } from '../../../../i18n/es-admin-orders';

const t = esAdminOrders.order;

/** The delivery pin, drawn in SVG (no marker image files to download). */
const PIN_ICON = new DivIcon({
  className: 'order-map-pin',
  html:
    '<svg aria-hidden="true" focusable="false" viewBox="0 0 32 44" width="32" height="44">' +
    '<path d="M16 0C7.2 0 0 7 0 15.7 0 27.5 16 44 16 44s16-16.5 16-28.3C32 7 24.8 0 16 0z" fill="#C10015" stroke="#1d1d1d" stroke-width="1.5"/>' +
    '<circle cx="16" cy="15.5" r="6" fill="#fff"/></svg>',
  iconSize: [32, 44],
  iconAnchor: [16, 44],
});

/**
 * Where the order goes: the shopper's pin on the store's tiles (the settings' `map_tile_url`).
 * Read only; loaded with its own chunk (Leaflet) when an order with an address is opened.
 */
export default function OrderMap({
  lat,
  lng,
  tileUrl,
}: {
  lat: number;
  lng: number;
  tileUrl: string;
}) {
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  useEffect(() => {
    if (!map) return;
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', t.map);
  }, [map]);
  useEffect(() => {
    map?.setView([lat, lng], map.getZoom());
  }, [map, lat, lng]);
  const tileEvents = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      tileerror: () => {
        setTilesFailed(true);
      },
    }),
    [],
  );
  return (
    <div className="flex flex-col gap-2">
      <div className="order-map-frame relative overflow-hidden rounded-2xl ring-1 ring-dark/15">
        <MapContainer
          ref={setMap}
          center={[lat, lng]}
          zoom={16}
          zoomControl={false}
          scrollWheelZoom={false}
          className="order-map h-64 w-full sm:h-80"
        >
          <TileLayer
            url={tileUrl}
            attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
            eventHandlers={tileEvents}
          />
          <ZoomControl position="topright" zoomInTitle={t.zoomIn} zoomOutTitle={t.zoomOut} />
          <Marker position={[lat, lng]} icon={PIN_ICON} keyboard={false} />
        </MapContainer>
      </div>
      {tilesFailed ? (
        <p role="status" className="text-sm text-dark/80">
          {t.mapFailed}
        </p>
      ) : null}
    </div>
  );
}
