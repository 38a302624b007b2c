import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { addDays } from '../../clock';
import type { DB } from '../../db/schema';
import * as repo from './session.repository';

/** Sessions last this long after their last use. */
export const SESSION_TTL_DAYS = 30;
/** A session's expiry moves forward at most this often, so reads don't all become writes. */
const EXTEND_EVERY_MS = 60 * 60 * 1000;

/** The signed-in caller, as every module sees it. */
export interface AuthUser {
  id: number;
  /** The session the request came with (logout revokes it). */
  sessionId: number;
  /** As in the users table when the request arrived (an order names who placed it). */
  name: string;
  isMentor: boolean;
  isSeller: boolean;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session: returns the opaque 256-bit bearer token; only its hash is stored. */
export async function createSession(db: Kysely<DB>, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repo.insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    now: now.toISOString(),
    expiresAt: addDays(now, SESSION_TTL_DAYS).toISOString(),
  });
  return token;
}

/** The user behind a live token, or null for an unknown, expired or revoked one. */
export async function resolveSession(
  db: Kysely<DB>,
  token: string,
  now: Date,
): Promise<AuthUser | null> {
  const session = await repo.findLiveSession(db, hashToken(token), now.toISOString());
  if (!session) return null;
  if (now.getTime() - Date.parse(session.last_used_at) > EXTEND_EVERY_MS) {
    await repo.extendSession(
      db,
      session.id,
      now.toISOString(),
      addDays(now, SESSION_TTL_DAYS).toISOString(),
    );
  }
  return {
    id: session.user_id,
    sessionId: session.id,
    name: session.name,
    isMentor: session.is_mentor === 1,
    isSeller: session.is_seller === 1,
  };
}

export function revokeSession(db: Kysely<DB>, sessionId: number, now: Date): Promise<unknown> {
  return repo.revokeSession(db, sessionId, now.toISOString());
}
