import 'leaflet/dist/leaflet.css';
import './zone-map.css';
import {
  DivIcon,
  type LeafletEventHandlerFnMap,
  latLngBounds,
  type Map as LeafletMap,
  type Marker as LeafletMarker,
} from 'leaflet';
import { type RefObject, useEffect, useRef, useState } from 'react';
import {
  MapContainer,
  Marker,
  Polygon,
  Polyline,
  TileLayer,
  useMapEvents,
  ZoomControl,
} from 'react-leaflet';
import { esAdminSetup } from '../../../../i18n/es-admin-setup';
import { cn } from '../../../../lib/cn';
import {
  type Corner,
  corner,
  sideMiddle,
  withCornerAfter,
  withCornerAt,
} from '../utils/zone-outline';

const copy = esAdminSetup.delivery.zones;

/** Another zone of the store, shown for reference while one is drawn. */
export interface MapZone {
  id: number;
  name: string;
  corners: Corner[];
}

export interface ZoneMapProps {
  /** Where the map opens when there is nothing to frame yet (the store). */
  center: Corner;
  /** The settings' `map_tile_url` ({z}/{x}/{y} template). */
  tileUrl: string;
  corners: Corner[];
  onCornersChange: (corners: Corner[]) => void;
  others?: readonly MapZone[];
  /** The outline crosses itself: drawn red. */
  invalid?: boolean;
  /** The id of the text that explains how to draw. */
  describedBy?: string;
  /** Tells the form where the map's centre is, for "Poner punto en el centro". */
  onMapReady?: (map: LeafletMap | null) => void;
}

const OUTLINE = { color: '#1b7a71', weight: 3, fillColor: '#26a69a', fillOpacity: 0.18 };
const INVALID = { color: '#c10015', weight: 3, fillColor: '#c10015', fillOpacity: 0.12 };
const OTHER = { color: '#5f6b68', weight: 1.5, fillColor: '#5f6b68', fillOpacity: 0.08 };

const cornerIcons = new Map<number, DivIcon>();

/**
 * A corner's numbered handle, made once per number: a new icon while a corner is being dragged
 * would replace its element under the finger and end the drag.
 */
function cornerIcon(number: number): DivIcon {
  let icon = cornerIcons.get(number);
  if (!icon) {
    icon = new DivIcon({
      className: 'zone-corner',
      html: `<span aria-hidden="true">${number}</span>`,
      iconSize: [44, 44],
      iconAnchor: [22, 22],
    });
    cornerIcons.set(number, icon);
  }
  return icon;
}

const INSERT_ICON = new DivIcon({
  className: 'zone-insert',
  html: '<span aria-hidden="true">+</span>',
  iconSize: [44, 44],
  iconAnchor: [22, 22],
});

/**
 * The console's zone drawing (Leaflet, in the delivery screen's own chunk): a tap on the map adds
 * a corner at the end of the outline, a corner is dragged to move it, and a "+" in the middle of
 * a side adds a corner there (also with Enter, for the keyboard). Tiles are decoration: when
 * they fail, corners are still placed and saved.
 */
