import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type BackgroundWork, startBackgroundWork } from '../src/jobs';
import { JOB } from '../src/jobs/background-jobs';
import { startInProcessRunner } from '../src/jobs/in-process-runner';
import type { JobRunner, JobSpec, RunnerOptions } from '../src/jobs/job-runner';
import { insertFailedJob } from '../src/jobs/jobs.repository';
import { oncePerPeriod } from '../src/jobs/once-per-period';
import { startRedisRunner } from '../src/jobs/redis-runner';
import { deliverNotice } from '../src/modules/notifications/notice-delivery.service';
import type { OrderNoticeMessage } from '../src/providers/messaging/message-sender';
import { runOps } from '../src/scripts/ops';
import { findOffers } from './cart-helpers';
import { createUser } from './factories';
import { orderClient, roomyOffer } from './order-helpers';
import { testConfig } from './test-app';
import { type TestDatabase, createTestDatabase } from './test-database';

/**
 * Background work on a queue (decision 054), on both runners: BullMQ on Redis (database 1, a
 * prefix of its own per test) and the in-process runner of the embedded default.
 */
const REDIS_URL = process.env.TEST_JOBS_REDIS_URL ?? 'redis://127.0.0.1:6379/1';
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const prefixes: string[] = [];

function newPrefix() {
  const prefix = `canasta-test-${randomUUID().slice(0, 8)}`;
  prefixes.push(prefix);
  return prefix;
}

afterAll(async () => {
  // The schedulers and finished jobs a test left behind.
  const redis = new Redis(REDIS_URL);
  for (const prefix of prefixes) {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  }
  await redis.quit();
});

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('never happened');
}

const runners = [
  { name: 'in-process runner', redis: false },
  { name: 'BullMQ on Redis', redis: true },
] as const;

