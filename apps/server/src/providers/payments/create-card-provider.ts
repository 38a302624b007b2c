import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import type { CardProvider } from './card-provider';
import { SandboxCardProvider } from './sandbox-card-provider';
import { StripeCardProvider } from './stripe-card-provider';

/** Stripe when configured; the sandbox outside production; nothing when the shop is cash-only. */
export function createCardProvider(config: Config, db: Kysely<DB>): CardProvider | null {
  const card = config.payments.card;
  if (!card) return null;
  if (card.provider === 'stripe') {
    return new StripeCardProvider({
      secretKey: card.secretKey,
      apiUrl: card.apiUrl,
      timeoutMs: card.timeoutMs,
    });
  }
  return new SandboxCardProvider(db);
}
