import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import type { DeferredPaymentProvider } from './deferred-provider';
import { SandboxDeferredProvider } from './sandbox-deferred-provider';
import { StripeDeferredProvider } from './deferred-stripe-provider';

/**
 * OXXO and SPEI go with the cards (decision 060): through Stripe when Stripe takes the cards,
 * the sandbox's stand-ins when the sandbox does, and nothing when the shop is cash-only.
 */
export function createDeferredProvider(
  config: Config,
  db: Kysely<DB>,
  clock: Clock,
): DeferredPaymentProvider | null {
  const card = config.payments.card;
  if (!card) return null;
  if (card.provider === 'stripe') {
    return new StripeDeferredProvider(
      { secretKey: card.secretKey, apiUrl: card.apiUrl, timeoutMs: card.timeoutMs },
      clock,
    );
  }
  return new SandboxDeferredProvider(db, clock);
}
