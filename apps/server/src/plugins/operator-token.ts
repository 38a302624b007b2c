import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { messages } from '../messages';

/**
 * Guards every route of the plugin it is called in with `Authorization: Bearer
 * <OPERATOR_TOKEN>`, answering 401 before anything is validated.
 */
export function requireOperatorToken(app: FastifyInstance, operatorToken: string): void {
  const isOperatorToken = operatorTokenCheck(operatorToken);
  app.addHook('onRequest', async (request) => {
    if (!isOperatorToken(request.headers.authorization)) {
      throw new AppError('unauthenticated', messages.operatorTokenInvalid);
    }
  });
}

/** Whether an Authorization header carries the shared operator token, compared in constant time. */
export function operatorTokenCheck(operatorToken: string): (header: string | undefined) => boolean {
  const expected = digest(operatorToken);
  return (header) => {
    const token = header?.startsWith('Bearer ') ? header.slice(7) : '';
    return timingSafeEqual(digest(token), expected);
  };
}

/** Comparing fixed-length digests keeps the check constant-time whatever the token's length. */
function digest(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
