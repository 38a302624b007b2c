import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { messages } from '../messages';

/**
 * Guards every route of the plugin it is called in with `Authorization: Bearer
 * <OPERATOR_TOKEN>`, answering 401 before anything is validated.
 */
export function requireOperatorToken(app: FastifyInstance, operatorToken: string): void {
  const expected = digest(operatorToken);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!timingSafeEqual(digest(token), expected)) {
      throw new AppError('unauthenticated', messages.operatorTokenInvalid);
    }
  });
}

/** Comparing fixed-length digests keeps the check constant-time whatever the token's length. */
function digest(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
