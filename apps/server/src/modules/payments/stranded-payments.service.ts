import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { CardHoldRow, DB } from '../../db/schema';
import type { CardProvider } from '../../providers/payments/card-provider';
import { STALE_BLOCK_MS } from '../cart/cart-checkout.service';
import { authorizeInput } from './card-holds.service';
import * as holds from './card-holds.repository';
import { orderAwaitsPicking } from '../orders/order-reads.service';
import { captureHeldPayment } from './payments.service';

/**
 * How long a provider remembers an idempotency key (Stripe: 24 hours). Past it, asking again
 * could make a new hold rather than return the old one, so the sweeper stops asking.
 */
const PROVIDER_MEMORY_MS = 24 * 60 * 60 * 1000;
/** Rows handled per kind and sweep: a backlog drains over a few sweeps, never in one burst. */
const BATCH = 50;

export interface SweepResult {
  released: number;
  captured: number;
  /** Left for the next sweep: the provider failed again. */
  pending: number;
  /** Asked too long ago to ask again: logged for a person to check in the provider's dashboard. */
  abandoned: number;
}

/**
 * Settles card payments a request left half done (decision 033), once that request is surely
 * over (its cart block would be stale): a hold no order took is voided, an `asked` hold whose
 * answer never came is asked again under the same key (the provider answers what it did) and
 * voided if it held money, and an order whose hold was never captured is captured. Every call
 * has the provider's own timeout, each row is taken by one process at a time, and a row is tried
 * again on the next sweep only within the provider's 24 hours.
 */
export async function settleStrandedPayments({
  db,
  cardProvider,
  log,
  now,
}: {
  db: Kysely<DB>;
  cardProvider: CardProvider;
  log: FastifyBaseLogger;
  now: Date;
}): Promise<SweepResult> {
  const result: SweepResult = { released: 0, captured: 0, pending: 0, abandoned: 0 };
  const stamp = now.toISOString();
  const over = new Date(now.getTime() - STALE_BLOCK_MS).toISOString();
  const forgotten = new Date(now.getTime() - PROVIDER_MEMORY_MS).toISOString();

  for (const hold of await holds.findStaleHolds(db, over, BATCH)) {
    if (!(await holds.moveHold(db, hold, { state: 'releasing', updated_at: stamp }))) continue;
    if (hold.reference === null && hold.created_at < forgotten) {
      await holds.moveHold(
        db,
        { ...hold, state: 'releasing' },
        { state: 'released', updated_at: stamp },
      );
      log.error(
        { holdId: hold.id, provider: hold.provider },
        'card hold never answered for 24 hours: check it in the provider',
      );
      result.abandoned += 1;
      continue;
    }
    try {
      await release(cardProvider, hold);
      await holds.moveHold(
        db,
        { ...hold, state: 'releasing' },
        { state: 'released', updated_at: stamp },
      );
      result.released += 1;
    } catch (error) {
      // Back to what it was, for the next sweep to try again.
      await holds.moveHold(
        db,
        { ...hold, state: 'releasing' },
        { state: hold.state, updated_at: stamp },
      );
      log.warn({ err: error, holdId: hold.id }, 'stranded card hold not released yet');
      result.pending += 1;
    }
  }

  for (const order of await holds.findUncapturedOrders(db, forgotten, over, BATCH)) {
    const row = await captureHeldPayment(
      { db, clock: () => now, log, cardProvider, deferredProvider: null },
      order,
      (id) => orderAwaitsPicking(db, id),
    );
    if (row.payment_status === 'paid') result.captured += 1;
    else result.pending += 1;
  }
  return result;
}

/** Voids the hold; one never answered is asked again first, to learn whether it holds money. */
async function release(cardProvider: CardProvider, hold: CardHoldRow): Promise<void> {
  let reference = hold.reference;
  if (reference === null) {
    const answer = await cardProvider.authorize(authorizeInput(hold));
    if (!answer.approved) return;
    reference = answer.reference;
  }
  await cardProvider.void(reference);
}
