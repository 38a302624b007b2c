import {
  API_PREFIX,
  BarcodeParamsSchema,
  SandboxPayBodySchema,
  SandboxVoucherParamsSchema,
  SandboxVoucherResponseSchema,
  apiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import { code128Svg } from '../../providers/payments/barcode';
import {
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_WEBHOOK_SECRET,
  SandboxDeferredProvider,
  sandboxEvent,
  signSandboxPayload,
} from '../../providers/payments/sandbox-deferred-provider';
import { verifyStripeSignature } from '../../providers/payments/stripe-card-provider';
import { type DeferredDeps, handleDeferredEvent } from './deferred-payments.service';

const tags = ['payments'];

const ReceivedSchema = z.object({ received: z.literal(true) });

/** The parts of a sandbox event we read; the payment itself is re-read from the sandbox. */
const SandboxEventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.object({ reference: z.string().min(1) }) }),
});

/**
 * OXXO and SPEI around the provider (decision 060): the voucher's barcode, and outside
 * production the sandbox's stand-ins for the cashier and the bank, which pay or expire a voucher
 * by sending the signed event a provider would, through the same webhook checks.
 */
export const sandboxPaymentRoutes: FastifyPluginAsyncZod<{
  config: Config;
  deps: DeferredDeps;
}> = async (app, { config, deps }) => {
  const { clock } = deps;

  app.get(
    apiRoutes.paymentBarcode,
    {
      schema: {
        tags,
        summary: "An OXXO voucher number's barcode (Code 128, SVG), for the cashier to scan",
        params: BarcodeParamsSchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const { reference } = request.params;
      // The same number always draws the same bars.
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400, immutable')
        .send(code128Svg(reference));
    },
  );

  const provider = deps.deferredProvider;
  if (!(provider instanceof SandboxDeferredProvider) || config.env === 'production') return;
  const webhookUrl = `${API_PREFIX}${apiRoutes.sandboxWebhook}`;

  /** Sends a signed event to the sandbox's webhook as a provider would, over HTTP in-process. */
  async function deliver(type: string, reference: string): Promise<boolean> {
    const payload = JSON.stringify(sandboxEvent(type, reference, clock()));
    const response = await app.inject({
      method: 'POST',
      url: webhookUrl,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(payload, clock()),
      },
      payload,
    });
    return response.statusCode === 200;
  }

  app.post(
    apiRoutes.sandboxVoucherPay,
    {
      schema: {
        tags,
        summary:
          'Sandbox only: pay an OXXO voucher or a SPEI reference (amount_cents to under- or over-pay a transfer)',
        params: SandboxVoucherParamsSchema,
        body: SandboxPayBodySchema,
        response: { 200: SandboxVoucherResponseSchema },
      },
    },
    async (request) => {
      const { reference } = request.params;
      const type = await provider.pay(reference, request.body?.amount_cents);
      if (!type) throw new AppError('not_found', messages.sandboxReferenceNotFound);
      return { data: { reference, delivered: await deliver(type, reference) } };
    },
  );

  app.post(
    apiRoutes.sandboxVoucherExpire,
    {
      schema: {
        tags,
        summary: "Sandbox only: an OXXO voucher's or SPEI reference's deadline passes unpaid",
        params: SandboxVoucherParamsSchema,
        response: { 200: SandboxVoucherResponseSchema },
      },
    },
    async (request) => {
      const { reference } = request.params;
      const type = await provider.expire(reference);
      if (!type) throw new AppError('not_found', messages.sandboxReferenceNotFound);
      return { data: { reference, delivered: await deliver(type, reference) } };
    },
  );

  await app.register(async (webhook) => {
    // The signature covers the exact bytes sent, so this route keeps the raw body (the parser
    // is scoped to this plugin).
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 64 * 1024 },
      (_request, body, done) => {
        done(null, body);
      },
    );
    webhook.post(
      apiRoutes.sandboxWebhook,
      {
        schema: {
          tags,
          summary:
            "Sandbox only: the sandbox's signed OXXO/SPEI events, each handled once, payments re-read",
          response: { 200: ReceivedSchema },
        },
      },
      async (request) => {
        const now = clock();
        const raw = request.body;
        const signature = request.headers[SANDBOX_SIGNATURE_HEADER];
        if (
          !Buffer.isBuffer(raw) ||
          typeof signature !== 'string' ||
          !verifyStripeSignature(raw, signature, SANDBOX_WEBHOOK_SECRET, now)
        ) {
          throw new AppError('invalid_request', messages.webhookSignatureInvalid);
        }
        const parsed = SandboxEventSchema.safeParse(parseJson(raw.toString('utf8')));
        if (!parsed.success) throw new AppError('invalid_request', messages.invalidRequest);
        const event = parsed.data;
        await handleDeferredEvent(deps, {
          eventId: event.id,
          type: event.type,
          reference: event.data.object.reference,
          now,
        });
        return { received: true as const };
      },
    );
  });
};

function parseJson(text: string): unknown {
  try {
    // JSON.parse returns any; unknown makes the schema's check mandatory.
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
