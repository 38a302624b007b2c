import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import type { ResponseCache } from './response-cache';

/** What every catalogue route module is given: the database and the shared response cache. */
export interface CatalogueDeps {
  db: Kysely<DB>;
  cache: ResponseCache;
}

export const catalogueTags = ['catalogue'];

/**
 * Answers from the response cache. The body is checked against its contract schema when it is
 * computed (as the zod serializer would) and sent as ready JSON, so hits skip serialization.
 */
export async function sendCached<T>(
  cache: ResponseCache,
  reply: FastifyReply,
  key: string,
  schema: z.ZodType<T>,
  load: () => Promise<T>,
) {
  const body = await cache.get(key, async () => JSON.stringify(schema.parse(await load())));
  return reply.type('application/json; charset=utf-8').send(body);
}
