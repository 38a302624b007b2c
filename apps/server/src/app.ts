import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import {
  ADMIN_API_PREFIX,
  ADMIN_STORE_PREFIX,
  API_PREFIX,
  AVATAR_MAX_BYTES,
  DEFAULT_MAP_TILE_URL,
  DEV_API_PREFIX,
  OPS_API_PREFIX,
  apiRoutes,
} from '@canasta/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { registerAdminApi } from './admin-api';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import type { DB } from './db/schema';
import { addressRoutes } from './modules/addresses/address.routes';
import { addressBookRoutes } from './modules/addresses/addresses.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { sessionRoutes } from './modules/auth/session.routes';
import { cartCouponRoutes } from './modules/cart/cart-coupon.routes';
import { cartItemRoutes } from './modules/cart/cart-items.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { clientAddressRoutes } from './modules/clients/client-addresses.routes';
import { clientRoutes } from './modules/clients/client.routes';
import { clientListRoutes } from './modules/clients/clients.routes';
import { bannerRoutes } from './modules/catalogue/banners.routes';
import { categoryRoutes } from './modules/catalogue/categories.routes';
import { collectionRoutes } from './modules/catalogue/collections.routes';
import { productRoutes } from './modules/catalogue/products.routes';
import { storeRoutes } from './modules/catalogue/stores.routes';
import { coverageRoutes } from './modules/coverage/coverage.routes';
import { ResponseCache } from './modules/catalogue/response-cache';
import {
  type CatalogueChanges,
  createCatalogueChanges,
} from './modules/catalogue/catalogue-changes';
import { devOutboxRoutes } from './modules/dev/dev-outbox.routes';
import { deliveryRoutes } from './modules/delivery/delivery.routes';
import { geocodingRoutes } from './modules/geocoding/geocoding.routes';
import { openPostalCatalogue, type PostalCatalogue } from './modules/places/postal-catalogue';
import { placesRoutes } from './modules/places/places.routes';
import { healthRoutes } from './modules/health/health.routes';
import { type Readiness, createReadiness } from './modules/health/readiness';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { operatorRoutes } from './modules/orders/operator.routes';
import {
  type OrderEventsBroadcast,
  createOrderEventsBroadcast,
} from './modules/orders/order-events.broadcast';
import { orderEditRoutes } from './modules/orders/order-edits.routes';
import { orderRoutes } from './modules/orders/orders.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { sandboxPaymentRoutes } from './modules/payments/sandbox-payments.routes';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook.routes';
import { maintenanceRoutes } from './modules/settings/maintenance.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { userRoleRoutes } from './modules/users/user-roles.routes';
import { userPictureRoutes } from './modules/users/user-picture.routes';
import { userStoreRoutes } from './modules/users/user-stores.routes';
import { userRoutes } from './modules/users/users.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { registerAuth } from './plugins/auth';
import {
  answerClientError,
  registerErrorHandler,
  sendFrameworkError,
} from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerHttpCaching } from './plugins/http-caching';
import { answerStamp, registerSecurity } from './plugins/security';
import { registerWriteLimits } from './plugins/write-limits';
import { refuseNullCharacters } from './plugins/null-characters';
import { createGeocoder } from './providers/geocoding/create-geocoder';
import type { Geocoder } from './providers/geocoding/geocoder';
import { createMessageSender } from './providers/messaging/create-message-sender';
import type { MessageSender } from './providers/messaging/message-sender';
import type { CardProvider } from './providers/payments/card-provider';
import { createCardProvider } from './providers/payments/create-card-provider';
import { createDeferredProvider } from './providers/payments/create-deferred-provider';
import type { DeferredPaymentProvider } from './providers/payments/deferred-provider';
import type { RateLimiter } from './providers/rate-limits/rate-limiter';
import { DevOutboxSender } from './providers/messaging/dev-outbox-sender';
import { createRateLimiter } from './providers/rate-limits/create-rate-limiter';
import { DEFAULT_WEB_DIST, registerUploads, registerWebApp } from './plugins/static-files';
import { registerBatchedAnswers } from './plugins/batched-answers';
import { seoRoutes } from './modules/seo/seo.routes';
import { PageCache } from './modules/pages/page-cache';
import { loadPageRenderer } from './modules/pages/page-renderer';
import { pageRoutes } from './modules/pages/pages.routes';
import { createPageAnswer } from './modules/pages/rendered-pages';
import {
  COMPRESSION_THRESHOLD_BYTES,
  CONTENT_CODINGS,
  type PreparedBody,
} from './plugins/prepared-body';

