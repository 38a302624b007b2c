import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: contentSecurityPolicy(mapTileUrl),
    crossOriginEmbedderPolicy: false,
    // Swagger UI ships its own inline-script CSP; everything else uses ours.
    enableCSPNonces: false,
  });
  await app.register(fastifyCors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
    maxAge: 600,
  });
}
