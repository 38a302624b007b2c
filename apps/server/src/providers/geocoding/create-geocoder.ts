import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Geocoder } from './geocoder';
import { NominatimGeocoder } from './nominatim-geocoder';

/** Nominatim (or a compatible service) when GEOCODER_URL is set; otherwise no address search. */
export function createGeocoder(config: Config, clock: Clock): Geocoder | null {
  if (!config.geocoder) return null;
  return new NominatimGeocoder(config.geocoder, () => clock().getTime());
}