// Schema messages that the contract doesn't word itself fall back to zod's Spanish locale.
z.config(z.locales.es());

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Pino options, or false for silence (tests). */
  logger?: FastifyServerOptions['logger'];
  /** The time source; tests inject one to move through expiries. */
  clock?: Clock;
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export function loggerOptions(config: Config): LoggerOptions {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["idempotency-key"]',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
  };
}

/** Builds the whole app without listening, so tests can drive it with `inject`. */
declare module 'fastify' {
  interface FastifyInstance {
    /** Wakes the orders board's live streams, in this process and (with Redis) every other. */
    orderEvents: OrderEventsBroadcast;
    /** Tells the catalogue caches of changes; the background work carries its stock news. */
    catalogueChanges: CatalogueChanges;
    /** The codes' sender; the background work sends order notices through the same one. */
    messageSender: MessageSender;
    /** Turned unready when the process starts shutting down: /readyz answers 503 (decision 055). */
    readiness: Readiness;
  }
}

export async function buildApp({
  config,
  database,
  logger,
  clock = systemClock,
}: BuildAppOptions): Promise<FastifyInstance> {
  const stamp = answerStamp(config.mapTileUrl ?? DEFAULT_MAP_TILE_URL);
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Refused before any hook runs: the answer gets its headers here.
    frameworkErrors: (error, request, reply) => {
      stamp(request, reply);
      sendFrameworkError(error, request, reply);
    },
    ...(config.trustProxy === undefined ? {} : { trustProxy: config.trustProxy }),
    clientErrorHandler: answerClientError,
    // The largest JSON a shopper sends (a full cart in bulk, an address) is a few kilobytes;
    // photos are limited by the multipart plugin, the payment webhook by its own route.
    bodyLimit: 32 * 1024,
    // Fastify turns Node's request timeout off by default; a client that sends its headers or
    // body a byte at a time would hold a connection for as long as it liked.
    requestTimeout: config.http.requestTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      // How often Node looks for requests past those limits (its default is every 30 s).
      connectionsCheckingInterval: Math.min(1000, config.http.headersTimeoutMs),
    },
    // A request that still reaches a stopping process (a connection accepted just before it
    // stopped listening) is served, its answer closing the connection: a 503 here would reach
    // the shopper, as nginx retries no 503 (decision 055).
    return503OnClosing: false,
    // One log line per request (below) instead of Fastify's two.
    logController: new LogController({
      requestIdLogLabel: 'request_id',
      disableRequestLogging: true,
    }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A callback rather than a promise: it runs on every request.
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });

  registerBatchedAnswers(app);
  registerErrorHandler(app);
  refuseNullCharacters(app);
  await registerSecurity(app, config, stamp);
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: [...CONTENT_CODINGS],
  });
  registerHttpCaching(app);
  await registerOpenApi(app);

  const { db } = database;
  const sender = createMessageSender(config, app.log, clock);
  const limiter = createRateLimiter(config.redisUrl, clock, app.log);
  const cardProvider = createCardProvider(config, db);
  // OXXO and SPEI go with the cards: Stripe's, the sandbox's, or none (decision 060).
  const deferredProvider = createDeferredProvider(config, db, clock);
  const geocoder = createGeocoder(config, clock);
  const postalCatalogue = openPostalCatalogue(config.postalCodesFile);
  // A feature the configuration leaves off is said once here, not on every request for it.
  if (!geocoder) {
    app.log.info('GEOCODER_URL is not set: the address search and the address at the pin are off');
  }
  if (!postalCatalogue) {
    app.log.info(
      { file: config.postalCodesFile },
      "No SEPOMEX catalogue at POSTAL_CODES_FILE: postal codes won't fill the address form",
    );
  }
  // One response cache for the whole catalogue, told when stock changes here or elsewhere.
  const catalogueCache = new ResponseCache<PreparedBody>(config.catalogueCacheMs);
  const pageCache = new PageCache(config.catalogueCacheMs);
  const catalogueChanges = createCatalogueChanges(
    { responses: catalogueCache, pages: pageCache },
    config.redisUrl,
    app.log,
  );
  app.addHook('onClose', () => limiter.close());
  app.addHook('onClose', () => catalogueChanges.close());
  app.decorate('catalogueChanges', catalogueChanges);
  // In development the notices then land in the same outbox as the codes (/api/dev/outbox).
  app.decorate('messageSender', sender);
  // The orders board's live streams wake through it, here and (with Redis) in every process.
  const orderEvents = createOrderEventsBroadcast(config.redisUrl, app.log);
  app.addHook('onClose', () => orderEvents.close());
  // The process's background jobs wake the streams too (an unanswered substitute applied).
  app.decorate('orderEvents', orderEvents);

  await app.register(
    async (api) =>
      registerApi(api, {
        config,
        clock,
        db,
        sender,
        limiter,
        cardProvider,
        deferredProvider,
        geocoder,
        postalCatalogue,
        catalogueCache,
        catalogueChanges,
        orderEvents,
      }),
    {
      prefix: API_PREFIX,
    },
  );
  if (config.env !== 'production' && sender instanceof DevOutboxSender) {
    await app.register(devOutboxRoutes, {
      prefix: DEV_API_PREFIX,
      outbox: sender,
      allowedCountryCodes: config.otp.allowedCountryCodes,
    });
  }
  await app.register(
    async (admin) =>
      registerAdminApi(admin, {
        config,
        clock,
        db,
        limiter,
        cardProvider,
        deferredProvider,
        catalogueChanges,
        orderEvents,
      }),
    { prefix: `${ADMIN_API_PREFIX}${ADMIN_STORE_PREFIX}` },
  );
  await app.register(operatorRoutes, {
    prefix: OPS_API_PREFIX,
    db,
    clock,
    cardProvider,
    deferredProvider,
    catalogueChanges,
    orderEvents,
    operatorToken: config.operatorToken,
  });
  await app.register(userRoleRoutes, {
    prefix: OPS_API_PREFIX,
    db,
    clock,
    allowedCountryCodes: config.otp.allowedCountryCodes,
    operatorToken: config.operatorToken,
  });
  await app.register(maintenanceRoutes, {
    prefix: OPS_API_PREFIX,
    db,
    catalogueChanges,
    operatorToken: config.operatorToken,
  });
  const readiness = createReadiness();
  app.decorate('readiness', readiness);
  await app.register(healthRoutes, { db, readiness });
  await registerUploads(app, config.uploadsDir);
  await app.register(seoRoutes, { db, publicUrl: config.publicUrl });
  const webDistDir = config.webDistDir ?? DEFAULT_WEB_DIST;
  const renderer = await loadPageRenderer(app, webDistDir, app.log);
  const answerPage = renderer
    ? createPageAnswer({ renderer, cache: pageCache, publicUrl: config.publicUrl })
    : null;
  if ((await registerWebApp(app, webDistDir, answerPage)) && answerPage) {
    await app.register(pageRoutes, { answerPage });
  }
  return app;
}

