import {
  CardTokenResponseSchema,
  PaymentConfigResponseSchema,
  SandboxCardBodySchema,
  apiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { createSandboxToken } from '../../providers/payments/sandbox-card-provider';

const tags = ['payments'];

/** How cards are taken, and the sandbox's test-card tokens (outside production). */
export const paymentRoutes: FastifyPluginAsyncZod<{
  db: Kysely<DB>;
  clock: Clock;
  config: Config;
}> = async (app, { db, clock, config }) => {
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
};
