import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { DB } from '../db/schema';
import { AppError } from '../errors';
import { messages } from '../messages';
import { type AuthUser, resolveSession } from '../modules/auth/session.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null for an anonymous request. */
    user: AuthUser | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,100})$/;

/**
 * Resolves `Authorization: Bearer <token>` on every API request. No header means anonymous; a
 * header with a bad, expired or revoked token answers 401 so the client clears its session
 * (spec §8) instead of silently acting as someone else.
 */
export function registerAuth(
  app: FastifyInstance,
  { db, clock }: { db: Kysely<DB>; clock: Clock },
) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (header === undefined) return;
    const token = BEARER.exec(header)?.[1];
    const user = token ? await resolveSession(db, token, clock()) : null;
    if (!user) throw new AppError('unauthenticated', messages.sessionExpired);
    request.user = user;
  });
}

/** The caller, or a 401 for routes that need a signed-in user. */
export function requireUser(user: AuthUser | null): AuthUser {
  if (!user) throw new AppError('unauthenticated', messages.signInRequired);
  return user;
}
