import type { GeocodedPlace } from '@canasta/contract';

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** The provider didn't answer in time, refused, or answered something unreadable. */
export class GeocoderUnavailableError extends Error {
  override name = 'GeocoderUnavailableError';
}

/**
 * Turns an address typed in Mexico into places, and a point into its address. One adapter per
 * provider, chosen at start from configuration; none configured means no address search.
 */
export interface Geocoder {
  readonly name: string;
  search(query: string): Promise<GeocodedPlace[]>;
  /** Null when the provider knows no Mexican address at the point. */
  reverse(point: GeoPoint): Promise<GeocodedPlace | null>;
}