interface ApiDeps {
  config: Config;
  clock: Clock;
  db: Kysely<DB>;
  sender: MessageSender;
  limiter: RateLimiter;
  cardProvider: CardProvider | null;
  deferredProvider: DeferredPaymentProvider | null;
  geocoder: Geocoder | null;
  postalCatalogue: PostalCatalogue | null;
  catalogueCache: ResponseCache<PreparedBody>;
  catalogueChanges: CatalogueChanges;
  orderEvents: OrderEventsBroadcast;
}

/** The shop API under /api/shop: auth first, then every module's routes. */
async function registerApi(
  api: FastifyInstance,
  {
    config,
    clock,
    db,
    sender,
    limiter,
    cardProvider,
    deferredProvider,
    geocoder,
    postalCatalogue,
    catalogueCache,
    catalogueChanges,
    orderEvents,
  }: ApiDeps,
) {
  registerAuth(api, { db, clock });
  registerWriteLimits(api, limiter, {
    ...config.writeLimits,
    exempt: [`${API_PREFIX}${apiRoutes.stripeWebhook}`, `${API_PREFIX}${apiRoutes.sandboxWebhook}`],
  });
  await api.register(fastifyMultipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });
  await api.register(authRoutes, { db, clock, sender, limiter, otp: config.otp });
  await api.register(userRoutes, { db, clock });
  await api.register(userPictureRoutes, { db, clock, uploadsDir: config.uploadsDir });
  await api.register(sessionRoutes, { db, clock });
  await api.register(userStoreRoutes, { db });
  await api.register(walletRoutes, { db });
  const catalogue = { db, cache: catalogueCache };
  await api.register(storeRoutes, catalogue);
  await api.register(productRoutes, catalogue);
  await api.register(categoryRoutes, catalogue);
  await api.register(collectionRoutes, catalogue);
  await api.register(bannerRoutes, catalogue);
  await api.register(settingsRoutes, {
    db,
    overrides: {
      ...(config.mapTileUrl ? { map_tile_url: config.mapTileUrl } : {}),
      ...(config.gtmId ? { gtm_id: config.gtmId } : {}),
    },
    cardPayments: cardProvider !== null,
    geocoding: geocoder !== null,
    postalCodes: postalCatalogue !== null,
  });
  await api.register(cartRoutes, { db, clock });
  await api.register(cartItemRoutes, { db, clock });
  await api.register(cartCouponRoutes, { db, clock });
  const addressDeps = { db, clock, allowedCountryCodes: config.otp.allowedCountryCodes };
  await api.register(addressBookRoutes, addressDeps);
  await api.register(addressRoutes, addressDeps);
  await api.register(clientListRoutes, addressDeps);
  await api.register(clientRoutes, addressDeps);
  await api.register(clientAddressRoutes, addressDeps);
  await api.register(coverageRoutes, { db });
  await api.register(geocodingRoutes, {
    geocoder,
    limiter,
    ipMinuteLimit: config.geocoder?.ipMinuteLimit ?? 0,
  });
  await api.register(placesRoutes, { catalogue: postalCatalogue });
  await api.register(deliveryRoutes, { db, clock });
  await api.register(orderRoutes, {
    db,
    clock,
    cardProvider,
    deferredProvider,
    catalogueChanges,
    orderEvents,
    log: api.log,
  });
  await api.register(orderEditRoutes, {
    db,
    clock,
    cardProvider,
    deferredProvider,
    catalogueChanges,
    orderEvents,
    log: api.log,
  });
  await api.register(notificationRoutes, { db, clock });
  await api.register(paymentRoutes, { db, clock, config });
  await api.register(stripeWebhookRoutes, {
    db,
    clock,
    config,
    cardProvider,
    deferred: {
      db,
      clock,
      log: api.log,
      cardProvider,
      deferredProvider,
      catalogueChanges,
      orderEvents,
    },
  });
  await api.register(sandboxPaymentRoutes, {
    config,
    deps: {
      db,
      clock,
      log: api.log,
      cardProvider,
      deferredProvider,
      catalogueChanges,
      orderEvents,
    },
  });
}
