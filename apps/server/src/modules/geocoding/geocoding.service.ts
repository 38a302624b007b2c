import type { GeocodedPlace } from '@canasta/contract';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import {
  type GeoPoint,
  type Geocoder,
  GeocoderUnavailableError,
} from '../../providers/geocoding/geocoder';
import type { RateLimiter } from '../../providers/rate-limits/rate-limiter';

export interface GeocodingDeps {
  geocoder: Geocoder | null;
  limiter: RateLimiter;
  /** Look-ups one address may ask per minute (searches and reverse together). */
  ipMinuteLimit: number;
  log: { warn(details: object, message: string): void };
}

const MINUTE_SECONDS = 60;

/** Places matching what the shopper typed, in Mexico. */
export function searchPlaces(
  deps: GeocodingDeps,
  input: { q: string; ip: string },
): Promise<GeocodedPlace[]> {
  return ask(deps, input.ip, (geocoder) => geocoder.search(input.q));
}

/** The address at a pin, or null where the provider knows none. */
export function placeAt(
  deps: GeocodingDeps,
  input: GeoPoint & { ip: string },
): Promise<GeocodedPlace | null> {
  return ask(deps, input.ip, (geocoder) => geocoder.reverse({ lat: input.lat, lng: input.lng }));
}

async function ask<T>(
  { geocoder, limiter, ipMinuteLimit, log }: GeocodingDeps,
  ip: string,
  call: (geocoder: Geocoder) => Promise<T>,
): Promise<T> {
  // Off is a setting, not an outage: said once at start (buildApp), not logged per request.
  if (!geocoder) throw new AppError('service_unavailable', messages.geocodingOff, { quiet: true });
  const decision = await limiter.hit(`geocode-ip:${ip}`, ipMinuteLimit, MINUTE_SECONDS);
  if (!decision.allowed) {
    throw new AppError('rate_limited', messages.rateLimited, {
      headers: { 'retry-after': String(decision.retryAfterSeconds) },
      details: { retry_after_seconds: decision.retryAfterSeconds },
    });
  }
  try {
    return await call(geocoder);
  } catch (error) {
    if (!(error instanceof GeocoderUnavailableError)) throw error;
    log.warn({ provider: geocoder.name, reason: error.message }, 'geocoder unavailable');
    throw new AppError('service_unavailable', messages.geocoderUnavailable, { cause: error });
  }
}