export function ZoneMap({
  center,
  tileUrl,
  corners,
  onCornersChange,
  others = [],
  invalid = false,
  describedBy,
  onMapReady,
}: ZoneMapProps) {
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  // Leaflet binds its handlers once: they read the latest corners and setter through refs.
  const latest = useRef({ corners, onCornersChange });
  useEffect(() => {
    latest.current = { corners, onCornersChange };
  });

  useEffect(() => {
    onMapReady?.(map);
  }, [map, onMapReady]);

  useEffect(() => {
    if (!map) return;
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', copy.mapLabel);
    if (describedBy) container.setAttribute('aria-describedby', describedBy);
  }, [map, describedBy]);

  // Frames the outline being edited (or the other zones) once, when the map opens.
  const framed = useRef(false);
  useEffect(() => {
    if (!map || framed.current) return;
    framed.current = true;
    const points = corners.length > 0 ? corners : others.flatMap((zone) => zone.corners);
    if (points.length >= 2) {
      map.fitBounds(latLngBounds(points.map((p) => [p.lat, p.lng])), { padding: [24, 24] });
    }
  }, [map, corners, others]);

  const positions = corners.map((c): [number, number] => [c.lat, c.lng]);
  return (
    <div className="flex flex-col gap-2">
      <div
        className={cn(
          'zone-map-frame relative overflow-hidden rounded-2xl ring-1 ring-dark/15',
          invalid && 'zone-map-invalid',
        )}
      >
        <MapContainer
          ref={setMap}
          center={[center.lat, center.lng]}
          zoom={14}
          zoomControl={false}
          className="zone-map h-80 w-full lg:h-[28rem]"
        >
          <TileLayer
            url={tileUrl}
            attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
            eventHandlers={{ tileerror: () => setTilesFailed(true) }}
          />
          <ZoomControl position="topright" />
          <TapToAdd latest={latest} />
          {others.map((zone) => (
            <Polygon
              key={zone.id}
              positions={zone.corners.map((c): [number, number] => [c.lat, c.lng])}
              pathOptions={OTHER}
              interactive={false}
            />
          ))}
          {positions.length >= 3 ? (
            <Polygon
              positions={positions}
              pathOptions={invalid ? INVALID : OUTLINE}
              interactive={false}
            />
          ) : positions.length === 2 ? (
            <Polyline positions={positions} pathOptions={OUTLINE} interactive={false} />
          ) : null}
          {corners.length >= 3
            ? corners.map((_, index) => (
                <InsertHandle
                  key={`insert-${index}`}
                  index={index}
                  middle={sideMiddle(corners, index)}
                  latest={latest}
                />
              ))
            : null}
          {corners.map((each, index) => (
            <CornerHandle key={`corner-${index}`} index={index} at={each} latest={latest} />
          ))}
        </MapContainer>
      </div>
      {tilesFailed ? (
        <p role="status" className="text-sm text-dark/80">
          {copy.tilesFailed}
        </p>
      ) : null}
    </div>
  );
}

type Latest = RefObject<{ corners: Corner[]; onCornersChange: (c: Corner[]) => void }>;

function TapToAdd({ latest }: { latest: Latest }) {
  useMapEvents({
    click: (event) => {
      const { corners, onCornersChange } = latest.current;
      onCornersChange([...corners, corner(event.latlng.lat, event.latlng.lng)]);
    },
  });
  return null;
}

function CornerHandle({ index, at, latest }: { index: number; at: Corner; latest: Latest }) {
  const events: LeafletEventHandlerFnMap = {
    drag: (event) => {
      const { lat, lng } = (event.target as LeafletMarker).getLatLng();
      const { corners, onCornersChange } = latest.current;
      onCornersChange(withCornerAt(corners, index, corner(lat, lng)));
    },
  };
  return (
    <Marker
      position={[at.lat, at.lng]}
      icon={cornerIcon(index + 1)}
      draggable
      title={copy.vertexLabel(index + 1)}
      alt={copy.vertexLabel(index + 1)}
      eventHandlers={events}
    />
  );
}

function InsertHandle({
  index,
  middle,
  latest,
}: {
  index: number;
  middle: Corner;
  latest: Latest;
}) {
  const events: LeafletEventHandlerFnMap = {
    click: () => {
      const { corners, onCornersChange } = latest.current;
      onCornersChange(withCornerAfter(corners, index, sideMiddle(corners, index)));
    },
  };
  return (
    <Marker
      position={[middle.lat, middle.lng]}
      icon={INSERT_ICON}
      title={copy.insertLabel(index + 1)}
      alt={copy.insertLabel(index + 1)}
      eventHandlers={events}
      zIndexOffset={-100}
    />
  );
}
