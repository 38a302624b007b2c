import { z } from 'zod';
import { AddressSchema, CreateAddressBodySchema, UpdateAddressBodySchema } from './address';
import { EMAIL_MAX_LENGTH } from './auth';
import { idParam } from './ids';
import { PageQuerySchema, paginatedSchema } from './pagination';

/**
 * A seller's or mentor's own clients (DESIGN §5 "Clients"). Each client has a phone that is
 * unique in its owner's list (normalized like sign-in phones on the server) and an address
 * book of its own, shaped exactly like the user's.
 */

/** The most addresses one client may keep. */
export const MAX_ADDRESSES_PER_CLIENT = 10;

export const CLIENT_FIELD_MAX_LENGTH = {
  name: 80,
  phone: 30,
  email: EMAIL_MAX_LENGTH,
  notes: 500,
  q: 100,
} as const;
const MAX = CLIENT_FIELD_MAX_LENGTH;

const phoneInvalid = 'Escribe un celular válido de 10 dígitos para tu cliente.';

/** Blank becomes null, so a cleared field clears the stored value. */
const optionalText = <T extends z.ZodType<string, string>>(schema: T) =>
  schema
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

/** The register/edit form's fields, one rule each, shared by the server and the web form. */
export const ClientFieldsSchema = z.strictObject({
  name: z
    .string({ error: 'Escribe el nombre de tu cliente.' })
    .trim()
    .min(1, { error: 'Escribe el nombre de tu cliente.', abort: true })
    .min(2, { error: 'Escribe el nombre de tu cliente (al menos 2 letras).' })
    .max(MAX.name, { error: `El nombre admite como máximo ${MAX.name} caracteres.` })
    .regex(/\p{L}/u, { error: 'Escribe el nombre de tu cliente con letras.' }),
  /** Any common way of writing it ("55 1234 5678", "+52 1 55…"); the server stores E.164. */
  phone: z
    .string({ error: 'Escribe el celular de tu cliente.' })
    .trim()
    .min(1, { error: 'Escribe el celular de tu cliente.', abort: true })
    .max(MAX.phone, { error: 'El número de celular es demasiado largo.', abort: true })
    .regex(/^\+?[\d\s().-]+$/, { error: phoneInvalid }),
  email: optionalText(
    z
      .string({ error: 'Escribe un correo electrónico válido.' })
      .trim()
      .max(MAX.email, { error: `El correo admite como máximo ${MAX.email} caracteres.` })
      .pipe(z.union([z.literal(''), z.email({ error: 'Escribe un correo electrónico válido.' })])),
  ),
  notes: optionalText(
    z
      .string({ error: 'Las notas deben ser texto.' })
      .trim()
      .max(MAX.notes, { error: `Las notas admiten como máximo ${MAX.notes} caracteres.` }),
  ),
});
export type ClientFields = z.output<typeof ClientFieldsSchema>;
export type ClientFieldsInput = z.input<typeof ClientFieldsSchema>;

export const CreateClientBodySchema = ClientFieldsSchema;
export type CreateClientBody = z.output<typeof CreateClientBodySchema>;

/** Any subset of the fields; an omitted field is left as it is, `null` or blank clears it. */
export const UpdateClientBodySchema = ClientFieldsSchema.partial();
export type UpdateClientBody = z.output<typeof UpdateClientBodySchema>;

/** A client's address takes the user's address fields; the first becomes the default. */
export const CreateClientAddressBodySchema = CreateAddressBodySchema;
export type CreateClientAddressBody = z.output<typeof CreateClientAddressBodySchema>;
export const UpdateClientAddressBodySchema = UpdateAddressBodySchema;
export type UpdateClientAddressBody = z.output<typeof UpdateClientAddressBodySchema>;

export const ClientParamsSchema = z.object({
  id: idParam('El cliente no es válido.'),
});
export const ClientAddressParamsSchema = z.object({
  id: idParam('El cliente no es válido.'),
  addressId: idParam('La dirección no es válida.'),
});

/** `?q&page&per_page`: q matches name words (accents and case ignored) or phone digits. */
export const ClientListQuerySchema = PageQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(MAX.q, { error: `La búsqueda admite como máximo ${MAX.q} caracteres.` })
    .optional(),
});
export type ClientListQuery = z.infer<typeof ClientListQuerySchema>;

export const ClientAddressSchema = AddressSchema;
export type ClientAddress = z.infer<typeof ClientAddressSchema>;

export const ClientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** E.164, e.g. +525512345678. */
  phone: z.string(),
  email: z.string().nullable(),
  notes: z.string().nullable(),
  /** The address an order for this client goes to unless another is chosen. */
  default_address: ClientAddressSchema.nullable(),
  /** Default first, then newest (at most MAX_ADDRESSES_PER_CLIENT). */
  addresses: z.array(ClientAddressSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Client = z.infer<typeof ClientSchema>;

export const ClientResponseSchema = z.object({ data: ClientSchema });
export type ClientResponse = z.infer<typeof ClientResponseSchema>;

/** Newest first. */
export const ClientListResponseSchema = paginatedSchema(ClientSchema);
export type ClientListResponse = z.infer<typeof ClientListResponseSchema>;

export const ClientAddressResponseSchema = z.object({ data: ClientAddressSchema });
export type ClientAddressResponse = z.infer<typeof ClientAddressResponseSchema>;
