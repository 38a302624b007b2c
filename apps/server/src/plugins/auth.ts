import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/**
 * An `onRequest` hook for routes that need a signed-in user. Fastify validates params, query and
 * body before `preHandler`, so the check must run on request for an anonymous caller to get 401
 * whatever they send. Add it to a routes plugin (`app.addHook('onRequest', signedInOnly)`) and
 * every route the plugin declares inherits it.
 */
export async function signedInOnly(request: FastifyRequest): Promise<void> {
  requireUser(request.user);
}
