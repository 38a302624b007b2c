import { z } from 'zod';

/** Database ids fit PostgreSQL's `integer`. */
const MAX_ID = 2_147_483_647;

/** An id in a JSON body: a whole positive number, one message for every way it can be wrong. */
export const positiveId = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_ID, { error: message });

/** An id in a path or query string, where it arrives as text. */
export const idParam = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_ID, { error: message });
