import { apiRoutes } from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { type DeferredDeps, handleDeferredEvent } from './deferred-payments.service';
import { handleProviderEvent } from './payment-events.service';
import type { CardProvider } from '../../providers/payments/card-provider';
import { readStripeEvent } from '../../providers/payments/stripe-card-provider';

const tags = ['payments'];

/** Stripe's webhook, when Stripe takes the cards. */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{
  db: Kysely<DB>;
  clock: Clock;
  config: Config;
  cardProvider: CardProvider | null;
  /** OXXO and SPEI events come through the same webhook (decision 060). */
  deferred: DeferredDeps;
}> = async (app, { db, clock, config, cardProvider, deferred }) => {
  const card = config.payments.card;
  if (card?.provider !== 'stripe' || !cardProvider) return;

  // The signature covers the exact bytes Stripe sent, so this route keeps the raw body (the
  // parser is scoped to this plugin).
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 512 * 1024 },
    (_request, body, done) => {
      done(null, body);
    },
  );
  app.post(
    apiRoutes.stripeWebhook,
    {
      schema: {
        tags,
        summary: 'Stripe webhook: signed events, each handled once, payments re-read from Stripe',
        response: { 200: z.object({ received: z.literal(true) }) },
      },
    },
    async (request) => {
      const event = readStripeEvent(
        request.body,
        request.headers['stripe-signature'],
        card.webhookSecret,
        clock(),
      );
      // An OXXO/SPEI intent's event is theirs; anything else is a card's.
      if (!(await handleDeferredEvent(deferred, event))) {
        await handleProviderEvent(db, cardProvider, event);
      }
      return { received: true as const };
    },
  );
};
