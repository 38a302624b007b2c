import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyCors from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/** Origins the web app really talks to: itself, the map tiles and, when configured, Google Tag Manager. */
function contentSecurityPolicy(mapTileUrl: string) {
  const tileOrigin = tileHostPattern(mapTileUrl);
  const gtm = ['https://www.googletagmanager.com'];
  const analytics = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];
  return {
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      scriptSrc: ["'self'", ...gtm],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', tileOrigin, ...gtm, ...analytics],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...gtm, ...analytics],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  };
}

/** `https://{s}.tile.example.org/{z}/{x}/{y}.png` → `https://*.tile.example.org`. */
export function tileHostPattern(tileUrl: string): string {
  const url = new URL(tileUrl.replace(/\{[a-z]\}/gi, 'x'));
  const host = tileUrl.includes('{s}.') ? `*.${url.host.split('.').slice(1).join('.')}` : url.host;
  return `${url.protocol}//${host}`;
}

/** Puts on an answer what every answer carries: the security headers and the request's id. */
export type AnswerStamp = (request: FastifyRequest, reply: FastifyReply) => void;

export function answerStamp(mapTileUrl: string): AnswerStamp {
  const securityHeaders = helmetHeaders({
    contentSecurityPolicy: contentSecurityPolicy(mapTileUrl),
    crossOriginEmbedderPolicy: false,
  });
  return (request, reply) => {
    reply.headers(securityHeaders);
    reply.header('x-request-id', request.id);
  };
}

export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  stamp: AnswerStamp,
): Promise<void> {
  // A callback, not a promise: it runs on every request.
  app.addHook('onRequest', (request, reply, done) => {
    stamp(request, reply);
    done();
  });
  // Without configured origins no cross-origin call is allowed: nothing to answer, so the
  // plugin (which otherwise works out "no" on every request) isn't registered at all.
  if (config.corsOrigins.length === 0) return;
  await app.register(fastifyCors, {
    origin: config.corsOrigins,
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
    maxAge: 600,
  });
}

/**
 * The headers helmet sets, worked out once. They are the same on every answer (the policy
 * has no per-request nonce), and running helmet's middleware chain on each request cost
 * about 8% of the CPU of a cached page: it now runs once, against a response that only
 * records what it is given. (The Fastify wrapper was worse still: it parsed the whole policy
 * again on every request.)
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // Helmet (8.1+) throws a bad option when it is built, never through the callback.
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}
