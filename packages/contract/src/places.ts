import { z } from 'zod';
import { MEXICAN_STATES } from './address-fields';
import { coordinateParam } from './address';

/** A Mexican postal code: five digits, leading zeros kept ("06700"). */
export const POSTAL_CODE_PATTERN = /^\d{5}$/;

const POSTAL_CODE_ERROR = 'El código postal tiene 5 dígitos.';

export const PostalCodeParamsSchema = z.object({
  cp: z
    .string()
    // One message however it's wrong: a long code stops here.
    .max(5, { error: POSTAL_CODE_ERROR, abort: true })
    .regex(POSTAL_CODE_PATTERN, { error: POSTAL_CODE_ERROR }),
});
export type PostalCodeParams = z.infer<typeof PostalCodeParamsSchema>;

/**
 * What SEPOMEX's catalogue says of a postal code, in the address form's fields: its state (one
 * of the form's 32), municipality (alcaldía in Mexico City), city when it has one, and every
 * colonia (asentamiento) it covers, in the catalogue's order.
 */
export const PostalCodePlaceSchema = z.object({
  postal_code: z.string(),
  state: z.enum(MEXICAN_STATES),
  municipality: z.string(),
  city: z.string().nullable(),
  neighborhoods: z.array(z.string()),
});
export type PostalCodePlace = z.infer<typeof PostalCodePlaceSchema>;

export const PostalCodeResponseSchema = z.object({ data: PostalCodePlaceSchema });
export type PostalCodeResponse = z.infer<typeof PostalCodeResponseSchema>;

export const StateAtPointQuerySchema = z.object({
  lat: coordinateParam('La latitud', 90),
  lng: coordinateParam('La longitud', 180),
});
export type StateAtPointQuery = z.infer<typeof StateAtPointQuerySchema>;

/** `data: null` outside Mexico's 32 states (the sea, another country). */
export const StateAtPointResponseSchema = z.object({
  data: z.object({ state: z.enum(MEXICAN_STATES) }).nullable(),
});
export type StateAtPointResponse = z.infer<typeof StateAtPointResponseSchema>;
