import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const databaseUrl = z
  .string()
  .refine((url) => url.startsWith('file:') || /^postgres(ql)?:\/\//.test(url), {
    message: 'must be a file: path (SQLite) or a postgres:// URL',
  });

const positiveInt = (fallback: number) =>
  z.coerce.number().int().min(1).max(100_000).default(fallback);

/** A repeating job's period: from a second to a week. */
const periodMs = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1000)
    .max(7 * 24 * 60 * 60 * 1000)
    .default(fallback);

/**
 * How long a stopping process keeps serving while the balancer notices: more than nginx's idle
 * keep-alive to upstreams in deploy/nginx/canasta.conf (2 s), so no pooled connection to the
 * process is left when it stops accepting (decision 055).
 */
export const PRODUCTION_DRAIN_DELAY_MS = 3000;

/** Outside production only; the server prints it at start so a developer can use the route. */
export const DEVELOPMENT_OPERATOR_TOKEN = 'canasta-development-operator-token';

/** Used outside production only, where codes go to the development outbox anyway. */
const DEVELOPMENT_OTP_SECRET = 'canasta-development-otp-secret-never-use-in-production';

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: databaseUrl.default('file:./data/canasta.db'),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  PUBLIC_URL: z.url().optional(),
  CORS_ORIGINS: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  UPLOADS_DIR: z.string().default('./data/uploads'),
  WEB_DIST_DIR: z.string().optional(),
  SEED_DEMO_DATA: booleanFlag.optional(),
  MAP_TILE_URL: z.url().optional(),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, {
      message: 'must be a Google Tag Manager web container id such as GTM-ABC1234',
    })
    .optional(),
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  OTP_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  OTP_ALLOWED_COUNTRY_CODES: z
    .string()
    .regex(/^\d{1,3}(,\d{1,3})*$/, { message: 'must be calling codes like 52 or 52,1' })
    .default('52'),
  OTP_PHONE_HOURLY_LIMIT: positiveInt(5),
  OTP_IP_HOURLY_LIMIT: positiveInt(20),
  LOGIN_IP_HOURLY_LIMIT: positiveInt(60),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(120_000),
  WRITES_PER_USER_PER_MINUTE: positiveInt(120),
  WRITES_PER_IP_PER_MINUTE: positiveInt(600),
  TRUST_PROXY: z
    .string()
    .regex(/^[\w.:/,\s-]{1,500}$/, {
      message: 'must list proxy addresses or CIDRs, e.g. 127.0.0.1,10.0.0.0/8 (or loopback)',
    })
    .optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC\w{32}$/, { message: 'must look like AC…' })
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  TWILIO_SMS_FROM: z
    .string()
    .regex(/^\+\d{8,15}$/, { message: 'must be an E.164 number' })
    .optional(),
  TWILIO_WHATSAPP_FROM: z
    .string()
    .regex(/^\+\d{8,15}$/, { message: 'must be an E.164 number' })
    .optional(),
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  TWILIO_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(10_000),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, { message: 'must look like sk_test_… or sk_live_…' })
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, { message: 'must look like pk_test_… or pk_live_…' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, { message: 'must look like whsec_…' })
    .optional(),
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  STRIPE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  CASH_ONLY: booleanFlag.optional(),
  OPERATOR_TOKEN: z.string().min(24, { message: 'must be at least 24 characters' }).optional(),
  GEOCODER_URL: z.url({ protocol: /^https?$/ }).optional(),
  GEOCODER_USER_AGENT: z.string().min(3).max(200).optional(),
  GEOCODER_EMAIL: z.email().optional(),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4000),
  GEOCODER_IP_MINUTE_LIMIT: positiveInt(30),
  POSTAL_CODES_FILE: z.string().min(1).default('./data/CPdescarga.txt'),
  SHUTDOWN_DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  CLUSTER_WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  CART_PURGE_EVERY_MS: periodMs(24 * 60 * 60 * 1000),
  CARD_HOLD_SWEEP_EVERY_MS: periodMs(60_000),
  SUBSTITUTE_SWEEP_EVERY_MS: periodMs(15_000),
  ORDER_EDIT_SWEEP_EVERY_MS: periodMs(30_000),
  DEFERRED_EXPIRY_EVERY_MS: periodMs(60_000),
  NOTICE_SWEEP_EVERY_MS: periodMs(10_000),
  NOTICE_CLAIM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(86_400_000).default(60_000),
  JOB_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  JOB_BACKOFF_MS: z.coerce.number().int().min(10).max(3_600_000).default(2000),
  JOB_QUEUE_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,60}$/, { message: 'must be letters, digits, ".", "-", "_" or ":"' })
    .default('canasta'),
});

