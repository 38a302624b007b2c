import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import type { PostalCodePlace } from '@canasta/contract';
import { mexicanState } from '../../providers/geocoding/nominatim-geocoder';

/**
 * SEPOMEX's catalogue of postal codes (Correos de México's "Catálogo Nacional de Códigos
 * Postales"), read from the file it publishes: pipe-separated, one row per colonia, in
 * ISO-8859-1 (or UTF-8), after a line of legal notice and a header naming the columns. The file
 * may also be gzipped. See decision 049 for where it comes from and why it isn't in the
 * repository.
 */
export interface PostalCatalogue {
  readonly file: string;
  /** The postal code's state, municipality, city and colonias; null for a code it lacks. */
  lookup(cp: string): Promise<PostalCodePlace | null>;
}

const HEADER_START = 'd_codigo|';
const GZIP_MAGIC = [0x1f, 0x8b];
const COLUMN = { code: 0, neighborhood: 1, municipality: 3, state: 4, city: 5 } as const;

/** The catalogue at `file`, or null when there is no file there (postal codes are then off). */
export function openPostalCatalogue(file: string): PostalCatalogue | null {
  if (!existsSync(file)) return null;
  return { file, lookup: async (cp) => (await catalogueAt(file)).get(cp) ?? null };
}

// Parsed once per process and file, on the first look-up: 145 000 rows take a moment, and a
// server that never fills an address shouldn't pay for them at start.
const parsed = new Map<string, Promise<Map<string, PostalCodePlace>>>();

function catalogueAt(file: string): Promise<Map<string, PostalCodePlace>> {
  let catalogue = parsed.get(file);
  if (!catalogue) {
    catalogue = readFile(file).then(parseSepomexCatalogue);
    // A file that couldn't be read is tried again on the next look-up.
    catalogue.catch(() => parsed.delete(file));
    parsed.set(file, catalogue);
  }
  return catalogue;
}

/** Every postal code of a SEPOMEX export, with its colonias in the file's order. */
export function parseSepomexCatalogue(bytes: Buffer): Map<string, PostalCodePlace> {
  const lines = decode(bytes).split(/\r?\n/);
  const header = lines.findIndex((line) => line.startsWith(HEADER_START));
  if (header === -1) throw new Error('Not a SEPOMEX catalogue: no "d_codigo|…" header line');
  const places = new Map<string, PostalCodePlace>();
  for (const line of lines.slice(header + 1)) {
    const columns = line.split('|');
    const code = columns[COLUMN.code]?.trim() ?? '';
    const state = mexicanState(columns[COLUMN.state]);
    const municipality = columns[COLUMN.municipality]?.trim();
    if (!/^\d{5}$/.test(code) || !state || !municipality) continue;
    const place = places.get(code) ?? {
      postal_code: code,
      state,
      municipality,
      city: columns[COLUMN.city]?.trim() || null,
      neighborhoods: [],
    };
    const neighborhood = columns[COLUMN.neighborhood]?.trim();
    if (neighborhood && !place.neighborhoods.includes(neighborhood)) {
      place.neighborhoods.push(neighborhood);
    }
    places.set(code, place);
  }
  return places;
}

/** Gunzipped if need be; UTF-8 when it is valid UTF-8, else ISO-8859-1 (SEPOMEX's own). */
function decode(bytes: Buffer): string {
  const raw = bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1] ? gunzipSync(bytes) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    return new TextDecoder('latin1').decode(raw);
  }
}
