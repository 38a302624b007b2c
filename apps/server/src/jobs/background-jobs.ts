import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import { purgeAbandonedCarts } from '../modules/cart/cart.service';
import type { CatalogueChanges } from '../modules/catalogue/catalogue-changes';
import { findInvalidZones } from '../modules/coverage/coverage.service';
import {
  deliverNotice,
  dueNotices,
  giveUpNotice,
} from '../modules/notifications/notice-delivery.service';
import type { OrderEventsBroadcast } from '../modules/orders/order-events.broadcast';
import { expireDrafts } from '../modules/orders/order-edits.service';
import { expireSubstitutes } from '../modules/orders/order-substitution.service';
import { expireDeferredPayments } from '../modules/payments/deferred-payments.service';
import { settleStrandedPayments } from '../modules/payments/stranded-payments.service';
import type { MessageSender } from '../providers/messaging/message-sender';
import type { CardProvider } from '../providers/payments/card-provider';
import type { DeferredPaymentProvider } from '../providers/payments/deferred-provider';
import type { AddOptions, JobData, JobLane, JobSpec } from './job-runner';
import { pruneRuns } from './jobs.repository';
import { oncePerPeriod } from './once-per-period';

const DAY_MS = 24 * 60 * 60 * 1000;
/** `job_runs` is evidence that each period ran once, not history: a week of it is kept. */
const JOB_RUNS_KEPT_MS = 7 * DAY_MS;

/** Every job's name: what `job_runs` and `failed_jobs` record, and the queue's job names. */
export const JOB = {
  cartPurge: 'cart-purge',
  cardHoldSweep: 'card-hold-sweep',
  substituteSweep: 'substitute-sweep',
  /** OXXO/SPEI payments past their deadline: expired, their orders cancelled (decision 060). */
  deferredExpiry: 'deferred-expiry',
  /** Order edits' drafts nobody confirmed give their stock back (decision 061). */
  orderEditSweep: 'order-edit-sweep',
  noticeSweep: 'notice-sweep',
  zoneCheck: 'zone-check',
  jobRunsPrune: 'job-runs-prune',
  /** Queued right after an order's change commits: its notices are due. */
  noticesDue: 'notices-due',
  noticeDelivery: 'notice-delivery',
  stockNews: 'stock-news',
} as const;

/** The orders' notices have their own lane, so a slow provider holds only them. */
export function laneOf(name: string): JobLane {
  return name === JOB.noticeDelivery ? 'messages' : 'housekeeping';
}

/**
 * A notice's job id: one job per notice while it waits, runs or waits to retry. A notice whose
 * claim went stale (its worker was killed mid-send) gets a job per claim taken: its first job
 * still sits among the running ones until BullMQ sees its lock lapse, and adding that id again
 * would do nothing, so the resend would wait for it instead of the claim's timeout.
 */
export function noticeJobId(notice: { id: number; staleClaim?: boolean; claims?: number }): string {
  return notice.staleClaim ? `notice-${notice.id}-${notice.claims ?? 0}` : `notice-${notice.id}`;
}

export interface BackgroundDeps {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
  settings: Config['jobs'];
  cardProvider: CardProvider | null;
  /** OXXO and SPEI (decision 060); absent or null when they are off. */
  deferredProvider?: DeferredPaymentProvider | null;
  /** Wakes the orders board's streams when a substitute expires (they also poll the feed). */
  orderEvents: Pick<OrderEventsBroadcast, 'announce'> | null;
  /** Tells every process's catalogue cache of stock changes (the stock-news job). */
  catalogueChanges: Pick<CatalogueChanges, 'announceStockChanged'> | null;
  sender: Pick<MessageSender, 'sendOrderNotice'>;
  /** hostname:pid. */
  process: string;
  /** Where jobs queue more jobs (the sweeps queue notices). */
  queue: { add(name: string, data: JobData, options?: AddOptions): Promise<void> };
}

/**
 * The background work (decision 054): the repeating housekeeping that used to run on timers in
 * every process, now once per period across all of them, and the jobs requests queue instead of
 * doing the work themselves (orders' notices by phone, stock news to other processes).
 */
