import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import { PUBLIC_READ_CACHE_CONTROL, sendWithValidators } from '../../plugins/http-caching';
import { PreparedBody } from '../../plugins/prepared-body';
import type { ResponseCache } from './response-cache';

/** What every catalogue route module is given: the database and the shared response cache. */
export interface CatalogueDeps {
  db: Kysely<DB>;
  cache: ResponseCache<PreparedBody>;
}

export const catalogueTags = ['catalogue'];

/**
 * Answers from the response cache. The body is checked against its contract schema when it is
 * computed (as the zod serializer would) and kept as prepared bytes, so hits skip
 * serialization and compression; it goes with its ETag, and a client that holds it gets 304
 * (decision 036).
 */
export async function sendCached<T>(
  cache: ResponseCache<PreparedBody>,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  schema: z.ZodType<T>,
  load: () => Promise<T>,
) {
  const cached = await cache.get(key, async () => {
    return new PreparedBody(JSON.stringify(schema.parse(await load())));
  });
  return sendWithValidators(request, reply, {
    body: cached,
    contentType: 'application/json; charset=utf-8',
    cacheControl: PUBLIC_READ_CACHE_CONTROL,
  });
}
