import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/auth';
import type { AuthUser } from '../auth/session.service';
import { assertKeepsClients } from './clients.service';

/**
 * Sign-in and the role are checked on request, before Fastify validates the body, so an
 * anonymous caller gets 401 and a shopper 403 whatever they send (decision 018).
 */
export function onlyClientKeepers(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    assertKeepsClients(requireUser(request.user));
  });
}

/** The caller, whom `onlyClientKeepers` already let through. */
export function owner(request: FastifyRequest): AuthUser {
  return requireUser(request.user);
}
