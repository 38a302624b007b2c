import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { MEXICAN_STATES, type MexicanState } from '@canasta/contract';

/**
 * The outlines of Mexico's 32 states (Natural Earth's admin-1 boundaries, public domain; see
 * decision 049 and `scripts/build-state-shapes.ts`), to tell which state a pin is in without a
 * geocoder. Coarse at a border (a few hundred metres): it preselects the form's state, which the
 * shopper can still change.
 */
/** [longitude, latitude], as GeoJSON writes positions. */
type Position = [number, number];

export interface StateShape {
  state: MexicanState;
  /** [west, south, east, north]: most points are outside most states, so this is asked first. */
  bbox: [number, number, number, number];
  polygons: Position[][][];
}

export interface StateShapesFile {
  source: string;
  states: StateShape[];
}

export const STATE_SHAPES_FILE = 'mexican-states.json';

/** The state a point is in, or null outside Mexico (the sea, another country). */
export async function stateAt(point: { lat: number; lng: number }): Promise<MexicanState | null> {
  const position: Position = [point.lng, point.lat];
  for (const shape of await loadShapes()) {
    const [west, south, east, north] = shape.bbox;
    if (point.lng < west || point.lng > east || point.lat < south || point.lat > north) continue;
    const outline = { type: 'MultiPolygon' as const, coordinates: shape.polygons };
    if (booleanPointInPolygon(position, outline)) return shape.state;
  }
  return null;
}

let shapes: Promise<StateShape[]> | undefined;

function loadShapes(): Promise<StateShape[]> {
  shapes ??= readFile(findShapesFile(), 'utf8').then((text) => {
    const file = JSON.parse(text) as StateShapesFile;
    const known = new Set<string>(MEXICAN_STATES);
    if (file.states.length !== known.size || file.states.some((s) => !known.has(s.state))) {
      throw new Error(`${STATE_SHAPES_FILE} must outline each of the 32 states once`);
    }
    return file.states;
  });
  return shapes;
}

/** The file lives in apps/server/assets, beside the sources (src/…) and the bundle (dist/…). */
function findShapesFile(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth++) {
    const candidate = path.join(dir, 'assets', STATE_SHAPES_FILE);
    if (existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error(`State outlines not found (apps/server/assets/${STATE_SHAPES_FILE})`);
}
