import { z } from 'zod';
import { MEXICAN_STATES } from './address-fields';
import { coordinateParam } from './address';

/** Shortest and longest address search the shop API passes on to its geocoder. */
export const GEOCODE_QUERY_MIN_LENGTH = 3;
export const GEOCODE_QUERY_MAX_LENGTH = 200;
/** The most places one search answers. */
export const GEOCODE_RESULTS_LIMIT = 5;

export const GeocodeSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Escribe la dirección que buscas.' })
    .trim()
    .min(GEOCODE_QUERY_MIN_LENGTH, {
      error: `Escribe al menos ${GEOCODE_QUERY_MIN_LENGTH} letras de la dirección.`,
    })
    .max(GEOCODE_QUERY_MAX_LENGTH, {
      error: `La búsqueda admite como máximo ${GEOCODE_QUERY_MAX_LENGTH} caracteres.`,
    }),
});
export type GeocodeSearchQuery = z.infer<typeof GeocodeSearchQuerySchema>;

export const GeocodeReverseQuerySchema = z.object({
  lat: coordinateParam('La latitud', 90),
  lng: coordinateParam('La longitud', 180),
});
export type GeocodeReverseQuery = z.infer<typeof GeocodeReverseQuerySchema>;

/**
 * A place the geocoder knows, with the address form's fields it could tell (null where it
 * couldn't). `state` is one of the form's states or null, never the provider's own spelling.
 */
export const GeocodedPlaceSchema = z.object({
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
  street: z.string().nullable(),
  exterior_number: z.string().nullable(),
  neighborhood: z.string().nullable(),
  postal_code: z.string().nullable(),
  municipality: z.string().nullable(),
  city: z.string().nullable(),
  state: z.enum(MEXICAN_STATES).nullable(),
});
export type GeocodedPlace = z.infer<typeof GeocodedPlaceSchema>;

export const GeocodeSearchResponseSchema = z.object({ data: z.array(GeocodedPlaceSchema) });
export type GeocodeSearchResponse = z.infer<typeof GeocodeSearchResponseSchema>;

/** `data: null` when the geocoder knows no address at the point (the sea, another country). */
export const GeocodeReverseResponseSchema = z.object({ data: GeocodedPlaceSchema.nullable() });
export type GeocodeReverseResponse = z.infer<typeof GeocodeReverseResponseSchema>;
