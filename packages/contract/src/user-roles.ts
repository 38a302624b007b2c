import { z } from 'zod';
import { UserSchema } from './auth';

/** Operators grant or remove the seller and mentor flags (`PUT /api/ops/users/{phone}/roles`). */
export const UserRolesBodySchema = z
  .strictObject({
    seller: z.boolean({ error: 'Indica true o false para seller.' }).optional(),
    mentor: z.boolean({ error: 'Indica true o false para mentor.' }).optional(),
  })
  .refine((body) => body.seller !== undefined || body.mentor !== undefined, {
    error: 'Indica seller, mentor o ambos (true o false).',
  });
export type UserRolesBody = z.infer<typeof UserRolesBodySchema>;

/** The user's phone in any common form (`+525510000002`, `55 1000 0002`, `521…`). */
export const UserPhoneParamsSchema = z.object({
  phone: z
    .string()
    .trim()
    .min(1, { error: 'Escribe el celular del usuario.' })
    .max(30, { error: 'El número de celular es demasiado largo.' }),
});

export const UserRolesResponseSchema = z.object({ data: UserSchema });
export type UserRolesResponse = z.infer<typeof UserRolesResponseSchema>;
