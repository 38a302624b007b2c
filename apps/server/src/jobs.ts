import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from './clock';
import type { Config } from './config';
import type { DB } from './db/schema';
import { JOB, backgroundJobs } from './jobs/background-jobs';
import { startInProcessRunner } from './jobs/in-process-runner';
import type { AddOptions, GivenUpJob, JobData, JobRunner, RunnerOptions } from './jobs/job-runner';
import { insertFailedJob } from './jobs/jobs.repository';
import { startRedisRunner } from './jobs/redis-runner';
import type { CatalogueChanges } from './modules/catalogue/catalogue-changes';
import type { OrderEventsBroadcast } from './modules/orders/order-events.broadcast';
import { createMessageSender } from './providers/messaging/create-message-sender';
import type { MessageSender } from './providers/messaging/message-sender';
import type { CardProvider } from './providers/payments/card-provider';
import type { DeferredPaymentProvider } from './providers/payments/deferred-provider';

/**
 * After an order's change, its notices and stock news are queued this soon: the changes of
 * that moment share one look at the outbox and one message per store.
 */
const BATCH_DELAY_MS = 50;

export interface BackgroundWorkOptions {
  config: Config;
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
  cardProvider: CardProvider | null;
  /** OXXO and SPEI (decision 060): their expiry job is a no-op without them. */
  deferredProvider?: DeferredPaymentProvider | null;
  /** The app's: woken by substitutes expiring; each change it announces queues its notices. */
  orderEvents?: Pick<OrderEventsBroadcast, 'announce' | 'afterAnnounce'> | null;
  /** The app's: its stock news goes through the queue while the work runs. */
  catalogueChanges?: Pick<CatalogueChanges, 'announceStockChanged' | 'sendStockNewsThrough'> | null;
  /** Sends the orders' notices; by default the one configured (Twilio or the dev outbox). */
  sender?: Pick<MessageSender, 'sendOrderNotice'>;
  /** Tests: jobs at once per lane, and how long `stop` waits. */
  runner?: Pick<RunnerOptions, 'concurrency' | 'stopTimeoutMs'>;
}

export interface BackgroundWork {
  readonly kind: JobRunner['kind'];
  /** Queues a job by name (the stock-news and notices' jobs are queued for you). */
  add(name: string, data: JobData, options?: AddOptions): Promise<void>;
  /** Stops taking jobs, waits (bounded) for the running ones, closes the queue's connections. */
  stop(): Promise<void>;
}

/**
 * Starts this process's share of the background work (decision 054): BullMQ on Redis when
 * `REDIS_URL` is set, else an in-process runner, with the same jobs. Repeating jobs run once per
 * period across every process; a job that keeps failing is kept in `failed_jobs`.
 */
export async function startBackgroundWork({
  config,
  db,
  clock,
  log,
  cardProvider,
  deferredProvider = null,
  orderEvents = null,
  catalogueChanges = null,
  sender = createMessageSender(config, log, clock),
  runner: runnerOptions = {},
}: BackgroundWorkOptions): Promise<BackgroundWork> {
  // Bound late: the jobs queue jobs through the runner they run on.
  let runner: JobRunner | null = null;
  const queue = {
    add: async (name: string, data: JobData, options?: AddOptions) => {
      if (!runner) throw new Error('background work is not running');
      await runner.add(name, data, options);
    },
  };
  const specs = backgroundJobs({
    db,
    clock,
    log,
    settings: config.jobs,
    cardProvider,
    deferredProvider,
    orderEvents,
    catalogueChanges,
    sender,
    process: `${os.hostname()}:${process.pid}`,
    queue,
  });
  const onGaveUp = async (job: GivenUpJob) => {
    try {
      await insertFailedJob(db, {
        name: job.name,
        jobId: job.jobId,
        data: JSON.stringify(job.data),
        reason: job.reason,
        attempts: job.attempts,
        at: clock().toISOString(),
      });
    } catch (error) {
      log.error({ err: error, job: job.name, reason: job.reason }, 'failed job not recorded');
    }
  };
  const options: RunnerOptions = {
    specs,
    attempts: config.jobs.attempts,
    backoffMs: config.jobs.backoffMs,
    onGaveUp,
    log,
    ...runnerOptions,
  };
  runner = config.redisUrl
    ? startRedisRunner(config.redisUrl, config.jobs.queuePrefix, options)
    : startInProcessRunner(options);
  const started = runner;

  // Stock news: the request only marks its store; the changes of one moment make one job per
  // store. Without Redis there is no other process to tell, and this one forgets at once.
  const storesChanged = new Set<number>();
  let telling: NodeJS.Timeout | null = null;
  const tellStores = () => {
    telling = null;
    for (const storeId of storesChanged) {
      started.add(JOB.stockNews, { store_id: storeId }).catch((error: unknown) => {
        // Their cached answers expire on their own.
        log.warn({ err: error, store_id: storeId }, 'stock news not queued: Redis failed');
      });
    }
    storesChanged.clear();
  };
  if (config.redisUrl) {
    catalogueChanges?.sendStockNewsThrough(async (storeId) => {
      storesChanged.add(storeId);
      if (telling) return;
      telling = setTimeout(tellStores, BATCH_DELAY_MS);
      telling.unref();
    });
  }
  // Several changes at once share one look at the outbox; a wake lost (the process killed)
  // leaves its notices to the next sweep.
  let waking: NodeJS.Timeout | null = null;
  const stopWaking = orderEvents?.afterAnnounce(() => {
    if (waking) return;
    waking = setTimeout(() => {
      waking = null;
      started.add(JOB.noticesDue, {}).catch((error: unknown) => {
        log.warn({ err: error }, 'notices not queued now: the sweep will');
      });
    }, BATCH_DELAY_MS);
    waking.unref();
  });

  return {
    kind: started.kind,
    add: (name, data, addOptions) => started.add(name, data, addOptions),
    stop: async () => {
      stopWaking?.();
      if (waking) clearTimeout(waking);
      // From now on requests still in flight publish their stock news themselves.
      catalogueChanges?.sendStockNewsThrough(null);
      if (telling) {
        clearTimeout(telling);
        tellStores();
      }
      await started.stop();
    },
  };
}
