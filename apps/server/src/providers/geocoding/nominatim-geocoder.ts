import {
  GEOCODE_RESULTS_LIMIT,
  type GeocodedPlace,
  MEXICAN_STATES,
  type MexicanState,
} from '@canasta/contract';
import { z } from 'zod';
import { AnswerCache } from './answer-cache';
import { type GeoPoint, type Geocoder, GeocoderUnavailableError } from './geocoder';

export interface NominatimSettings {
  /** The service's base URL (https://nominatim.openstreetmap.org, a self-hosted one, a stand-in). */
  url: string;
  /** Nominatim's usage policy asks every application to name itself. */
  userAgent: string;
  /** A contact address, sent as `email` as the policy suggests for heavier use. */
  email: string | undefined;
  timeoutMs: number;
}

const CACHE_ENTRIES = 1000;
const CACHE_TTL_MS = 24 * 60 * 60_000;

/** The parts of Nominatim's `addressdetails` a Mexican address form uses. */
const NominatimAddressSchema = z
  .object({
    house_number: z.string(),
    road: z.string(),
    pedestrian: z.string(),
    neighbourhood: z.string(),
    suburb: z.string(),
    quarter: z.string(),
    city_district: z.string(),
    borough: z.string(),
    municipality: z.string(),
    county: z.string(),
    city: z.string(),
    town: z.string(),
    village: z.string(),
    state: z.string(),
    postcode: z.string(),
    country_code: z.string(),
  })
  .partial();

const NominatimPlaceSchema = z.object({
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  display_name: z.string(),
  address: NominatimAddressSchema.optional(),
});
type NominatimPlace = z.infer<typeof NominatimPlaceSchema>;

/** Reverse answers `{"error": "Unable to geocode"}` with 200 where there is no address. */
const NominatimReverseSchema = z.union([
  NominatimPlaceSchema,
  z.object({ error: z.string() }).transform(() => null),
]);

/**
 * Nominatim's API (`/search`, `/reverse`, `format=jsonv2` with `addressdetails`), limited to
 * Mexico and answering in Spanish. Every call has a timeout; answers are cached in process.
 */
export class NominatimGeocoder implements Geocoder {
  readonly name = 'Nominatim';
  private readonly cache: AnswerCache<GeocodedPlace[] | GeocodedPlace | null>;

  constructor(
    private readonly settings: NominatimSettings,
    now: () => number,
  ) {
    this.cache = new AnswerCache(CACHE_ENTRIES, CACHE_TTL_MS, now);
  }

  async search(query: string): Promise<GeocodedPlace[]> {
    const key = `search:${query.toLocaleLowerCase('es-MX').replace(/\s+/g, ' ')}`;
    const cached = this.cache.get(key);
    if (Array.isArray(cached)) return cached;
    const body = await this.get('search', {
      q: query,
      countrycodes: 'mx',
      limit: String(GEOCODE_RESULTS_LIMIT),
    });
    const parsed = z.array(NominatimPlaceSchema).safeParse(body);
    if (!parsed.success) throw new GeocoderUnavailableError('Nominatim search: unreadable answer');
    const places = parsed.data
      .filter((place) => (place.address?.country_code ?? 'mx') === 'mx')
      .slice(0, GEOCODE_RESULTS_LIMIT)
      .map(toPlace);
    this.cache.set(key, places);
    return places;
  }

  async reverse({ lat, lng }: GeoPoint): Promise<GeocodedPlace | null> {
    // About 1 m: pins a step apart share an answer.
    const key = `reverse:${lat.toFixed(5)},${lng.toFixed(5)}`;
    const cached = this.cache.get(key);
    if (cached !== undefined && !Array.isArray(cached)) return cached;
    const body = await this.get('reverse', {
      lat: lat.toFixed(6),
      lon: lng.toFixed(6),
      zoom: '18',
    });
    const parsed = NominatimReverseSchema.safeParse(body);
    if (!parsed.success) throw new GeocoderUnavailableError('Nominatim reverse: unreadable answer');
    const place =
      parsed.data && (parsed.data.address?.country_code ?? 'mx') === 'mx'
        ? toPlace(parsed.data)
        : null;
    this.cache.set(key, place);
    return place;
  }

  private async get(endpoint: 'search' | 'reverse', params: Record<string, string>) {
    const { url, userAgent, email, timeoutMs } = this.settings;
    const target = new URL(endpoint, url.endsWith('/') ? url : `${url}/`);
    const query = new URLSearchParams({
      ...params,
      format: 'jsonv2',
      addressdetails: '1',
      'accept-language': 'es',
    });
    if (email) query.set('email', email);
    target.search = query.toString();
    let response: Response;
    try {
      response = await fetch(target, {
        headers: { 'user-agent': userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new GeocoderUnavailableError(
        `Nominatim unreachable: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (!response.ok) {
      throw new GeocoderUnavailableError(`Nominatim answered ${response.status}`);
    }
    try {
      const body: unknown = await response.json();
      return body;
    } catch (error) {
      throw new GeocoderUnavailableError(
        `Nominatim answered no JSON: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}

/** Nominatim's parts in the form's terms: a colonia is tagged neighbourhood, suburb or quarter. */
function toPlace({ lat, lon, display_name, address = {} }: NominatimPlace): GeocodedPlace {
  const city = address.city ?? address.town ?? address.village ?? null;
  return {
    label: display_name,
    lat,
    lng: lon,
    street: address.road ?? address.pedestrian ?? null,
    exterior_number: address.house_number ?? null,
    neighborhood: address.neighbourhood ?? address.suburb ?? address.quarter ?? null,
    postal_code: address.postcode && /^\d{5}$/.test(address.postcode) ? address.postcode : null,
    municipality:
      address.city_district ?? address.borough ?? address.municipality ?? address.county ?? city,
    city,
    state: mexicanState(address.state),
  };
}

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * OpenStreetMap names some states in full ("Veracruz de Ignacio de la Llave", "Michoacán de
 * Ocampo") and the State of Mexico just "México"; the form offers INEGI's short names.
 */
export function mexicanState(name: string | undefined): MexicanState | null {
  if (!name) return null;
  const wanted = plain(name);
  if (wanted === 'mexico' || wanted === 'estado de mexico') return 'Estado de México';
  if (wanted === 'cdmx' || wanted === 'distrito federal') return 'Ciudad de México';
  return (
    MEXICAN_STATES.find((state) => plain(state) === wanted) ??
    MEXICAN_STATES.find((state) => wanted.startsWith(`${plain(state)} `)) ??
    null
  );
}
