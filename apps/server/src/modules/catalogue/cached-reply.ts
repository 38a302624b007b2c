import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import {
  PUBLIC_READ_CACHE_CONTROL,
  sendWithValidators,
  strongEtag,
} from '../../plugins/http-caching';
import type { ResponseCache } from './response-cache';

/** A cached answer: its JSON, and the ETag computed once with it. */
export interface CachedBody {
  body: string;
  etag: string;
}

/** What every catalogue route module is given: the database and the shared response cache. */
export interface CatalogueDeps {
  db: Kysely<DB>;
  cache: ResponseCache<CachedBody>;
}

export const catalogueTags = ['catalogue'];

/**
 * Answers from the response cache. The body is checked against its contract schema when it is
 * computed (as the zod serializer would) and sent as ready JSON, so hits skip serialization;
 * it goes with its ETag, and a client that holds it gets 304 (decision 036).
 */
export async function sendCached<T>(
  cache: ResponseCache<CachedBody>,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  schema: z.ZodType<T>,
  load: () => Promise<T>,
) {
  const cached = await cache.get(key, async () => {
    const body = JSON.stringify(schema.parse(await load()));
    return { body, etag: strongEtag(body) };
  });
  return sendWithValidators(request, reply, {
    ...cached,
    contentType: 'application/json; charset=utf-8',
    cacheControl: PUBLIC_READ_CACHE_CONTROL,
  });
}
