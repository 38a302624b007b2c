import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from './clock';
import type { DB } from './db/schema';
import { purgeAbandonedCarts } from './modules/cart/cart.service';
import { findInvalidZones } from './modules/coverage/coverage.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Housekeeping that runs at start and then daily in every server process. Each job is
 * idempotent, so several processes running it at once do no harm.
 */
export function startJobs({
  db,
  clock,
  log,
}: {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
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
  void purgeCarts();
  void reportInvalidZones();
  const timer = setInterval(() => void purgeCarts(), DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
