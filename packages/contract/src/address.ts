import { z } from 'zod';
import { ADDRESS_FIELD_MAX_LENGTH as MAX, MEXICAN_STATES } from './address-fields';
import { idParam } from './ids';

const tooLong = (label: string, max: number) => `${label} admite como máximo ${max} caracteres.`;

const requiredText = (missing: string, label: string, max: number) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .max(max, { error: tooLong(label, max) });

/** Optional text: blank becomes null, so a cleared field clears the stored value. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} debe ser texto.` })
    .trim()
    .max(max, { error: tooLong(label, max) })
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label} debe ser un número.` })
    .min(-limit, { error: `${label} debe estar entre -${limit} y ${limit}.` })
    .max(limit, { error: `${label} debe estar entre -${limit} y ${limit}.` });

/** Query coordinates: a present, finite number within range (blank is not zero). */
export const coordinateParam = (label: string, limit: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    coordinate(label, limit),
  );

/**
 * The address form's fields, one rule each, shared by the server and the web form. Coordinates
 * are the shopper's pin; the pin, not the typed text, decides coverage.
 */
export const AddressFieldsSchema = z.strictObject({
  label: optionalText('El nombre de la dirección', MAX.label),
  street: requiredText('Escribe la calle.', 'La calle', MAX.street),
  exterior_number: requiredText(
    'Escribe el número exterior (o «S/N»).',
    'El número exterior',
    MAX.exterior_number,
  ).regex(/^[\p{L}\d\s\-/.#,]+$/u, {
    error: 'Usa letras, números y guiones en el número exterior (o «S/N»).',
  }),
  internal_number: optionalText('El número interior', MAX.internal_number),
  neighborhood: requiredText('Escribe la colonia.', 'La colonia', MAX.neighborhood),
  postal_code: z
    .string({ error: 'Escribe el código postal.' })
    .max(20, { error: 'El código postal tiene 5 dígitos.' })
    .trim()
    .regex(/^\d{5}$/, { error: 'El código postal tiene 5 dígitos.' }),
  municipality: requiredText(
    'Escribe la alcaldía o municipio.',
    'La alcaldía o municipio',
    MAX.municipality,
  ),
  city: optionalText('La ciudad', MAX.city),
  state: z.enum(MEXICAN_STATES, { error: 'Elige el estado.' }),
  between_streets: optionalText('Entre calles', MAX.between_streets),
  references: optionalText('Las referencias', MAX.references),
  lat: coordinate('La latitud', 90),
  lng: coordinate('La longitud', 180),
  receiver_name: requiredText(
    'Escribe quién recibe.',
    'El nombre de quien recibe',
    MAX.receiver_name,
  )
    .min(2, { error: 'Escribe el nombre de quien recibe (al menos 2 letras).' })
    .regex(/\p{L}/u, { error: 'Escribe el nombre de quien recibe con letras.' }),
  receiver_phone: z
    .string({ error: 'Escribe el teléfono de quien recibe.' })
    .max(40, { error: 'Escribe un celular válido de 10 dígitos para quien recibe.' })
    .trim()
    .regex(/^\+[1-9]\d{7,14}$/, {
      error: 'Escribe un celular válido de 10 dígitos para quien recibe.',
    }),
});
export type AddressFields = z.output<typeof AddressFieldsSchema>;
export type AddressFieldsInput = z.input<typeof AddressFieldsSchema>;

export const CreateAddressBodySchema = AddressFieldsSchema.extend({
  is_default: z.boolean({ error: 'Indica si es la dirección predeterminada.' }).optional(),
});
export type CreateAddressBody = z.output<typeof CreateAddressBodySchema>;

/** Any subset of the fields; `is_default: true` makes it the default (the only way to move it). */
export const UpdateAddressBodySchema = AddressFieldsSchema.partial().extend({
  is_default: z
    .literal(true, {
      error: 'Para cambiar la dirección predeterminada, elige otra como predeterminada.',
    })
    .optional(),
});
export type UpdateAddressBody = z.output<typeof UpdateAddressBodySchema>;

export const AddressParamsSchema = z.object({
  id: idParam('La dirección no es válida.'),
});

export const AddressSchema = z.object({
  id: z.number().int(),
  label: z.string().nullable(),
  street: z.string(),
  exterior_number: z.string(),
  internal_number: z.string().nullable(),
  neighborhood: z.string(),
  postal_code: z.string(),
  municipality: z.string(),
  city: z.string().nullable(),
  state: z.string(),
  between_streets: z.string().nullable(),
  references: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  receiver_name: z.string(),
  receiver_phone: z.string(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof AddressSchema>;

export const AddressResponseSchema = z.object({ data: AddressSchema });
export type AddressResponse = z.infer<typeof AddressResponseSchema>;

/** The user's addresses, default first, then newest (bounded by MAX_ADDRESSES_PER_USER). */
export const AddressListResponseSchema = z.object({ data: z.array(AddressSchema) });
export type AddressListResponse = z.infer<typeof AddressListResponseSchema>;

/** No address yet answers `{data: null}`, not 404: having none is a normal state. */
export const DefaultAddressResponseSchema = z.object({ data: AddressSchema.nullable() });
export type DefaultAddressResponse = z.infer<typeof DefaultAddressResponseSchema>;

// Coverage

export const CoverageQuerySchema = z.object({
  store_id: idParam('La tienda no es válida.'),
  lat: coordinateParam('La latitud', 90),
  lng: coordinateParam('La longitud', 180),
});
export type CoverageQuery = z.infer<typeof CoverageQuerySchema>;

export const DeliveryZoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  delivery_fee_cents: z.number().int(),
  min_order_cents: z.number().int(),
});
export type DeliveryZone = z.infer<typeof DeliveryZoneSchema>;

export const CoverageResponseSchema = z.object({
  covered: z.boolean(),
  zone: DeliveryZoneSchema.nullable(),
});
export type CoverageResponse = z.infer<typeof CoverageResponseSchema>;

/** A GeoJSON polygon: rings of [longitude, latitude] positions, the first ring the outline. */
export const GeoJsonPolygonSchema = z.object({
  type: z.literal('Polygon'),
  coordinates: z.array(z.array(z.tuple([z.number(), z.number()]))),
});
export type GeoJsonPolygon = z.infer<typeof GeoJsonPolygonSchema>;

export const StoreZoneSchema = DeliveryZoneSchema.extend({ polygon: GeoJsonPolygonSchema });
export type StoreZone = z.infer<typeof StoreZoneSchema>;

/** `GET /stores/{id}/delivery-zones`: what the coverage screen draws, cheapest first. */
export const StoreZonesResponseSchema = z.object({ data: z.array(StoreZoneSchema) });
export type StoreZonesResponse = z.infer<typeof StoreZonesResponseSchema>;
