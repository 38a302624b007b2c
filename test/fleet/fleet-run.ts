import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { type Database, openDatabase } from '../../apps/server/src/db/database';
import type { BalancerChoice } from './balancer';
import { type Fleet, type Killed, type Restarted, startFleet } from './fleets';
import { type Exchange, Recorder } from './client';
import { type Facts, readFacts } from './facts';
import { type LimitResults, checkLimits } from './limits';
import { type LoadResult, runLoad } from './load';
import {
  REPO_ROOT,
  WEB_DIST,
  createScratchDatabase,
  migrateAndSeed,
  missingBuild,
} from './processes';
import { type Person, type Shop, createPeople, openShop } from './shop';
import { type Intent, type SentMessage, startStripeStandIn, startTwilioStandIn } from './stand-ins';

/**
 * One run of the fleet: a scratch database migrated and seeded once, the Twilio and Stripe
 * stand-ins, three API processes sharing Redis db 5, the balancer, the mixed load with a SIGKILL
 * and a graceful restart in the middle, the fleet-wide limits, a graceful stop, and then every
 * fact the checks need, read from the database, the stand-ins, the logs and the load's records.
 */

/** Loopback ports of this suite (40500–40599). */
export const PORTS = {
  balancer: 40500,
  servers: [40501, 40502, 40503],
  twilio: 40510,
  stripe: 40511,
} as const;
const REDIS_URL = 'redis://127.0.0.1:6379/5';

/** Short periods, so a run of well under a minute spans many of each. */
export const JOB_PERIODS_MS = {
  CART_PURGE_EVERY_MS: 3_000,
  CARD_HOLD_SWEEP_EVERY_MS: 3_000,
  SUBSTITUTE_SWEEP_EVERY_MS: 4_000,
  NOTICE_SWEEP_EVERY_MS: 2_000,
} as const;

export const LIMITS = {
  OTP_IP_HOURLY_LIMIT: 12,
  OTP_PHONE_HOURLY_LIMIT: 5,
  WRITES_PER_USER_PER_MINUTE: 60,
} as const;

const ACCOUNT_SID = `AC${'f1ee7'.repeat(6)}ab`;
const AUTH_TOKEN = 'fleet-twilio-auth-token-0001';
const STRIPE_SECRET = 'sk_test_fleet0000000000000000';
export const OPERATOR_TOKEN = 'fleet-operator-token-0123456789abcdef';

/** When the load starts, the chaos: a SIGKILL, its supervisor's restart, a graceful restart. */
const KILL_AT_MS = 7_000;
const RESTART_KILLED_AFTER_MS = 4_000;
const GRACEFUL_AT_MS = 16_000;

export interface Chaos {
  killed: Killed;
  graceful: Restarted;
}

export interface FleetRun {
  balancer: { kind: BalancerChoice['kind']; fallbackReason: string };
  workDir: string;
  /** Every process that ran and its pids' lives. */
  processes: unknown;
  shop: Shop;
  buyers: Person[];
  mentors: Person[];
  stockBefore: Map<number, number>;
  load: LoadResult;
  loadWindow: { start: number; end: number };
  chaos: Chaos;
  exchanges: Exchange[];
  messages: SentMessage[];
  intents: Map<string, Intent>;
  limits: LimitResults;
  /** How each process ended at the final graceful stop. */
  finalStops: { name: string; code: number | null; signal: string | null }[];
  facts: Facts;
  timings: Record<string, number>;
}

/** Fails at once, naming what is missing, rather than skipping. */
export async function preflight(): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    throw new Error(
      'The fleet suite needs TEST_DATABASE_URL (an admin URL of PostgreSQL, e.g. postgres://postgres@127.0.0.1:5432/test; .ci/run sets it).',
    );
  }
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(
      `The fleet suite needs Redis at 127.0.0.1:6379 (it uses db 5): ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    redis.disconnect();
  }
  const busy = await busyPorts([PORTS.balancer, ...PORTS.servers, PORTS.twilio, PORTS.stripe]);
  if (busy.length > 0) {
    throw new Error(
      `The fleet suite's loopback ports are in use: ${busy.join(', ')} (another fleet run, or one still stopping?).`,
    );
  }
  const missing = missingBuild();
  if (missing.length > 0) {
    throw new Error(
      `The fleet suite runs the built app; missing: ${missing.map((f) => path.relative(REPO_ROOT, f)).join(', ')}. Run \`npm run build\` first (\`npm test\` does).`,
    );
  }
  return adminUrl;
}

