import {
  CardTokenResponseSchema,
  PaymentConfigResponseSchema,
  SandboxCardBodySchema,
  apiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { handleProviderEvent } from '../orders/payment-events.service';
import type { CardProvider } from '../../providers/payments/card-provider';
import { createSandboxToken } from '../../providers/payments/sandbox-card-provider';
import { readStripeEvent } from '../../providers/payments/stripe-card-provider';

const tags = ['payments'];

export const paymentRoutes: FastifyPluginAsyncZod<{
  db: Kysely<DB>;
  clock: Clock;
  config: Config;
  cardProvider: CardProvider | null;
}> = async (app, { db, clock, config, cardProvider }) => {
  const card = config.payments.card;

  app.get(
    apiRoutes.paymentConfig,
    {
      schema: {
        tags,
        summary: 'How the web app takes cards: our sandbox form or the provider hosted fields',
        response: { 200: PaymentConfigResponseSchema },
      },
    },
    () => ({
      data: {
        card_provider: card?.provider ?? null,
        publishable_key: card?.provider === 'stripe' ? card.publishableKey : null,
        test_mode:
          card?.provider === 'sandbox' ||
          (card?.provider === 'stripe' && card.publishableKey.startsWith('pk_test_')),
      },
    }),
  );

  if (card?.provider === 'sandbox' && config.env !== 'production') {
    app.post(
      apiRoutes.sandboxCardTokens,
      {
        schema: {
          tags,
          summary: 'Sandbox only: tokenize a test card (the number is checked and dropped)',
          body: SandboxCardBodySchema,
          response: { 201: CardTokenResponseSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createSandboxToken(db, request.body, clock())),
    );
  }

  if (card?.provider === 'stripe' && cardProvider) {
    await app.register(async (webhook) => {
      // The signature covers the exact bytes Stripe sent, so this route keeps the raw body.
      webhook.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer', bodyLimit: 512 * 1024 },
        (_request, body, done) => {
          done(null, body);
        },
      );
      webhook.post(
        apiRoutes.stripeWebhook,
        {
          schema: {
            tags,
            summary:
              'Stripe webhook: signed events, each handled once, payments re-read from Stripe',
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
          await handleProviderEvent(db, cardProvider, event);
          return { received: true as const };
        },
      );
    });
  }
};
