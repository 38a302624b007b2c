import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  COMPRESSION_THRESHOLD_BYTES,
  CONTENT_CODINGS,
  type PreparedBody,
  preferredCoding,
} from './prepared-body';

/**
 * Catalogue reads and rendered pages are the same for every visitor: browsers and shared
 * caches may keep them for 5 s and serve them up to a minute longer while they revalidate in
 * the background with the ETag. Short on purpose: stock changes show at once on the server
 * (decision 034), and the cart checks stock again anyway (decision 036).
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=60';

/** Anything that depends on who asks (a cart, an order, a session): never stored anywhere. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/**
 * The codings whose validators we recognise in `If-None-Match` (those the server sends). Only
 * these: with an arbitrary suffix, a body tagged `"3"` would take `"3-1"`, another version of
 * it, for its own.
 */
const CODINGS = new Set<string>(CONTENT_CODINGS);

/** `etag` as it goes out for a coding: one strong validator per representation. */
function etagForCoding(etag: string, coding: string): string {
  return `${etag.slice(0, -1)}-${coding}"`;
}

/**
 * One member of an If-None-Match list: `*`, or an entity tag with an optional `W/`. An opaque
 * tag may hold commas, so the list is read tag by tag rather than split on them; a malformed
 * member matches nothing.
 */
const LIST_MEMBER = /(?:^|,)\s*(\*|(?:W\/)?"[^"]*")\s*(?=,|$)/g;

/**
 * The validator in `If-None-Match` that names this body, in whatever coding it was sent, or
 * null. Comparison is weak, as RFC 9110 asks for If-None-Match.
 */
export function matchingValidator(header: string | undefined, etag: string): string | null {
  if (!header) return null;
  const base = etag.slice(1, -1);
  for (const [, candidate = ''] of header.matchAll(LIST_MEMBER)) {
    if (candidate === '*') return etag;
    const opaque = candidate.replace(/^W\//, '');
    const tag = opaque.slice(1, -1);
    if (tag === base) return opaque;
    if (tag.startsWith(`${base}-`) && CODINGS.has(tag.slice(base.length + 1))) return opaque;
  }
  return null;
}

/**
 * Adds `accept-encoding` to Vary. The compression plugin only does so when it compresses, but
 * the same URL may be sent compressed to another client: a shared cache must know that from the
 * identity answer too, and a 304 must repeat the Vary its 200 would have had (RFC 9110 15.4.5).
 * Lower case, as the plugin looks for it, so it isn't listed twice.
 */
function varyOnEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const listed = Array.isArray(current) ? current.join(',') : String(current ?? '');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(listed)) return;
  reply.header('vary', listed ? `${listed}, accept-encoding` : 'accept-encoding');
}

interface Validated {
  body: PreparedBody;
  contentType: string;
  cacheControl: string;
}

/**
 * Sends `body` with its ETag and Cache-Control, or `304 Not Modified` with no body when the
 * client already holds it. A client that accepts compression gets the body's compressed copy,
 * made once (the compression plugin leaves an answer that already has a coding alone). The
 * ETag names the body before compression; a compressed answer's is derived from it on its way
 * out (below).
 */
export function sendWithValidators(
  request: FastifyRequest,
  reply: FastifyReply,
  { body, contentType, cacheControl }: Validated,
): FastifyReply {
  reply.header('cache-control', cacheControl).header('etag', body.etag);
  varyOnEncoding(reply);
  const held = matchingValidator(request.headers['if-none-match'], body.etag);
  if (held) return reply.code(304).header('etag', held).send();
  reply.type(contentType);
  const coding =
    body.bytes.length >= COMPRESSION_THRESHOLD_BYTES
      ? preferredCoding(request.headers['accept-encoding'])
      : null;
  if (!coding) return reply.send(body.bytes);
  return reply.header('content-encoding', coding).send(body.encodedAs(coding));
}

/**
 * Every API answer that didn't choose its caching is personal, and an API error is never
 * stored; a compressed answer gets its own ETag (`"…-br"`). That second hook must run after the
 * compression plugin's, which it adds to each route as the route is declared: so is this one,
 * and it is registered after it.
 */
export function registerHttpCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    if (reply.statusCode >= 400) {
      // Fastify keeps the headers a route set before it failed: a public read that failed on
      // its way out (its compression, say) would otherwise go out as a cacheable error.
      reply.header('cache-control', PERSONAL_CACHE_CONTROL).removeHeader('etag');
    } else if (!reply.hasHeader('cache-control')) {
      reply.header('cache-control', PERSONAL_CACHE_CONTROL);
    }
    return payload;
  });
  app.addHook('onRoute', (route) => {
    const hooks = route.onSend;
    route.onSend = [...(Array.isArray(hooks) ? hooks : hooks ? [hooks] : []), etagPerCoding];
  });
}

async function etagPerCoding(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const etag = reply.getHeader('etag');
  const coding = reply.getHeader('content-encoding');
  if (typeof etag === 'string' && typeof coding === 'string' && reply.statusCode !== 304) {
    reply.header('etag', etagForCoding(etag, coding));
  }
  return payload;
}