export function backgroundJobs(deps: BackgroundDeps): JobSpec[] {
  const { db, clock, log, settings, cardProvider, orderEvents, catalogueChanges, sender, queue } =
    deps;
  const repeating = (name: string, everyMs: number, work: () => Promise<object>): JobSpec => ({
    name,
    lane: laneOf(name),
    everyMs,
    run: oncePerPeriod(deps, name, everyMs, work),
  });
  const noticeDeps = { db, clock, sender, claimTimeoutMs: settings.noticeClaimTimeoutMs };
  const queueDueNotices = async () => {
    const due = await dueNotices(noticeDeps);
    await Promise.all(
      due.map((notice) =>
        queue.add(JOB.noticeDelivery, { notice_id: notice.id }, { jobId: noticeJobId(notice) }),
      ),
    );
    return { queued: due.length };
  };

  return [
    repeating(JOB.cartPurge, settings.cartPurgeEveryMs, async () => {
      const purged = await purgeAbandonedCarts(db, clock());
      if (purged > 0) log.info({ purged }, 'abandoned anonymous carts purged');
      return { purged };
    }),
    repeating(JOB.cardHoldSweep, settings.cardHoldSweepEveryMs, async () => {
      if (!cardProvider) return { card_payments: false };
      const result = await settleStrandedPayments({ db, cardProvider, log, now: clock() });
      if (Object.values(result).some((count) => count > 0)) {
        log.info(result, 'stranded card payments settled');
      }
      return result;
    }),
    repeating(JOB.substituteSweep, settings.substituteSweepEveryMs, async () => {
      const expired = await expireSubstitutes({ db, now: clock(), orderEvents });
      if (expired > 0) log.info({ expired }, 'unanswered substitutes applied');
      return { expired };
    }),
    repeating(JOB.orderEditSweep, settings.orderEditSweepEveryMs, async () => {
      const expired = await expireDrafts({
        db,
        now: clock(),
        stockChanged: catalogueChanges && ((id) => catalogueChanges.announceStockChanged(id)),
      });
      if (expired > 0) log.info({ expired }, 'abandoned order edit drafts gave their stock back');
      return { expired };
    }),
    repeating(JOB.deferredExpiry, settings.deferredExpiryEveryMs, async () => {
      if (!deps.deferredProvider) return { deferred_payments: false };
      const result = await expireDeferredPayments({
        db,
        clock,
        log,
        cardProvider,
        deferredProvider: deps.deferredProvider,
        // Stock given back reaches every process's catalogue through the stock-news job's way.
        catalogueChanges: {
          stockChanged: (storeId) =>
            catalogueChanges?.announceStockChanged(storeId) ?? Promise.resolve(),
        },
        orderEvents: {
          announce: (storeId) => orderEvents?.announce(storeId) ?? Promise.resolve(),
        },
      });
      if (Object.values(result).some((count) => count > 0)) {
        log.info(result, 'OXXO/SPEI payments past their deadline settled');
      }
      return result;
    }),
    repeating(JOB.noticeSweep, settings.noticeSweepEveryMs, queueDueNotices),
    repeating(JOB.zoneCheck, DAY_MS, async () => {
      const invalid = await findInvalidZones(db);
      for (const zone of invalid) {
        log.error({ zone }, 'delivery zone ignored: its outline is invalid');
      }
      return { invalid: invalid.length };
    }),
    repeating(JOB.jobRunsPrune, DAY_MS, async () => ({
      pruned: await pruneRuns(db, new Date(clock().getTime() - JOB_RUNS_KEPT_MS).toISOString()),
    })),
    {
      name: JOB.noticesDue,
      lane: laneOf(JOB.noticesDue),
      forgetWhenDone: true,
      run: queueDueNotices,
    },
    {
      name: JOB.noticeDelivery,
      lane: laneOf(JOB.noticeDelivery),
      forgetWhenDone: true,
      run: async (data) => ({ outcome: await deliverNotice(noticeDeps, noticeIdOf(data)) }),
      gaveUp: (data, reason) => giveUpNotice(db, noticeIdOf(data), reason),
    },
    {
      name: JOB.stockNews,
      lane: laneOf(JOB.stockNews),
      forgetWhenDone: true,
      run: async (data) => {
        const storeId = Number(data.store_id);
        if (!Number.isInteger(storeId))
          throw new Error(`stock news without a store: ${JSON.stringify(data)}`);
        await catalogueChanges?.announceStockChanged(storeId);
        return { store_id: storeId };
      },
    },
  ];
}

function noticeIdOf(data: JobData): number {
  const id = Number(data.notice_id);
  if (!Number.isInteger(id))
    throw new Error(`notice job without a notice: ${JSON.stringify(data)}`);
  return id;
}
