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
import { AppError } from '../../errors';
import { messages } from '../../messages';
import { handleProviderEvent } from '../orders/payment-events.service';
import type { CardProvider } from '../../providers/payments/card-provider';
import { createSandboxToken } from '../../providers/payments/sandbox-card-provider';
import { verifyStripeSignature } from '../../providers/payments/stripe-card-provider';

const tags = ['payments'];

/** The parts of a Stripe event we read; the payment itself is re-read from Stripe. */
const StripeEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  data: z
    .object({
      object: z
        .object({
          id: z.string().nullish(),
          object: z.string().nullish(),
          payment_intent: z.string().nullish(),
        })
        .nullish(),
    })
    .nullish(),
});

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
          const raw = request.body;
          const signature = request.headers['stripe-signature'];
          const now = clock();
          if (
            !Buffer.isBuffer(raw) ||
            typeof signature !== 'string' ||
            !verifyStripeSignature(raw, signature, card.webhookSecret, now)
          ) {
            throw new AppError('invalid_request', messages.webhookSignatureInvalid);
          }
          const parsed = StripeEventSchema.safeParse(parseJson(raw.toString('utf8')));
          if (!parsed.success) throw new AppError('invalid_request', messages.invalidRequest);
          const event = parsed.data;
          const object = event.data?.object;
          await handleProviderEvent(db, cardProvider, {
            eventId: event.id,
            type: event.type,
            reference:
              (object?.object === 'payment_intent' ? object.id : object?.payment_intent) ?? null,
            now,
          });
          return { received: true as const };
        },
      );
    });
  }
};

function parseJson(text: string): unknown {
  try {
    // JSON.parse returns any; unknown makes StripeEventSchema's check mandatory.
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
