import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { messages } from '../messages';

/** Nested objects in a request body are shallow; a deeper body is checked this far and no more. */
const MAX_DEPTH = 32;

function carriesNull(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000') || carriesNull(child, depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL text can't hold the NUL character: a path, query or body carrying one ended in a
 * 500 there, while SQLite stored it. No shopper types one, so every request that carries one is
 * refused before validation, the same on both databases, whatever the route.
 */
export function refuseNullCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (
      carriesNull(request.params) ||
      carriesNull(request.query) ||
      carriesNull(request.body) ||
      carriesNull(request.headers['idempotency-key'])
    ) {
      throw new AppError('invalid_request', messages.nullCharacter);
    }
  });
}
