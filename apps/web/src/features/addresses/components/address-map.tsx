import 'leaflet/dist/leaflet.css';
import './address-map.css';
import {
  DivIcon,
  type LeafletEventHandlerFnMap,
  type Map as LeafletMap,
  type Marker as LeafletMarker,
} from 'leaflet';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { MapContainer, Marker, Polygon, TileLayer, useMapEvents, ZoomControl } from 'react-leaflet';
import { Button } from '../../../components/ui/button';
import { esAddresses } from '../../../i18n/es-addresses';
import { normalizePoint, type LatLng, type LeafletPoint } from '../utils/geo';

/** A zone to draw: its polygon already in Leaflet's [lat, lng] order (see utils/geo). */
export interface MapZone {
  id: number;
  name: string;
  rings: LeafletPoint[][];
}

export interface AddressMapProps {
  /** Where the map opens. */
  center: LatLng;
  zoom?: number;
  pin: LatLng | null;
  onPinChange: (pin: LatLng) => void;
  /** A point found elsewhere ("Usar mi ubicación"): the map moves there when it changes. */
  focus?: LatLng | null;
  /** The settings' `map_tile_url` ({z}/{x}/{y} template). */
  tileUrl: string;
  zones?: readonly MapZone[];
  /** The id of the text that explains how to use the map. */
  describedBy?: string;
}

const DEFAULT_ZOOM = 16;
const FOCUS_ZOOM = 17;

/** The pin, drawn in SVG: no marker image files to download (or to miss when offline). */
const PIN_ICON = new DivIcon({
  className: 'canasta-map-pin',
  html:
    '<svg aria-hidden="true" focusable="false" viewBox="0 0 32 44" width="32" height="44">' +
    '<path d="M16 0C7.2 0 0 7 0 15.7 0 27.5 16 44 16 44s16-16.5 16-28.3C32 7 24.8 0 16 0z" fill="#C10015" stroke="#1d1d1d" stroke-width="1.5"/>' +
    '<circle cx="16" cy="15.5" r="6" fill="#fff"/></svg>',
  iconSize: [32, 44],
  iconAnchor: [16, 44],
});

/** Zone outlines: the theme's secondary colour, light fill so the streets show through. */
const ZONE_STYLE = { color: '#1b7a71', weight: 2, fillColor: '#26a69a', fillOpacity: 0.12 };

/**
 * The map of the address screens and the coverage screen (Leaflet, in this screen's own chunk).
 * A pin can be dragged, put where the map is tapped, or put in the map's centre with a button
 * (keyboard users pan with the arrows, then press it). Tiles are decoration: when they fail
 * (offline, blocked) the map still takes the pin and nothing waits for them.
 */
export function AddressMap({
  center,
  zoom = DEFAULT_ZOOM,
  pin,
  onPinChange,
  focus,
  tileUrl,
  zones = [],
  describedBy,
}: AddressMapProps) {
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const change = useRef(onPinChange);
  useEffect(() => {
    change.current = onPinChange;
  });
  useMapWiring(map, describedBy, focus);

  return (
    <div className="flex flex-col gap-2">
      <div className="canasta-map-frame relative overflow-hidden rounded-2xl ring-1 ring-dark/15">
        <MapContainer
          ref={setMap}
          center={[center.lat, center.lng]}
          zoom={zoom}
          zoomControl={false}
          className="canasta-map h-72 w-full sm:h-96"
        >
          <MapLayers
            tileUrl={tileUrl}
            zones={zones}
            pin={pin}
            change={change}
            onTilesFailed={setTilesFailed}
          />
        </MapContainer>
      </div>
      {tilesFailed ? (
        <p role="status" className="text-sm text-dark/80">
          {esAddresses.map.tilesFailed}
        </p>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        disabled={!map}
        onClick={() => {
          if (map) change.current(normalizePoint(map.getCenter()));
        }}
      >
        {esAddresses.map.pinAtCenter}
      </Button>
    </div>
  );
}

/**
 * What the map's container needs from outside React: a name (Leaflet makes it focusable, arrow
 * keys pan it) and a move to `focus` whenever a point is found elsewhere.
 */
function useMapWiring(map: LeafletMap | null, describedBy?: string, focus?: LatLng | null) {
  useEffect(() => {
    if (!map) return;
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', esAddresses.map.label);
    if (describedBy) container.setAttribute('aria-describedby', describedBy);
    else container.removeAttribute('aria-describedby');
  }, [map, describedBy]);

  useEffect(() => {
    if (map && focus) map.setView([focus.lat, focus.lng], Math.max(map.getZoom(), FOCUS_ZOOM));
  }, [map, focus]);
}

/** Inside the map: tiles, zoom buttons, zones, taps and the draggable pin. */
function MapLayers({
  tileUrl,
  zones,
  pin,
  change,
  onTilesFailed,
}: {
  tileUrl: string;
  zones: readonly MapZone[];
  pin: LatLng | null;
  /** The latest `onPinChange`, read when the pin moves (Leaflet's handlers are bound once). */
  change: RefObject<(pin: LatLng) => void>;
  onTilesFailed: (failed: true) => void;
}) {
  const markerEvents = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend: (event) => {
        // Leaflet types every event's target as `any`; a marker's dragend comes from the marker.
        const marker = event.target as LeafletMarker;
        change.current(normalizePoint(marker.getLatLng()));
      },
    }),
    [change],
  );
  const tileEvents = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      tileerror: () => {
        onTilesFailed(true);
      },
    }),
    [onTilesFailed],
  );
  return (
    <>
      <TileLayer
        url={tileUrl}
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
        eventHandlers={tileEvents}
      />
      <ZoomControl
        position="topright"
        zoomInTitle={esAddresses.map.zoomIn}
        zoomOutTitle={esAddresses.map.zoomOut}
      />
      {zones.map((zone) => (
        <Polygon
          key={zone.id}
          positions={zone.rings}
          pathOptions={ZONE_STYLE}
          // Taps go through to the map, which moves the pin.
          interactive={false}
        />
      ))}
      <TapToPlace
        onTap={(point) => {
          change.current(point);
        }}
      />
      {pin ? (
        <Marker
          position={[pin.lat, pin.lng]}
          icon={PIN_ICON}
          draggable
          autoPan
          // The button below is the keyboard's way to move the pin.
          keyboard={false}
          title={esAddresses.map.pinTitle}
          eventHandlers={markerEvents}
        />
      ) : null}
    </>
  );
}

function TapToPlace({ onTap }: { onTap: (point: LatLng) => void }) {
  useMapEvents({
    click: (event) => {
      onTap(normalizePoint(event.latlng));
    },
  });
  return null;
}
