import { z } from 'zod';
import { StoreSchema } from './catalogue';
import { OperatorStoreSchema } from './operators';

export const LOGIN_CHANNELS = ['whatsapp', 'sms'] as const;
export const LoginChannelSchema = z.enum(LOGIN_CHANNELS, {
  error: 'Elige WhatsApp o SMS.',
});
export type LoginChannel = z.infer<typeof LoginChannelSchema>;

/** One-time codes (DESIGN §6). */
export const OTP_CODE_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;
export const REGISTRATION_TOKEN_TTL_MINUTES = 15;
export const USER_NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const phone = z
  .string({ error: 'Escribe tu número de celular.' })
  .trim()
  .min(1, { error: 'Escribe tu número de celular.' })
  .max(30, { error: 'El número de celular es demasiado largo.' });

const userName = z
  .string({ error: 'Escribe tu nombre.' })
  .trim()
  .min(2, { error: 'Escribe tu nombre (al menos 2 letras).' })
  .max(USER_NAME_MAX_LENGTH, {
    error: `El nombre admite como máximo ${USER_NAME_MAX_LENGTH} caracteres.`,
  })
  .regex(/\p{L}/u, { error: 'Escribe tu nombre con letras.' });

export const SendLoginCodeBodySchema = z.strictObject({
  phone,
  channel: LoginChannelSchema.default('whatsapp'),
});
export type SendLoginCodeBody = z.input<typeof SendLoginCodeBodySchema>;

export const SendLoginCodeResponseSchema = z.object({
  message: z.string(),
  resend_after_seconds: z.number().int(),
});
export type SendLoginCodeResponse = z.infer<typeof SendLoginCodeResponseSchema>;

export const LoginBodySchema = z.strictObject({
  phone,
  code: z
    .string({ error: 'Escribe el código de 6 dígitos.' })
    .max(20, { error: 'El código tiene 6 dígitos.' })
    .trim()
    .regex(/^\d{6}$/, { error: 'El código tiene 6 dígitos.' }),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const RegisterBodySchema = z.strictObject({
  name: userName,
  phone,
  registration_token: z
    .string({ error: 'Tu verificación expiró. Pide un código nuevo.' })
    .min(1, { error: 'Tu verificación expiró. Pide un código nuevo.' })
    .max(200, { error: 'Tu verificación expiró. Pide un código nuevo.' }),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const UpdateUserBodySchema = z.strictObject({
  name: userName.optional(),
  email: z
    .string({ error: 'Escribe un correo electrónico válido.' })
    .trim()
    .max(EMAIL_MAX_LENGTH, {
      error: `El correo admite como máximo ${EMAIL_MAX_LENGTH} caracteres.`,
    })
    .pipe(z.union([z.literal(''), z.email({ error: 'Escribe un correo electrónico válido.' })]))
    .nullable()
    .optional(),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>;

export const UserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  avatar_url: z.string().nullable(),
  assigned_store: z.object({ id: z.number().int(), slug: z.string() }).nullable(),
  is_mentor: z.boolean(),
  is_seller: z.boolean(),
  /** The stores this user runs and their role in each (decision 040); empty for shoppers. */
  operator_stores: z.array(OperatorStoreSchema),
});
export type User = z.infer<typeof UserSchema>;

export const AuthResponseSchema = z.object({ token: z.string(), user: UserSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

/** A proven phone without an account gets a registration token instead of a session. */
export const LoginResponseSchema = z.union([
  AuthResponseSchema,
  z.object({ token: z.null(), user: z.null(), registration_token: z.string() }),
]);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const UserResponseSchema = z.object({ user: UserSchema });
export type UserResponse = z.infer<typeof UserResponseSchema>;

export const UserStoresResponseSchema = z.object({ data: z.array(StoreSchema) });
export type UserStoresResponse = z.infer<typeof UserStoresResponseSchema>;

export const DevOutboxQuerySchema = z.object({ phone: phone.optional() });
export const DevOutboxResponseSchema = z.object({
  data: z.array(
    z.object({
      phone: z.string(),
      channel: LoginChannelSchema,
      code: z.string(),
      sent_at: z.string(),
    }),
  ),
});
export type DevOutboxResponse = z.infer<typeof DevOutboxResponseSchema>;
