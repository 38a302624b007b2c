import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from './clock';
import type { DB } from './db/schema';
import { purgeAbandonedCarts } from './modules/cart/cart.service';
import { findInvalidZones } from './modules/coverage/coverage.service';
import type { OrderEventsBroadcast } from './modules/orders/order-events.broadcast';
import { expireSubstitutes } from './modules/orders/order-substitution.service';
import { settleStrandedPayments } from './modules/orders/stranded-payments.service';
import type { CardProvider } from './providers/payments/card-provider';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Card payments left half done are settled within a few minutes of their request ending. */
const PAYMENT_SWEEP_MS = 60 * 1000;
/** Unanswered substitutes are applied within a quarter of a minute of their window closing. */
const SUBSTITUTE_SWEEP_MS = 15 * 1000;

/**
 * Housekeeping that runs at start and then daily (payments: every minute; substitutes'
 * answer windows: every 15 seconds) in every server process. Each job is idempotent, so
 * several processes running it at once do no harm.
 */
export function startJobs({
  db,
  clock,
  log,
  cardProvider,
  orderEvents = null,
}: {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
  cardProvider: CardProvider | null;
  /** Wakes the orders board's streams when a substitute expires (they also poll the feed). */
  orderEvents?: Pick<OrderEventsBroadcast, 'announce'> | null;
}): () => void {
  const purgeCarts = async () => {
    try {
      const purged = await purgeAbandonedCarts(db, clock());
      if (purged > 0) log.info({ purged }, 'abandoned anonymous carts purged');
    } catch (error) {
      log.error({ err: error }, 'cart purge failed');
    }
  };
  const reportInvalidZones = async () => {
    try {
      for (const zone of await findInvalidZones(db)) {
        log.error({ zone }, 'delivery zone ignored: its outline is invalid');
      }
    } catch (error) {
      log.error({ err: error }, 'delivery zone check failed');
    }
  };
  let sweeping = false;
  const settlePayments = async () => {
    if (!cardProvider || sweeping) return;
    sweeping = true;
    try {
      const result = await settleStrandedPayments({ db, cardProvider, log, now: clock() });
      if (Object.values(result).some((count) => count > 0)) {
        log.info(result, 'stranded card payments settled');
      }
    } catch (error) {
      log.error({ err: error }, 'stranded card payments sweep failed');
    } finally {
      sweeping = false;
    }
  };
  let expiring = false;
  const applyUnansweredSubstitutes = async () => {
    if (expiring) return;
    expiring = true;
    try {
      const expired = await expireSubstitutes({ db, now: clock(), orderEvents });
      if (expired > 0) log.info({ expired }, 'unanswered substitutes applied');
    } catch (error) {
      log.error({ err: error }, 'substitute answer-window sweep failed');
    } finally {
      expiring = false;
    }
  };
  void purgeCarts();
  void reportInvalidZones();
  void settlePayments();
  void applyUnansweredSubstitutes();
  const timers = [
    setInterval(() => void purgeCarts(), DAY_MS),
    setInterval(() => void settlePayments(), PAYMENT_SWEEP_MS),
    setInterval(() => void applyUnansweredSubstitutes(), SUBSTITUTE_SWEEP_MS),
  ];
  for (const timer of timers) timer.unref();
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
