import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export function insertSession(
  db: Kysely<DB>,
  session: { userId: number; tokenHash: string; now: string; expiresAt: string },
) {
  return db
    .insertInto('user_sessions')
    .values({
      user_id: session.userId,
      token_hash: session.tokenHash,
      created_at: session.now,
      last_used_at: session.now,
      expires_at: session.expiresAt,
    })
    .execute();
}

export function findLiveSession(db: Kysely<DB>, tokenHash: string, now: string) {
  return db
    .selectFrom('user_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.last_used_at', 'u.id as user_id', 'u.name', 'u.is_mentor', 'u.is_seller'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
}

export function extendSession(db: Kysely<DB>, id: number, now: string, expiresAt: string) {
  return db
    .updateTable('user_sessions')
    .set({ last_used_at: now, expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

export function revokeSession(db: Kysely<DB>, id: number, now: string) {
  return db
    .updateTable('user_sessions')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}
