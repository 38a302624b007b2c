import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { DB } from '../db/schema';
import { AppError } from '../errors';
import { messages } from '../messages';
import { type AuthUser, resolveSession } from '../modules/auth/session.service';
import type { AdminContext } from '../modules/operators/admin-context';
import { requireOwner, resolveAdminAccess } from '../modules/operators/operators.service';
import { operatorTokenCheck } from './operator-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on every `/api/admin/stores/{slug}/…` request once the access plugin let it in. */
    adminContext: AdminContext | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,100})$/;

/**
 * The one gate of the operator API (decision 040): on request, before any validation, it
 * decides who is calling (a session, the shared OPERATOR_TOKEN, or nobody: 401) and what they
 * may do on the store in the path (another store's operator: 404; a non-operator: 403). Every
 * admin route is registered inside the scope this is called on.
 */
export function registerAdminAccess(
  app: FastifyInstance,
  { db, clock, operatorToken }: { db: Kysely<DB>; clock: Clock; operatorToken: string },
): void {
  const isOperatorToken = operatorTokenCheck(operatorToken);
  app.decorateRequest('user', null);
  app.decorateRequest('adminContext', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const slug = (request.params as { slug?: unknown }).slug;
    if (isOperatorToken(header)) {
      request.adminContext = await resolveAdminAccess(
        db,
        { kind: 'system' },
        storeSlug(slug),
        request.id,
      );
      return;
    }
    const user = await signedInUser(db, clock, header);
    request.user = user;
    request.adminContext = await resolveAdminAccess(
      db,
      { kind: 'user', user },
      storeSlug(slug),
      request.id,
    );
  });
}

async function signedInUser(
  db: Kysely<DB>,
  clock: Clock,
  header: string | undefined,
): Promise<AuthUser> {
  if (header === undefined) throw new AppError('unauthenticated', messages.operatorSignInRequired);
  const token = BEARER.exec(header)?.[1];
  const user = token ? await resolveSession(db, token, clock()) : null;
  if (!user) throw new AppError('unauthenticated', messages.sessionExpired);
  return user;
}

/** Fastify fills the path's params before onRequest hooks run; they are strings as routed. */
function storeSlug(slug: unknown): string {
  return typeof slug === 'string' ? slug : '';
}

/** The access plugin's answer for a route: it always ran before a handler can ask. */
export function adminContext(request: FastifyRequest): AdminContext {
  const ctx = request.adminContext;
  if (!ctx) throw new Error('admin route registered outside the admin access scope');
  return ctx;
}

/**
 * An `onRequest` hook for owner-only routes (operators, settings): staff get 403 before their
 * input is validated, as the access plugin answers everyone else.
 */
export async function ownerOnly(request: FastifyRequest): Promise<void> {
  requireOwner(adminContext(request));
}
