import { z } from 'zod';

/** Database ids fit PostgreSQL's `integer`. */
export const MAX_ID = 2_147_483_647;

/** An id in a JSON body: a whole positive number, one message for every way it can be wrong. */
export const positiveId = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_ID, { error: message });

/**
 * An id in a path or query string, where it arrives as text: decimal digits only. (A plain
 * number coercion also took `0x10`, `1e1`, ` 16 ` and `16.0` as 16: several spellings of one
 * resource, none of which the published schema allows.)
 */
export const idParam = (message: string) =>
  z
    .string({ error: message })
    .max(10, { error: message })
    .regex(/^\d+$/, { error: message })
    .transform(Number)
    .pipe(
      z
        .number({ error: message })
        .int({ error: message })
        .positive({ error: message })
        .max(MAX_ID, { error: message }),
    );
