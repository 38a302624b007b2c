import { type GeoJsonPolygon, type Position, type RingFault, ringFault } from '@canasta/contract';

/** A corner of a zone as the map handles it. */
export interface Corner {
  lat: number;
  lng: number;
}

/** Six decimals: about 11 cm, far finer than a tap, and short to send. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

export function corner(lat: number, lng: number): Corner {
  return { lat: round(lat), lng: round(lng) };
}

/** The corners of a zone's outline (its first ring), without the closing repeat. */
export function cornersOf(polygon: GeoJsonPolygon | null): Corner[] {
  const ring = polygon?.coordinates[0] ?? [];
  return ring.slice(0, -1).map(([lng, lat]) => corner(lat, lng));
}

/** The outline as the API takes it: one closed ring of [longitude, latitude]. */
export function polygonOf(corners: readonly Corner[]): GeoJsonPolygon {
  const ring: [number, number][] = corners.map(({ lat, lng }) => [lng, lat]);
  const first = ring[0];
  return { type: 'Polygon', coordinates: [first ? [...ring, first] : ring] };
}

export type OutlineProblem = { kind: 'few' } | RingFault;

/** What keeps the corners from being a zone yet: too few, or sides that cross. */
export function outlineProblem(corners: readonly Corner[]): OutlineProblem | null {
  if (corners.length < 3) return { kind: 'few' };
  const ring = polygonOf(corners).coordinates[0] as Position[];
  return ringFault(ring);
}

export function withCornerAt(corners: readonly Corner[], index: number, at: Corner): Corner[] {
  return corners.map((each, i) => (i === index ? at : each));
}

/** Adds a corner after `index` (the side from it to the next one is split there). */
export function withCornerAfter(corners: readonly Corner[], index: number, at: Corner): Corner[] {
  return [...corners.slice(0, index + 1), at, ...corners.slice(index + 1)];
}

/** The middle of the side from corner `index` to the next (the last one closes the ring). */
export function sideMiddle(corners: readonly Corner[], index: number): Corner {
  const from = corners[index] as Corner;
  const to = corners[(index + 1) % corners.length] as Corner;
  return corner((from.lat + to.lat) / 2, (from.lng + to.lng) / 2);
}