export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  databaseUrl: string;
  redisUrl: string | undefined;
  publicUrl: string | undefined;
  /** Origins allowed by CORS; empty means same-origin only. */
  corsOrigins: string[];
  logLevel: string;
  uploadsDir: string;
  /** SEPOMEX's catalogue of postal codes as Correos de México publishes it (decision 049). */
  postalCodesFile: string;
  webDistDir: string | undefined;
  seedDemoData: boolean;
  mapTileUrl: string | undefined;
  /** The shop's Google Tag Manager container (the settings' `gtm_id`); unset, nothing tracks. */
  gtmId: string | undefined;
  /** How long catalogue responses are reused (0 turns the cache off). */
  catalogueCacheMs: number;
  otp: {
    secret: string;
    /** Calling codes (without +) whose phones may receive codes. */
    allowedCountryCodes: string[];
    phoneHourlyLimit: number;
    ipHourlyLimit: number;
    loginIpHourlyLimit: number;
  };
  /** The real message sender; undefined means the development outbox (never in production). */
  twilio:
    | {
        accountSid: string;
        authToken: string;
        smsFrom: string | undefined;
        whatsappFrom: string | undefined;
        apiUrl: string;
        timeoutMs: number;
      }
    | undefined;
  /**
   * How cards are paid: Stripe when its keys are set; otherwise the sandbox outside production;
   * none when CASH_ONLY (production without a provider must say so).
   */
  payments: {
    card:
      | {
          provider: 'stripe';
          secretKey: string;
          publishableKey: string;
          webhookSecret: string;
          apiUrl: string;
          timeoutMs: number;
        }
      | { provider: 'sandbox' }
      | null;
  };
  operatorToken: string;
  /**
   * Slow clients: a request's headers must arrive within `headersTimeoutMs` and the whole
   * request (a 5 MB photo from a slow phone included) within `requestTimeoutMs` (decision 031).
   */
  http: { headersTimeoutMs: number; requestTimeoutMs: number };
  /** Changes allowed per minute (decision 031). */
  writeLimits: { perUserPerMinute: number; perIpPerMinute: number };
  /**
   * The proxies whose X-Forwarded-For to believe (addresses or CIDRs), so limits count
   * shoppers, not the proxy; unset trusts none (the socket's peer is the caller).
   */
  trustProxy: string | undefined;
  /**
   * SIGTERM (decision 055): /readyz answers 503 and the process keeps serving for `drainDelayMs`
   * (longer than the balancer's idle keep-alive to it), then stops accepting; what is in flight
   * must finish within `timeoutMs` or the process exits 1.
   */
  shutdown: { drainDelayMs: number; timeoutMs: number };
  /** `npm run start:cluster`'s worker count (default: the host's cores). */
  clusterWorkers: number | undefined;
  /**
   * Background work (decision 054): each repeating job's period, run once per period across
   * every process; how often a failing job is tried (with exponential backoff from `backoffMs`)
   * before it is kept for a person; when a notice's claim by a worker that died goes stale; the
   * prefix of the queue's Redis keys.
   */
  jobs: {
    cartPurgeEveryMs: number;
    cardHoldSweepEveryMs: number;
    substituteSweepEveryMs: number;
    orderEditSweepEveryMs: number;
    /** OXXO/SPEI payments past their deadline expire and cancel their orders (decision 060). */
    deferredExpiryEveryMs: number;
    noticeSweepEveryMs: number;
    noticeClaimTimeoutMs: number;
    attempts: number;
    backoffMs: number;
    queuePrefix: string;
  };
  /** A Nominatim-compatible address search; undefined turns the search off. */
  geocoder:
    | {
        url: string;
        userAgent: string;
        email: string | undefined;
        timeoutMs: number;
        /** Searches and reverse look-ups one address may ask per minute. */
        ipMinuteLimit: number;
      }
    | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; an invalid variable stops the server with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const problems = productionProblems(c);
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    redisUrl: c.REDIS_URL,
    publicUrl: c.PUBLIC_URL,
    corsOrigins: (c.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: c.LOG_LEVEL,
    uploadsDir: path.resolve(c.UPLOADS_DIR),
    postalCodesFile: path.resolve(c.POSTAL_CODES_FILE),
    webDistDir: c.WEB_DIST_DIR ? path.resolve(c.WEB_DIST_DIR) : undefined,
    seedDemoData: c.SEED_DEMO_DATA ?? c.NODE_ENV !== 'production',
    mapTileUrl: c.MAP_TILE_URL,
    gtmId: c.GTM_ID,
    catalogueCacheMs: c.CATALOGUE_CACHE_MS,
    otp: {
      secret: c.OTP_SECRET ?? DEVELOPMENT_OTP_SECRET,
      allowedCountryCodes: c.OTP_ALLOWED_COUNTRY_CODES.split(','),
      phoneHourlyLimit: c.OTP_PHONE_HOURLY_LIMIT,
      ipHourlyLimit: c.OTP_IP_HOURLY_LIMIT,
      loginIpHourlyLimit: c.LOGIN_IP_HOURLY_LIMIT,
    },
    twilio:
      c.TWILIO_ACCOUNT_SID && c.TWILIO_AUTH_TOKEN
        ? {
            accountSid: c.TWILIO_ACCOUNT_SID,
            authToken: c.TWILIO_AUTH_TOKEN,
            smsFrom: c.TWILIO_SMS_FROM,
            whatsappFrom: c.TWILIO_WHATSAPP_FROM,
            apiUrl: c.TWILIO_API_URL,
            timeoutMs: c.TWILIO_TIMEOUT_MS,
          }
        : undefined,
    payments: { card: cardPayments(c) },
    operatorToken: c.OPERATOR_TOKEN ?? DEVELOPMENT_OPERATOR_TOKEN,
    http: {
      headersTimeoutMs: Math.min(c.HTTP_HEADERS_TIMEOUT_MS, c.HTTP_REQUEST_TIMEOUT_MS),
      requestTimeoutMs: c.HTTP_REQUEST_TIMEOUT_MS,
    },
    writeLimits: {
      perUserPerMinute: c.WRITES_PER_USER_PER_MINUTE,
      perIpPerMinute: c.WRITES_PER_IP_PER_MINUTE,
    },
    trustProxy: c.TRUST_PROXY,
    shutdown: {
      drainDelayMs:
        c.SHUTDOWN_DRAIN_DELAY_MS ?? (c.NODE_ENV === 'production' ? PRODUCTION_DRAIN_DELAY_MS : 0),
      timeoutMs: c.SHUTDOWN_TIMEOUT_MS,
    },
    clusterWorkers: c.CLUSTER_WORKERS,
    jobs: {
      cartPurgeEveryMs: c.CART_PURGE_EVERY_MS,
      cardHoldSweepEveryMs: c.CARD_HOLD_SWEEP_EVERY_MS,
      substituteSweepEveryMs: c.SUBSTITUTE_SWEEP_EVERY_MS,
      orderEditSweepEveryMs: c.ORDER_EDIT_SWEEP_EVERY_MS,
      deferredExpiryEveryMs: c.DEFERRED_EXPIRY_EVERY_MS,
      noticeSweepEveryMs: c.NOTICE_SWEEP_EVERY_MS,
      noticeClaimTimeoutMs: c.NOTICE_CLAIM_TIMEOUT_MS,
      attempts: c.JOB_ATTEMPTS,
      backoffMs: c.JOB_BACKOFF_MS,
      queuePrefix: c.JOB_QUEUE_PREFIX,
    },
    geocoder: c.GEOCODER_URL
      ? {
          url: c.GEOCODER_URL,
          userAgent: c.GEOCODER_USER_AGENT ?? defaultUserAgent(c.PUBLIC_URL),
          email: c.GEOCODER_EMAIL,
          timeoutMs: c.GEOCODER_TIMEOUT_MS,
          ipMinuteLimit: c.GEOCODER_IP_MINUTE_LIMIT,
        }
      : undefined,
  };
}