describe.each(runners)('$name', ({ redis }) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const started: BackgroundWork[] = [];

  function config(env: Record<string, string> = {}): Config {
    return testConfig(database.url, {
      ...(redis ? { REDIS_URL, JOB_QUEUE_PREFIX: newPrefix() } : {}),
      JOB_ATTEMPTS: '3',
      JOB_BACKOFF_MS: '40',
      ...env,
    });
  }

  function runner(
    options: Omit<RunnerOptions, 'log' | 'onGaveUp'> & Partial<RunnerOptions>,
    prefix: string,
  ): JobRunner {
    const full: RunnerOptions = { log: quiet, onGaveUp: async () => {}, ...options };
    return redis ? startRedisRunner(REDIS_URL, prefix, full) : startInProcessRunner(full);
  }

  async function start(
    cfg: Config,
    sender: { sendOrderNotice(message: OrderNoticeMessage): Promise<void> },
    target: FastifyInstance = app,
  ) {
    const work = await startBackgroundWork({
      config: cfg,
      db: database.db,
      clock: () => new Date(),
      log: target.log,
      cardProvider: null,
      orderEvents: target.orderEvents,
      catalogueChanges: target.catalogueChanges,
      sender,
    });
    started.push(work);
    return work;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ config: config(), database, logger: false });
    await app.ready();
  });
  // Each test's workers stop with it: the next test's notices are for its own.
  afterEach(async () => {
    await Promise.all(started.splice(0).map((work) => work.stop()));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('runs a repeating job once per period, however many processes fire it', async () => {
    const prefix = newPrefix();
    const name = `race-${randomUUID().slice(0, 8)}`;
    const everyMs = 1000;
    const work = vi.fn(async () => ({ swept: 0 }));
    const spec = (process: string): JobSpec => ({
      name,
      lane: 'housekeeping',
      everyMs,
      run: oncePerPeriod(
        { db: database.db, clock: () => new Date(), process },
        name,
        everyMs,
        work,
      ),
    });
    // Two processes racing: each fires at start and on every tick.
    const first = runner({ specs: [spec('one:1')], attempts: 1, backoffMs: 10 }, prefix);
    const second = runner({ specs: [spec('two:2')], attempts: 1, backoffMs: 10 }, prefix);
    await new Promise((resolve) => setTimeout(resolve, 3300));
    await Promise.all([first.stop(), second.stop()]);

    const runs = await database.db
      .selectFrom('job_runs')
      .selectAll()
      .where('name', '=', name)
      .execute();
    const periods = new Set(runs.map((run) => Number(run.period_start)));
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(periods.size).toBe(runs.length);
    expect(work).toHaveBeenCalledTimes(runs.length);
    expect(runs.every((run) => run.outcome === 'done' && run.finished_at !== null)).toBe(true);
  });

  it('retries a failing job with growing waits, then keeps it with its reason', async () => {
    const prefix = newPrefix();
    const tries: number[] = [];
    const kept: unknown[] = [];
    const failing = runner(
      {
        specs: [
          {
            name: 'always-fails',
            lane: 'housekeeping',
            run: async () => {
              tries.push(Date.now());
              throw new Error('el proveedor no contesta');
            },
          },
        ],
        attempts: 4,
        backoffMs: 60,
        onGaveUp: async (job) => {
          kept.push(job);
          await insertFailedJob(database.db, {
            name: job.name,
            jobId: job.jobId,
            data: JSON.stringify(job.data),
            reason: job.reason,
            attempts: job.attempts,
            at: new Date().toISOString(),
          });
        },
      },
      prefix,
    );
    await failing.add('always-fails', { order: 7 }, { jobId: 'fails-7' });
    await eventually(async () => kept.length === 1);
    await failing.stop();

    expect(tries).toHaveLength(4);
    const waits = tries.slice(1).map((at, i) => at - (tries[i] ?? at));
    // 60, 120 and 240 ms (BullMQ's delayed jobs wake a little late, never early).
    expect(waits[0]).toBeGreaterThanOrEqual(55);
    expect(waits[2]).toBeGreaterThanOrEqual(230);
    expect(waits[2]).toBeGreaterThan(waits[0] ?? 0);
    const row = await database.db
      .selectFrom('failed_jobs')
      .selectAll()
      .where('job_id', '=', 'fails-7')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'always-fails',
      data: '{"order":7}',
      reason: 'el proveedor no contesta',
      attempts: 4,
      retried_at: null,
    });
  });

  it("retries a repeating job's failing run and keeps it with its period", async () => {
    const kept: { jobId: string | null; data: Record<string, unknown>; attempts: number }[] = [];
    const failing = runner(
      {
        specs: [
          {
            name: 'failing-sweep',
            lane: 'housekeeping',
            everyMs: 1000,
            run: async () => {
              throw new Error('la base no contesta');
            },
          },
        ],
        attempts: 2,
        backoffMs: 20,
        onGaveUp: async (job) => {
          kept.push(job);
        },
      },
      newPrefix(),
    );
    // The start run and a period's own tick (a process's timer, on either runner).
    await eventually(async () => kept.length >= 2, 5000);
    await failing.stop();
    for (const job of kept) {
      expect(job).toMatchObject({ attempts: 2 });
      expect(job.data.period_start).toSatisfy(
        (at: unknown) => typeof at === 'number' && at % 1000 === 0,
      );
    }
    expect(new Set(kept.map((job) => job.data.period_start)).size).toBe(kept.length);
  });

  it('delivers each order notice once with two workers, queued when the order commits, by the channel last asked for', async () => {
    const t = { app, database, close: async () => {} };
    const api = orderClient(t);
    const interna = await findOffers(t, 'interna');
    const offer = roomyOffer(interna);
    const user = await createUser(database.db, {});
    const { phone } = await database.db
      .selectFrom('users')
      .select('phone')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('login_codes')
      .values({
        phone,
        channel: 'sms',
        code_hmac: 'x',
        created_at: new Date().toISOString(),
        expires_at: new Date().toISOString(),
        consumed_at: null,
      })
      .execute();

    const sent: OrderNoticeMessage[] = [];
    const sender = {
      sendOrderNotice: async (message: OrderNoticeMessage) => {
        // A slow provider: both workers are busy at once.
        await new Promise((resolve) => setTimeout(resolve, 30));
        sent.push(message);
      },
    };
    // No sweep before the test ends: the notices go because the order's change queued them.
    const cfg = config({ NOTICE_SWEEP_EVERY_MS: '600000' });
    await start(cfg, sender);
    await start(cfg, sender);

    const { cartId } = await api.readyCart(user, interna.storeId, [{ id: offer.id, qty: 10 }]);
    const placed = await api.place(user, cartId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body.data.id;

    const notices = () =>
      database.db.selectFrom('notifications').selectAll().where('order_id', '=', orderId).execute();
    await eventually(async () => (await notices()).every((n) => n.delivery_status === 'delivered'));
    const rows = await notices();
    expect(rows.length).toBeGreaterThan(0);
    // Nothing is sent twice meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mine = sent.filter((message) => message.phone === phone);
    expect(mine).toHaveLength(rows.length);
    expect(mine[0]).toMatchObject({ channel: 'sms', title: rows[0]?.title, body: rows[0]?.body });
    expect(rows.every((n) => n.delivery_attempts === 1 && n.delivery_channel === 'sms')).toBe(true);
  });

  it('a notice left pending (its process killed before queueing it) goes with the next sweep', async () => {
    const user = await createUser(database.db, {});
    const stamp = new Date().toISOString();
    const { id } = await database.db
      .insertInto('notifications')
      .values({
        user_id: user.id,
        order_id: null,
        title: 'Pedido #000123 en camino',
        body: 'Tu pedido salió de la tienda.',
        created_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // And one whose worker died mid-send long ago: its claim has gone stale.
    const { id: stale } = await database.db
      .insertInto('notifications')
      .values({
        user_id: user.id,
        order_id: null,
        title: 'Pedido #000124 entregado',
        body: 'Gracias por tu compra.',
        created_at: stamp,
        delivery_status: 'sending',
        delivery_claim: 'dead-worker',
        delivery_claimed_at: '2026-01-01T00:00:00.000Z',
        delivery_attempts: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sent: string[] = [];
    await start(config({ NOTICE_SWEEP_EVERY_MS: '1000' }), {
      sendOrderNotice: async (message) => {
        sent.push(message.title);
      },
    });
    const status = (noticeId: number) =>
      database.db
        .selectFrom('notifications')
        .select(['delivery_status', 'delivery_attempts', 'delivery_channel'])
        .where('id', '=', noticeId)
        .executeTakeFirstOrThrow();
    await eventually(async () => (await status(id)).delivery_status === 'delivered');
    await eventually(async () => (await status(stale)).delivery_status === 'delivered');
    expect(await status(id)).toEqual({
      delivery_status: 'delivered',
      delivery_attempts: 1,
      delivery_channel: 'whatsapp',
    });
    expect((await status(stale)).delivery_attempts).toBe(2);
    expect(sent.filter((title) => title === 'Pedido #000123 en camino')).toHaveLength(1);
  });

  // Only a BullMQ job holds a lock that could outlast the notice's claim.
  if (redis) {
    it("a notice whose worker was killed mid-send goes again once its claim lapses, not after the queue's lock", async () => {
      const cfg = config({
        NOTICE_SWEEP_EVERY_MS: '1000',
        NOTICE_CLAIM_TIMEOUT_MS: '2000',
        TWILIO_TIMEOUT_MS: '1000',
      });
      const user = await createUser(database.db, {});
      const claimedAt = Date.now();
      const { id } = await database.db
        .insertInto('notifications')
        .values({
          user_id: user.id,
          order_id: null,
          title: 'Pedido #000127 en camino',
          body: 'Tu pedido salió de la tienda.',
          created_at: new Date(claimedAt).toISOString(),
          delivery_status: 'sending',
          delivery_claim: 'killed-worker',
          delivery_claimed_at: new Date(claimedAt).toISOString(),
          delivery_attempts: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Its job sits among the running ones under the lock of a worker that died (a minute's
      // lock here: BullMQ would put it back in line only once that lapsed).
      const connection = { url: REDIS_URL };
      const prefix = cfg.jobs.queuePrefix;
      const queue = new Queue('messages', { connection, prefix });
      const dead = new Worker('messages', null, { connection, prefix, lockDuration: 60_000 });
      try {
        await queue.add(JOB.noticeDelivery, { notice_id: id }, { jobId: `notice-${id}` });
        expect((await dead.getNextJob('killed-worker'))?.id).toBe(`notice-${id}`);
        const sent: string[] = [];
        await start(cfg, {
          sendOrderNotice: async (message) => {
            sent.push(message.title);
          },
        });
        const row = () =>
          database.db
            .selectFrom('notifications')
            .select(['delivery_status', 'delivery_attempts', 'delivered_at'])
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
        await eventually(async () => (await row()).delivery_status === 'delivered', 8000);
        const delivered = await row();
        // The claim's timeout and one sweep period, and a little for the sweep's own work.
        expect(Date.parse(delivered.delivered_at ?? '') - claimedAt).toBeLessThan(
          2000 + 1000 + 1000,
        );
        expect(delivered.delivery_attempts).toBe(2);
        expect(sent).toEqual(['Pedido #000127 en camino']);
      } finally {
        await dead.close(true);
        await queue.close();
      }
    });
  }

  it('a notice the provider keeps refusing is kept for a person, listed and retried by the command line', async () => {
    const user = await createUser(database.db, {});
    const { id } = await database.db
      .insertInto('notifications')
      .values({
        user_id: user.id,
        order_id: null,
        title: 'Pedido #000125 listo',
        body: 'Ya puedes recogerlo.',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let refusing = true;
    const sent: string[] = [];
    const cfg = config({ NOTICE_SWEEP_EVERY_MS: '1000' });
    const work = await start(cfg, {
      sendOrderNotice: async (message) => {
        if (refusing) throw new Error('Twilio answered 500: down');
        sent.push(message.title);
      },
    });
    await work.add(JOB.noticeDelivery, { notice_id: id }, { jobId: `notice-${id}` });
    const failed = () =>
      database.db
        .selectFrom('failed_jobs')
        .selectAll()
        .where('name', '=', JOB.noticeDelivery)
        .where('data', '=', JSON.stringify({ notice_id: id }))
        .executeTakeFirst();
    await eventually(async () => (await failed()) !== undefined);
    const row = await failed();
    expect(row).toMatchObject({ attempts: 3, reason: 'Twilio answered 500: down' });
    const notice = await database.db
      .selectFrom('notifications')
      .select(['delivery_status', 'delivery_error', 'delivery_attempts'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(notice).toEqual({
      delivery_status: 'failed',
      delivery_error: 'Twilio answered 500: down',
      delivery_attempts: 3,
    });

    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      ...(cfg.redisUrl ? { REDIS_URL: cfg.redisUrl, JOB_QUEUE_PREFIX: cfg.jobs.queuePrefix } : {}),
    };
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => printed.push(line));
    expect(await runOps(['jobs:failed'], env)).toBe(0);
    expect(printed.join('\n')).toContain(`#${row?.id ?? 0} notice-delivery`);
    expect(printed.join('\n')).toContain('motivo: Twilio answered 500: down');

    refusing = false;
    expect(await runOps(['jobs:retry', String(row?.id ?? 0)], env)).toBe(0);
    await eventually(
      async () =>
        (
          await database.db
            .selectFrom('notifications')
            .select('delivery_status')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).delivery_status === 'delivered',
    );
    // On Redis the servers' workers sent it; without, the command did (by the dev outbox).
    expect(sent).toHaveLength(cfg.redisUrl ? 1 : 0);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await runOps(['jobs:retry', String(row?.id ?? 0)], env)).toBe(1);
  });
});

describe('a repeating run cut by SIGKILL', () => {
  it('is taken back by the same job run again, not by another job of its period', async () => {
    const database = await createTestDatabase();
    try {
      const name = `cut-${randomUUID().slice(0, 8)}`;
      const work = vi.fn(async () => ({ done: 1 }));
      const run = oncePerPeriod(
        { db: database.db, clock: () => new Date(), process: 'vm:2' },
        name,
        60_000,
        work,
      );
      const dueAt = Date.now();
      // The first worker claimed the period and died before finishing.
      await database.db
        .insertInto('job_runs')
        .values({
          name,
          period_start: Math.floor(dueAt / 60_000) * 60_000,
          started_at: new Date().toISOString(),
          outcome: 'running',
          process: 'vm:1',
          job_id: 'repeat-1',
        })
        .execute();
      expect(await run({}, { jobId: 'start-1', dueAt, attempt: 1 })).toMatchObject({ ran: false });
      expect(await run({}, { jobId: 'repeat-1', dueAt, attempt: 1 })).toMatchObject({ ran: true });
      expect(work).toHaveBeenCalledTimes(1);
      const row = await database.db
        .selectFrom('job_runs')
        .selectAll()
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ outcome: 'done', process: 'vm:2', attempts: 2 });
    } finally {
      await database.close();
    }
  });
});

interface FleetProcess {
  child: ChildProcess;
  lines: Record<string, unknown>[];
}

/** A process of job-fleet-process.ts, under tsx. */
function startFleetProcess(env: Record<string, string>): FleetProcess {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./job-fleet-process.ts', import.meta.url))],
    {
      cwd: fileURLToPath(new URL('../../..', import.meta.url)),
      env: { PATH: process.env.PATH, NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines: Record<string, unknown>[] = [];
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const text = rest + chunk.toString();
    const parts = text.split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) {
      if (part.trim()) lines.push(JSON.parse(part) as Record<string, unknown>);
    }
  });
  return { child, lines };
}

describe('three processes on Redis, one killed mid-run', () => {
  it('runs every later period on time, and the cut one by its job taken back', async () => {
    const database = await createTestDatabase();
    const name = `fleet-${randomUUID().slice(0, 8)}`;
    const everyMs = 1000;
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL,
      JOB_QUEUE_PREFIX: newPrefix(),
      FLEET_JOB_NAME: name,
      FLEET_EVERY_MS: String(everyMs),
      // Most of each period is a run in progress: the kill lands in one.
      FLEET_WORK_MS: '600',
      FLEET_LOCK_MS: '2000',
    };
    const fleet = [startFleetProcess(env), startFleetProcess(env), startFleetProcess(env)];
    const runs = () =>
      database.db
        .selectFrom('job_runs')
        .selectAll()
        .where('name', '=', name)
        .orderBy('period_start')
        .execute();
    try {
      await eventually(async () => fleet.every((p) => p.lines.some((line) => line.ready)), 30_000);
      // Past the first periods (the processes' start runs), the process running one is killed.
      const first = Date.now();
      let victim: FleetProcess | undefined;
      let cut = 0;
      await eventually(async () => {
        victim = fleet.find((p) =>
          p.lines.some((line) => typeof line.working === 'number' && line.working > first),
        );
        return victim !== undefined;
      }, 10_000);
      victim?.child.kill('SIGKILL');
      const killedAt = Date.now();
      const last = victim?.lines.findLast((line) => typeof line.working === 'number');
      cut = Number(last?.working);
      const survivors = fleet.filter((p) => p !== victim);

      // Every period after the kill's runs in its own period, by a process still alive.
      await new Promise((resolve) => setTimeout(resolve, 6 * everyMs));
      const lastPeriod = Math.floor(Date.now() / everyMs) * everyMs - everyMs;
      const after = (await runs()).filter(
        (run) => Number(run.period_start) > cut && Number(run.period_start) <= lastPeriod,
      );
      expect(after.map((run) => Number(run.period_start))).toEqual(
        Array.from({ length: (lastPeriod - cut) / everyMs }, (_, i) => cut + (i + 1) * everyMs),
      );
      for (const run of after) {
        expect(run.outcome).toBe('done');
        // Queued at its period's start by a timer, not by a recovery (a loaded machine's
        // event loop may make it a little late).
        expect(Date.parse(run.started_at) - Number(run.period_start)).toBeLessThan(2 * everyMs);
      }
      // The cut run: its job, back in line once its 2 s lock lapsed, finishes the period.
      await eventually(async () => {
        const row = (await runs()).find((run) => Number(run.period_start) === cut);
        return row?.outcome === 'done';
      }, 15_000);
      const redone = (await runs()).find((run) => Number(run.period_start) === cut);
      expect(redone).toMatchObject({ attempts: 2 });
      expect(Date.parse(redone?.finished_at ?? '') - killedAt).toBeLessThan(8000);

      // Each period's work ran once (the cut one twice: cut, then redone), and each finished
      // run logged one line.
      const worked = survivors.flatMap((p) => p.lines).filter((line) => 'working' in line);
      const periods = worked.map((line) => Number(line.working));
      expect(new Set(periods).size).toBe(periods.length);
      const all = await runs();
      const logged = survivors
        .flatMap((p) => p.lines)
        .filter((line) => line.message === 'background job ran');
      const loggedPeriods = logged.map((line) => Number(line.period_start)).sort((a, b) => a - b);
      const donePeriods = all
        .filter((run) => run.outcome === 'done' && run.process !== `fleet:${victim?.child.pid}`)
        .map((run) => Number(run.period_start));
      expect(loggedPeriods).toEqual(expect.arrayContaining(donePeriods));
      expect(logged.every((line) => line.outcome === 'done' && line.job === name)).toBe(true);
    } finally {
      for (const p of fleet) if (p.child.exitCode === null) p.child.kill('SIGTERM');
      await Promise.all(
        fleet.map(
          (p) =>
            new Promise((resolve) => {
              if (p.child.exitCode !== null || p.child.signalCode !== null) resolve(null);
              else p.child.once('exit', resolve);
            }),
        ),
      );
      await database.close();
    }
  }, 60_000);
});

describe('two notice workers racing for one notice', () => {
  it('send it once: the claim is a conditional update', async () => {
    const database = await createTestDatabase();
    try {
      const user = await createUser(database.db, {});
      const { id } = await database.db
        .insertInto('notifications')
        .values({
          user_id: user.id,
          order_id: null,
          title: 'Pedido #000126 recibido',
          body: 'Lo preparamos para el lunes.',
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      let sends = 0;
      const deps = {
        db: database.db,
        clock: () => new Date(),
        claimTimeoutMs: 60_000,
        sender: {
          sendOrderNotice: async () => {
            sends += 1;
            await new Promise((resolve) => setTimeout(resolve, 20));
          },
        },
      };
      const outcomes = await Promise.all(Array.from({ length: 8 }, () => deliverNotice(deps, id)));
      expect(outcomes.filter((outcome) => outcome === 'delivered')).toHaveLength(1);
      expect(sends).toBe(1);
    } finally {
      await database.close();
    }
  });
});

describe('stock news through the queue', () => {
  it('reaches another process’s cached catalogue', async () => {
    const database = await createTestDatabase();
    // Cached answers that outlive the test: only the news can change what the other one shows.
    const cfg = testConfig(database.url, {
      REDIS_URL,
      JOB_QUEUE_PREFIX: newPrefix(),
      CATALOGUE_CACHE_MS: '600000',
    });
    const [first, second] = await Promise.all([
      buildApp({ config: cfg, database, logger: false }),
      buildApp({ config: cfg, database, logger: false }),
    ]);
    await Promise.all([first.ready(), second.ready()]);
    const announced: number[] = [];
    const work = await startBackgroundWork({
      config: cfg,
      db: database.db,
      clock: () => new Date(),
      log: first.log,
      cardProvider: null,
      orderEvents: first.orderEvents,
      catalogueChanges: {
        sendStockNewsThrough: (queue) => first.catalogueChanges.sendStockNewsThrough(queue),
        announceStockChanged: async (storeId) => {
          announced.push(storeId);
          await first.catalogueChanges.announceStockChanged(storeId);
        },
      },
      sender: { sendOrderNotice: async () => {} },
    });
    try {
      const t = { app: first, database, close: async () => {} };
      const interna = await findOffers(t, 'interna');
      const offer = roomyOffer(interna);
      const read = async (app: FastifyInstance) =>
        (await app.inject(`/api/shop/stores/${interna.storeId}/inventories/${offer.slug}`)).json<{
          data: { stock: number };
        }>().data.stock;
      expect(await read(second)).toBe(offer.stock);

      const user = await createUser(database.db, {});
      const api = orderClient(t);
      const { cartId } = await api.readyCart(user, interna.storeId, [{ id: offer.id, qty: 10 }]);
      expect((await api.place(user, cartId)).status).toBe(201);

      await eventually(async () => announced.includes(interna.storeId));
      await eventually(async () => (await read(second)) === offer.stock - 10);
    } finally {
      await work.stop();
      await Promise.all([first.close(), second.close()]);
      await database.close();
    }
  });
});

describe('BullMQ on Redis, stopping', () => {
  it('waits for every job its paused worker still starts, and none is left running when stop returns', async () => {
    const prefix = newPrefix();
    const events: string[] = [];
    const stopping = startRedisRunner(REDIS_URL, prefix, {
      log: quiet,
      onGaveUp: async () => {},
      attempts: 3,
      backoffMs: 20,
      concurrency: { housekeeping: 2 },
      specs: [
        {
          name: 'slow-notice',
          lane: 'housekeeping',
          run: async (data) => {
            events.push(`${String(data.n)} started`);
            await new Promise((resolve) => setTimeout(resolve, 400));
            events.push(`${String(data.n)} finished`);
          },
        },
      ],
    });
    // Another process queues them: the stopping worker is the only one to hand them to.
    const queue = new Queue('housekeeping', { connection: { url: REDIS_URL }, prefix });
    try {
      await queue.add('slow-notice', { n: 1 });
      await eventually(async () => events.includes('1 started'));
      // Stop waits for the first; meanwhile its worker, paused, still fetches and runs a second.
      const stopped = stopping.stop().then(() => events.push('stopped'));
      await queue.add('slow-notice', { n: 2 });
      await stopped;
      await new Promise((resolve) => setTimeout(resolve, 600));

      // What ran here had finished before stop returned (the database closes right after).
      expect(events.at(-1)).toBe('stopped');
      const started = events.filter((event) => event.endsWith('started'));
      const finished = events.filter((event) => event.endsWith('finished'));
      expect(finished).toHaveLength(started.length);
    } finally {
      await queue.close();
    }
  });
});

describe('with Redis down', () => {
  it('starts, refuses to queue at once, and stops within its bounds', async () => {
    const database = await createTestDatabase();
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as net.AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const cfg = testConfig(database.url, {
      REDIS_URL: `redis://127.0.0.1:${port}`,
      JOB_QUEUE_PREFIX: newPrefix(),
    });
    const app = await buildApp({ config: cfg, database, logger: false });
    try {
      const began = Date.now();
      const work = await startBackgroundWork({
        config: cfg,
        db: database.db,
        clock: () => new Date(),
        log: app.log,
        cardProvider: null,
        orderEvents: app.orderEvents,
        catalogueChanges: app.catalogueChanges,
        sender: { sendOrderNotice: async () => {} },
      });
      // An order's stock news: not queued, logged, and the request goes on.
      await app.catalogueChanges.stockChanged(1);
      await expect(work.add(JOB.noticesDue, {})).rejects.toThrow();
      await work.stop();
      expect(Date.now() - began).toBeLessThan(8000);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('configuration', () => {
  it("refuses a notice claim that could lapse while Twilio's answer is awaited", () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'test',
        TWILIO_TIMEOUT_MS: '20000',
        NOTICE_CLAIM_TIMEOUT_MS: '15000',
      }),
    ).toThrow(/NOTICE_CLAIM_TIMEOUT_MS: must be longer than TWILIO_TIMEOUT_MS/);
  });
});
