import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Catalogue reads and rendered pages are the same for every visitor: browsers and shared
 * caches may keep them for 5 s and serve them up to a minute longer while they revalidate in
 * the background with the ETag. Short on purpose: stock changes show at once on the server
 * (decision 034), and the cart checks stock again anyway (decision 036).
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=60';

/** Anything that depends on who asks (a cart, an order, a session): never stored anywhere. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/** A strong validator for exactly these bytes (before any content coding). */
export function strongEtag(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** `etag` as it goes out for a coding: one strong validator per representation. */
function etagForCoding(etag: string, coding: string): string {
  return `${etag.slice(0, -1)}-${coding}"`;
}

/**
 * The validator in `If-None-Match` that names this body, in whatever coding it was sent, or
 * null. Comparison is weak, as RFC 9110 asks for If-None-Match.
 */
function matchingValidator(header: string | undefined, etag: string): string | null {
  if (!header) return null;
  const base = etag.slice(1, -1);
  for (const raw of header.split(',')) {
    const candidate = raw.trim();
    if (candidate === '*') return etag;
    const opaque = candidate.replace(/^W\//, '');
    const tag = opaque.slice(1, -1);
    if (tag === base || tag.startsWith(`${base}-`)) return opaque;
  }
  return null;
}

interface Validated {
  body: string;
  etag: string;
  contentType: string;
  cacheControl: string;
}

/**
 * Sends `body` with its ETag and Cache-Control, or `304 Not Modified` with no body when the
 * client already holds it.
 */
export function sendWithValidators(
  request: FastifyRequest,
  reply: FastifyReply,
  { body, etag, contentType, cacheControl }: Validated,
): FastifyReply {
  reply.header('cache-control', cacheControl).header('etag', etag);
  const held = matchingValidator(request.headers['if-none-match'], etag);
  if (held) return reply.code(304).header('etag', held).send();
  return reply.type(contentType).send(body);
}

/**
 * Every API answer that didn't choose its caching is personal; and a compressed answer gets its
 * own ETag (`"…-br"`). That second hook must run after the compression plugin's, which it adds
 * to each route as the route is declared: so is this one, and it is registered after it.
 */
export function registerHttpCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
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
