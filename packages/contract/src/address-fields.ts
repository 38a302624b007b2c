/**
 * Address limits and the list of Mexican states, shared by server and web. Kept free of zod so
 * the web app's first chunk (which loads the default address) doesn't carry the schemas.
 */

/** The most addresses one user may keep in their address book. */
export const MAX_ADDRESSES_PER_USER = 20;

export const ADDRESS_FIELD_MAX_LENGTH = {
  label: 40,
  street: 120,
  exterior_number: 20,
  internal_number: 20,
  neighborhood: 120,
  municipality: 120,
  city: 120,
  between_streets: 160,
  references: 240,
  receiver_name: 80,
} as const;

/** The 32 federal entities, as INEGI names them; the address form offers them as a list. */
export const MEXICAN_STATES = [
  'Aguascalientes',
  'Baja California',
  'Baja California Sur',
  'Campeche',
  'Chiapas',
  'Chihuahua',
  'Ciudad de México',
  'Coahuila',
  'Colima',
  'Durango',
  'Estado de México',
  'Guanajuato',
  'Guerrero',
  'Hidalgo',
  'Jalisco',
  'Michoacán',
  'Morelos',
  'Nayarit',
  'Nuevo León',
  'Oaxaca',
  'Puebla',
  'Querétaro',
  'Quintana Roo',
  'San Luis Potosí',
  'Sinaloa',
  'Sonora',
  'Tabasco',
  'Tamaulipas',
  'Tlaxcala',
  'Veracruz',
  'Yucatán',
  'Zacatecas',
] as const;
export type MexicanState = (typeof MEXICAN_STATES)[number];
