import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import {
  type DeliveryZone,
  type GeoJsonPolygon,
  describeRingFault,
  ringFault,
  ringsMeet,
} from '@canasta/contract';

/** A store's delivery zone with its outline parsed and checked. */
export interface Zone extends DeliveryZone {
  polygon: GeoJsonPolygon;
}

export interface Point {
  lat: number;
  lng: number;
}

export type ZoneCheck = { ok: true; polygon: GeoJsonPolygon } | { ok: false; problem: string };

const MIN_RING_POSITIONS = 4;

/**
 * Checks a GeoJSON Polygon the way a zone must be: rings of at least four [longitude, latitude]
 * positions, each in range, each ring closed (first position repeated last), not flat, not
 * crossing or touching itself, and no hole touching the outline or another hole. A
 * polygon written [latitude, longitude] by mistake fails the longitude/latitude ranges for any
 * place in Mexico (latitude −99 is impossible), which is the mistake this guards against most.
 */
export function checkZonePolygon(value: unknown): ZoneCheck {
  const geometry = typeof value === 'string' ? parseJson(value) : value;
  if (!isRecord(geometry) || geometry.type !== 'Polygon') {
    return { ok: false, problem: 'no es un polígono GeoJSON (type "Polygon")' };
  }
  const rings = geometry.coordinates;
  if (!Array.isArray(rings) || rings.length === 0) {
    return { ok: false, problem: 'no tiene anillos de coordenadas' };
  }
  const checked: [number, number][][] = [];
  for (const [ringIndex, ring] of rings.entries()) {
    const name = ringIndex === 0 ? 'el contorno' : `el hueco ${ringIndex}`;
    if (!Array.isArray(ring) || ring.length < MIN_RING_POSITIONS) {
      return { ok: false, problem: `${name} necesita al menos ${MIN_RING_POSITIONS} posiciones` };
    }
    const positions: [number, number][] = [];
    // Array.isArray narrows to any[]; unknown[] keeps each position checked by readPosition.
    for (const [index, value] of (ring as unknown[]).entries()) {
      const position = readPosition(value);
      if (typeof position === 'string') {
        return { ok: false, problem: `${name}, posición ${index + 1}: ${position}` };
      }
      positions.push(position);
    }
    const [firstLng, firstLat] = positions[0] ?? [];
    const [lastLng, lastLat] = positions.at(-1) ?? [];
    if (firstLng !== lastLng || firstLat !== lastLat) {
      return {
        ok: false,
        problem: `${name} no está cerrado (la última posición debe repetir la primera)`,
      };
    }
    if (new Set(positions.slice(1).map(([lng, lat]) => `${lng},${lat}`)).size < 3) {
      return { ok: false, problem: `${name} no encierra ningún área` };
    }
    // A ring that crosses itself has no agreed inside (decision 043).
    const fault = ringFault(positions);
    if (fault) return { ok: false, problem: describeRingFault(name, fault) };
    const crossed = checked.findIndex((other) => ringsMeet(other, positions));
    if (crossed >= 0) {
      const other = crossed === 0 ? 'el contorno' : `el hueco ${crossed}`;
      return { ok: false, problem: `${name} toca o cruza ${other}` };
    }
    checked.push(positions);
  }
  return { ok: true, polygon: { type: 'Polygon', coordinates: checked } };
}

/** A [longitude, latitude] position, or what is wrong with it. */
function readPosition(value: unknown): [number, number] | string {
  if (!Array.isArray(value) || value.length < 2) return 'no es un par [longitud, latitud]';
  // Array.isArray narrows to any[]; unknown[] makes the checks below mandatory.
  const [lng, lat] = value as unknown[];
  if (typeof lng !== 'number' || !Number.isFinite(lng) || lng < -180 || lng > 180) {
    return 'la longitud debe estar entre -180 y 180';
  }
  if (typeof lat !== 'number' || !Number.isFinite(lat) || lat < -90 || lat > 90) {
    return 'la latitud debe estar entre -90 y 90';
  }
  return [lng, lat];
}

/**
 * The zone that delivers to a point: among the zones containing it (their edges included), the
 * cheapest delivery, then the lowest minimum, then the oldest zone — so overlaps always resolve
 * the same way and in the shopper's favour.
 */
export function findCoveringZone(zones: readonly Zone[], point: Point): Zone | null {
  let best: Zone | null = null;
  for (const zone of zones) {
    if (best && compareZones(zone, best) >= 0) continue;
    if (booleanPointInPolygon([point.lng, point.lat], zone.polygon)) best = zone;
  }
  return best;
}

export function compareZones(a: DeliveryZone, b: DeliveryZone): number {
  return (
    a.delivery_fee_cents - b.delivery_fee_cents ||
    a.min_order_cents - b.min_order_cents ||
    a.id - b.id
  );
}

function parseJson(text: string): unknown {
  try {
    // JSON.parse returns any; unknown makes checkZonePolygon's checks mandatory.
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