/** Nominatim's policy: name the application (and where it lives) in the User-Agent. */
function defaultUserAgent(publicUrl: string | undefined): string {
  return publicUrl ? `Canasta (+${publicUrl})` : 'Canasta';
}

function cardPayments(c: z.infer<typeof ConfigSchema>): Config['payments']['card'] {
  if (c.CASH_ONLY) return null;
  if (c.STRIPE_SECRET_KEY && c.STRIPE_PUBLISHABLE_KEY && c.STRIPE_WEBHOOK_SECRET) {
    return {
      provider: 'stripe',
      secretKey: c.STRIPE_SECRET_KEY,
      publishableKey: c.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: c.STRIPE_WEBHOOK_SECRET,
      apiUrl: c.STRIPE_API_URL,
      timeoutMs: c.STRIPE_TIMEOUT_MS,
    };
  }
  return { provider: 'sandbox' };
}

/** Settings that have development defaults but must be real in production. */
function productionProblems(c: z.infer<typeof ConfigSchema>): string[] {
  const problems: string[] = [];
  const twilioPartial = Boolean(c.TWILIO_ACCOUNT_SID) !== Boolean(c.TWILIO_AUTH_TOKEN);
  if (twilioPartial) {
    problems.push('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN: set both or neither');
  }
  if (c.TWILIO_ACCOUNT_SID && !c.TWILIO_SMS_FROM && !c.TWILIO_WHATSAPP_FROM) {
    problems.push('TWILIO_SMS_FROM, TWILIO_WHATSAPP_FROM: set at least one sender number');
  }
  if (c.NOTICE_CLAIM_TIMEOUT_MS <= c.TWILIO_TIMEOUT_MS) {
    // A send still waiting on Twilio would be taken over and sent twice (decision 054).
    problems.push('NOTICE_CLAIM_TIMEOUT_MS: must be longer than TWILIO_TIMEOUT_MS');
  }
  const stripeKeys = [c.STRIPE_SECRET_KEY, c.STRIPE_PUBLISHABLE_KEY, c.STRIPE_WEBHOOK_SECRET];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    problems.push(
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: set all three or none',
    );
  }
  if (c.NODE_ENV !== 'production') return problems;
  if (!stripeKeys.every(Boolean) && !c.CASH_ONLY) {
    problems.push(
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: production needs a card provider (or CASH_ONLY=true for cash on delivery alone)',
    );
  }
  if (!c.OPERATOR_TOKEN) {
    problems.push('OPERATOR_TOKEN: required in production (24+ random characters)');
  }
  if (!c.OTP_SECRET) problems.push('OTP_SECRET: required in production (32+ random characters)');
  if (!c.TWILIO_ACCOUNT_SID || !c.TWILIO_AUTH_TOKEN) {
    problems.push(
      'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN: production needs a real message sender for sign-in codes',
    );
  }
  return problems;
}

/** `FOO=` in a shell or .env means "not set", not "set to the empty string". */
function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}