export async function runFleet(
  adminUrl: string,
  choice: BalancerChoice,
  cleanups: (() => Promise<void>)[],
): Promise<FleetRun> {
  const timings: Record<string, number> = {};
  const mark = (name: string, since: number) => (timings[name] = Date.now() - since);
  const t0 = Date.now();
  const workDir = path.join(REPO_ROOT, '.reports', 'fleet-run');
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });

  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  redis.disconnect();

  const twilio = await startTwilioStandIn(PORTS.twilio, ACCOUNT_SID, AUTH_TOKEN);
  cleanups.push(() => twilio.close());
  const stripe = await startStripeStandIn(PORTS.stripe, STRIPE_SECRET);
  cleanups.push(() => stripe.close());

  const scratch = await createScratchDatabase(adminUrl);
  if (!process.env.FLEET_KEEP_DATABASE) cleanups.push(() => scratch.drop());
  // The API tests' uploads folder: the demo pictures are drawn there once per machine.
  const uploadsDir = path.join(os.tmpdir(), 'canasta-test-uploads');
  const env = serverEnv(scratch.url, uploadsDir);
  const seeding = Date.now();
  await migrateAndSeed({ ...env, SEED_DEMO_DATA: 'true' }, path.join(workDir, 'seed.log'));
  mark('migrate_and_seed_ms', seeding);

  const starting = Date.now();
  const fleet = await startFleet(choice, {
    env,
    workDir,
    balancerPort: PORTS.balancer,
    serverPorts: PORTS.servers,
    uploadsDir,
  });
  cleanups.push(() => fleet.close());
  mark('fleet_ready_ms', starting);

  const database: Database = openDatabase(scratch.url, { poolSize: 3 });
  cleanups.push(() => database.close());
  const shop = await openShop(fleet.url, database.db);
  const buyers = await createPeople(database.db, 520, '+523311');
  const mentors = await createPeople(database.db, 12, '+523312', { mentor: true });
  const known = await createPeople(database.db, 30, '+523313');
  const stockBefore = await stockOf(database, shop.storeId);

  const recorder = new Recorder();
  const target = { url: fleet.url, via: 'balancer' };
  const loadStart = Date.now();
  const chaos = runChaos(fleet, loadStart);
  const load = await runLoad({
    target,
    shop,
    recorder,
    buyers,
    mentors,
    walletOrdersPerMentor: 4,
    knownPhones: known.map((p) => p.phone),
    newPhonePrefix: '+523314',
    operatorToken: OPERATOR_TOKEN,
    messages: () => twilio.messages,
    minimumMs: 25_000,
    orderConcurrency: 24,
  });
  const chaosDone = await chaos;
  const loadEnd = Date.now();
  timings.load_ms = loadEnd - loadStart;

  // Queued notices drain within a few sweeps once the load stops (a claim of the killed process
  // goes stale after NOTICE_CLAIM_TIMEOUT_MS); waited for, with a bound, before checking.
  const draining = Date.now();
  await waitForNotices(database, 45_000);
  mark('notices_drained_ms', draining);
  const limitsStart = Date.now();
  const limits = await checkLimits({
    targets: fleet.directTargets,
    recorder,
    database,
    storeId: shop.storeId,
    messages: () => twilio.messages,
    limits: LIMITS,
  });
  mark('limits_ms', limitsStart);
  // Long enough for the repeating jobs to run a few periods on the quiet fleet too.
  await sleep(2 * JOB_PERIODS_MS.CART_PURGE_EVERY_MS);
  const jobWindowEnd = Date.now();

  const finalStops = await fleet.stopAll();
  const facts = await readFacts(database, { storeId: shop.storeId, logFiles: fleet.logFiles });
  timings.total_ms = Date.now() - t0;
  return {
    balancer: { kind: fleet.kind, fallbackReason: fleet.fallbackReason },
    workDir,
    processes: fleet.describe(),
    shop,
    buyers,
    mentors,
    stockBefore,
    load,
    loadWindow: { start: loadStart, end: jobWindowEnd },
    chaos: chaosDone,
    exchanges: recorder.exchanges,
    messages: [...twilio.messages],
    intents: stripe.intents,
    limits,
    finalStops,
    facts,
    timings,
  };
}

