import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
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

export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  mapTileUrl: string,
): Promise<void> {
  // Helmet's own middleware, built once: the policy is parsed here, and each request only sets
  // the finished headers. (The Fastify wrapper rebuilt it, parsing the whole policy again, on
  // every request: about 7% of the CPU of a catalogue read.)
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(mapTileUrl),
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet (8.1+) throws a bad option when it is built, never through this callback.
    setSecurityHeaders(request.raw, reply.raw, () => done());
  });
  await app.register(fastifyCors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
    maxAge: 600,
  });
}
