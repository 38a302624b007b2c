import type { Kysely } from 'kysely';
import type { CardHoldRow, DB } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import type {
  Authorization,
  AuthorizeInput,
  CardProvider,
} from '../../providers/payments/card-provider';
import * as repo from './card-holds.repository';

/**
 * Card holds are written down before the provider is asked (decision 033), so none can outlive
 * its request unseen: the order's transaction marks its hold `ordered`, and the sweeper
 * (stranded-payments.service.ts) releases every other one once its request is over.
 */

export interface HoldRequest {
  userId: number;
  /** The placer's Idempotency-Key for the order. */
  orderKey: string;
  amountCents: number;
  currency: string;
  token: string;
  description: string;
}

/** The provider's idempotency key for a hold: the same row always asks for the same hold. */
export function providerKey(holdId: number): string {
  return `hold-${String(holdId)}`;
}

/** What to send the provider for this row (the same fields every time it is asked). */
export function authorizeInput(hold: CardHoldRow): AuthorizeInput {
  return {
    amountCents: hold.amount_cents,
    currency: hold.currency,
    token: hold.token,
    idempotencyKey: providerKey(hold.id),
    description: hold.description,
  };
}

/**
 * Asks the provider to hold the money, under a row written first. A retry of the same order
 * (same placer, key, amount and card) reuses the live row, so the provider answers with the hold
 * it already made; anything else starts a new row. When the provider can't be reached the row
 * stays `asked` for the sweeper to settle, and the shopper is told nothing was charged.
 */
export async function holdCard(
  db: Kysely<DB>,
  cardProvider: CardProvider,
  request: HoldRequest,
  now: Date,
): Promise<{ holdId: number; result: Authorization }> {
  const hold = await liveOrNewHold(db, cardProvider, request, now);
  let result: Authorization;
  try {
    result = await cardProvider.authorize(authorizeInput(hold));
  } catch (error) {
    throw new AppError('service_unavailable', messages.cardProviderUnavailable, { cause: error });
  }
  const stamp = now.toISOString();
  await repo.moveHold(
    db,
    hold,
    result.approved
      ? { state: 'held', reference: result.reference, updated_at: stamp }
      : { state: 'released', updated_at: stamp },
  );
  return { holdId: hold.id, result };
}

async function liveOrNewHold(
  db: Kysely<DB>,
  cardProvider: CardProvider,
  request: HoldRequest,
  now: Date,
): Promise<CardHoldRow> {
  const stamp = now.toISOString();
  const live = await repo.findLiveHold(db, request.userId, request.orderKey);
  if (live) {
    const same =
      live.amount_cents === request.amountCents &&
      live.token === request.token &&
      live.currency === request.currency;
    // Touching it keeps the sweeper off while this request runs; losing the race means the
    // sweeper took it first (and voids it), and a new hold is asked for.
    const state = same ? live.state : 'released';
    if (await repo.moveHold(db, live, { state, updated_at: stamp })) {
      if (same) return { ...live, updated_at: stamp };
      if (live.reference) await cardProvider.void(live.reference).catch(() => undefined);
    }
  }
  return repo.insertHold(db, {
    user_id: request.userId,
    order_key: request.orderKey,
    provider: cardProvider.name,
    amount_cents: request.amountCents,
    currency: request.currency,
    token: request.token,
    description: request.description,
    reference: null,
    state: 'asked',
    created_at: stamp,
    updated_at: stamp,
  });
}

/** In the order's transaction: the hold is now the order's. Refuses if it was released. */
export async function takeHoldForOrder(trx: Kysely<DB>, holdId: number, now: Date): Promise<void> {
  if (!(await repo.markOrdered(trx, holdId, now.toISOString()))) {
    throw new AppError('service_unavailable', messages.cardProviderUnavailable);
  }
}

/** After a successful void: the hold is gone (a failed void leaves it for the sweeper). */
export async function markReleased(db: Kysely<DB>, holdId: number, now: Date): Promise<void> {
  const hold = await repo.findHold(db, holdId);
  if (hold?.state === 'asked' || hold?.state === 'held') {
    await repo.moveHold(db, hold, { state: 'released', updated_at: now.toISOString() });
  }
}

/** The hold a card record was made from (an edit asks its card for more with its token). */
export function findHoldByReference(db: Kysely<DB>, reference: string) {
  return repo.findHoldByReference(db, reference);
}