/** SIGKILL one process (restarted as a supervisor would), then restart another gracefully. */
async function runChaos(fleet: Fleet, loadStart: number): Promise<Chaos> {
  await sleep(Math.max(0, loadStart + KILL_AT_MS - Date.now()));
  const killed = await fleet.killOne(RESTART_KILLED_AFTER_MS);
  await sleep(Math.max(0, loadStart + GRACEFUL_AT_MS - Date.now()));
  const graceful = await fleet.restartOneGracefully();
  return { killed, graceful };
}

function serverEnv(databaseUrl: string, uploadsDir: string): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    TMPDIR: process.env.TMPDIR ?? '/tmp',
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    UPLOADS_DIR: uploadsDir,
    WEB_DIST_DIR: WEB_DIST,
    SEED_DEMO_DATA: 'false',
    TRUST_PROXY: '127.0.0.1',
    OPERATOR_TOKEN,
    OTP_SECRET: 'fleet-otp-secret-shared-by-every-process-0001',
    OTP_ALLOWED_COUNTRY_CODES: '52',
    TWILIO_API_URL: `http://127.0.0.1:${PORTS.twilio}`,
    TWILIO_ACCOUNT_SID: ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    TWILIO_SMS_FROM: '+15005550006',
    TWILIO_WHATSAPP_FROM: '+14155238886',
    STRIPE_API_URL: `http://127.0.0.1:${PORTS.stripe}`,
    STRIPE_SECRET_KEY: STRIPE_SECRET,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fleet0000000000000000',
    STRIPE_WEBHOOK_SECRET: 'whsec_fleet0000000000000000',
    // Every simulated shopper reaches the API from loopback; per-address write limits are for
    // real addresses. The per-user and sign-in limits stay on and are checked fleet-wide.
    WRITES_PER_IP_PER_MINUTE: '100000',
    WRITES_PER_USER_PER_MINUTE: String(LIMITS.WRITES_PER_USER_PER_MINUTE),
    OTP_IP_HOURLY_LIMIT: String(LIMITS.OTP_IP_HOURLY_LIMIT),
    OTP_PHONE_HOURLY_LIMIT: String(LIMITS.OTP_PHONE_HOURLY_LIMIT),
    // A notice claimed by the killed process is taken back by another within the run. Not
    // shorter: on a busy machine a live process may take seconds between sending a notice and
    // recording it, and a claim that goes stale meanwhile is sent twice.
    NOTICE_CLAIM_TIMEOUT_MS: '15000',
    TWILIO_TIMEOUT_MS: '2000',
    ...Object.fromEntries(Object.entries(JOB_PERIODS_MS).map(([k, v]) => [k, String(v)])),
  };
}

/** Ports something listens on, after waiting up to 10 s for a previous run's to close. */
async function busyPorts(ports: number[]): Promise<number[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const busy: number[] = [];
    for (const port of ports) {
      const free = await new Promise<boolean>((resolve) => {
        const probe = net.createServer();
        probe.once('error', () => resolve(false));
        probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
      });
      if (!free) busy.push(port);
    }
    if (busy.length === 0 || Date.now() > deadline) return busy;
    await sleep(500);
  }
}

async function waitForNotices(database: Database, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from notifications where delivery_status in ('pending', 'sending')`
      .execute(database.db)
      .catch(() => ({ rows: [{ n: '0' }] }));
    if (Number(rows[0]?.n ?? 0) === 0) return;
    await sleep(500);
  }
}

async function stockOf(database: Database, storeId: number): Promise<Map<number, number>> {
  const rows = await database.db
    .selectFrom('inventories')
    .select(['id', 'stock'])
    .where('store_id', '=', storeId)
    .execute();
  return new Map(rows.map((row) => [row.id, row.stock]));
}
