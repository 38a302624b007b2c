import type { Kysely } from 'kysely';
import type { DB, LoginCodesTable } from '../../db/schema';

export function insertLoginCode(
  db: Kysely<DB>,
  code: {
    phone: string;
    channel: LoginCodesTable['channel'];
    codeHmac: string;
    now: string;
    expiresAt: string;
  },
) {
  return db
    .insertInto('login_codes')
    .values({
      phone: code.phone,
      channel: code.channel,
      code_hmac: code.codeHmac,
      created_at: code.now,
      expires_at: code.expiresAt,
    })
    .execute();
}

/** A new code replaces the phone's earlier ones. */
export function retireLoginCodes(db: Kysely<DB>, phone: string, now: string) {
  return db
    .updateTable('login_codes')
    .set({ consumed_at: now })
    .where('phone', '=', phone)
    .where('consumed_at', 'is', null)
    .execute();
}

export function findLiveLoginCode(db: Kysely<DB>, phone: string, now: string) {
  return db
    .selectFrom('login_codes')
    .select(['id', 'code_hmac', 'attempts'])
    .where('phone', '=', phone)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Counts a try if tries are left; returns the new count, or undefined when none were left. */
export async function countAttempt(db: Kysely<DB>, id: number, maxAttempts: number) {
  const row = await db
    .updateTable('login_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts;
}

/** Consumes a code once: false when another request consumed it first. */
export async function consumeLoginCode(db: Kysely<DB>, id: number, now: string) {
  const result = await db
    .updateTable('login_codes')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function insertRegistrationToken(
  db: Kysely<DB>,
  token: { tokenHash: string; phone: string; now: string; expiresAt: string },
) {
  return db
    .insertInto('registration_tokens')
    .values({
      token_hash: token.tokenHash,
      phone: token.phone,
      created_at: token.now,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** Whether a registration token for this phone could still be used (a look, not a use). */
export async function isRegistrationTokenLive(
  db: Kysely<DB>,
  tokenHash: string,
  phone: string,
  now: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('registration_tokens')
    .select('token_hash')
    .where('token_hash', '=', tokenHash)
    .where('phone', '=', phone)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** Uses a registration token for this phone once; false if unknown, expired, used or for another phone. */
export async function useRegistrationToken(
  db: Kysely<DB>,
  tokenHash: string,
  phone: string,
  now: string,
) {
  const result = await db
    .updateTable('registration_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('phone', '=', phone)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
