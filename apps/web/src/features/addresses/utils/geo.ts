import type { GeoJsonPolygon } from '@canasta/contract';

/** A point as the app passes it around (and as the API's `lat`/`lng` fields carry it). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A point as Leaflet takes it: [latitude, longitude]. */
export type LeafletPoint = [lat: number, lng: number];

/** A GeoJSON position: [longitude, latitude] (RFC 7946 §3.1.1), the other way round. */
export type GeoJsonPosition = [lng: number, lat: number];

/** GeoJSON [lng, lat] → Leaflet [lat, lng]. */
export function geoJsonToLeaflet([lng, lat]: GeoJsonPosition): LeafletPoint {
  return [lat, lng];
}

/** Leaflet [lat, lng] → GeoJSON [lng, lat]. */
export function leafletToGeoJson([lat, lng]: LeafletPoint): GeoJsonPosition {
  return [lng, lat];
}

/**
 * A zone's polygon as Leaflet's `Polygon` draws it: one list of [lat, lng] per ring (the outline
 * first, then any holes). GeoJSON closes each ring by repeating its first position; Leaflet
 * closes polygons itself, so the repeated last point is dropped.
 */
export function polygonToLeaflet(polygon: GeoJsonPolygon): LeafletPoint[][] {
  return polygon.coordinates.map((ring) => {
    const points = ring.map(geoJsonToLeaflet);
    const first = points[0];
    const last = points[points.length - 1];
    if (points.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) {
      points.pop();
    }
    return points;
  });
}

/** Six decimals (~11 cm): as precise as a pin can be placed, and a stable cache key. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/**
 * A point on the map made valid for the API: latitude within ±90 and longitude wrapped into
 * ±180 (a map panned round the world reports longitudes beyond that), both rounded.
 */
export function normalizePoint({ lat, lng }: LatLng): LatLng {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return {
    lat: roundCoordinate(Math.min(90, Math.max(-90, lat))),
    lng: roundCoordinate(wrapped === -180 && lng > 0 ? 180 : wrapped),
  };
}

export function samePoint(a: LatLng | null, b: LatLng | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    roundCoordinate(a.lat) === roundCoordinate(b.lat) &&
    roundCoordinate(a.lng) === roundCoordinate(b.lng)
  );
}
