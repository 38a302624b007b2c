import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import type {
  Authorization,
  AuthorizeInput,
  CardProvider,
  ProviderPaymentStatus,
} from './card-provider';

export interface StripeOptions {
  secretKey: string;
  apiUrl: string;
  /** For the whole call, answer included: a provider that stalls mid-answer fails like one that never answers. */
  timeoutMs: number;
}

/** The parts of Stripe's PaymentIntent we read (latest_charge expanded, or its id, or null). */
const PaymentIntentSchema = z.object({
  id: z.string(),
  status: z.string(),
  latest_charge: z
    .union([
      z.string(),
      z.object({
        refunded: z.boolean().nullish(),
        payment_method_details: z
          .object({
            card: z.object({ brand: z.string().nullish(), last4: z.string().nullish() }).nullish(),
          })
          .optional(),
      }),
    ])
    .nullable()
    .optional(),
});
type PaymentIntent = z.infer<typeof PaymentIntentSchema>;

const StripeErrorBodySchema = z.object({
  error: z.object({ code: z.string().nullish(), decline_code: z.string().nullish() }).nullish(),
});

const RefundSchema = z.object({ id: z.string() });

/** The charge behind an intent, when Stripe sent it expanded. */
function chargeOf(intent: PaymentIntent) {
  return typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
}

/** Spanish messages for Stripe's decline codes; anything else is a plain decline. */
const DECLINE_MESSAGES: Record<string, string> = {
  insufficient_funds: messages.cardInsufficientFunds,
  expired_card: messages.cardExpired,
  incorrect_cvc: messages.cardCvcIncorrect,
  incorrect_number: messages.cardNumberInvalid,
};

/**
 * Stripe PaymentIntents in MXN with manual capture. The browser collects the card in Stripe's
 * hosted fields and sends us only a PaymentMethod id (PCI SAQ A); we authorize the order's
 * total, capture once the order is written, and cancel the hold if it isn't.
 */
export class StripeCardProvider implements CardProvider {
  readonly name = 'stripe' as const;

  constructor(private readonly options: StripeOptions) {}

  async authorize(input: AuthorizeInput): Promise<Authorization> {
    const response = await this.request('POST', '/v1/payment_intents', {
      form: {
        amount: String(input.amountCents),
        currency: input.currency.toLowerCase(),
        payment_method: input.token,
        'payment_method_types[]': 'card',
        capture_method: 'manual',
        confirm: 'true',
        description: input.description,
        'expand[]': 'latest_charge',
      },
      idempotencyKey: input.idempotencyKey,
    });
    if (response.status === 402) {
      const body = StripeErrorBodySchema.parse(response.body);
      const code = body.error?.decline_code ?? body.error?.code ?? '';
      return { approved: false, message: DECLINE_MESSAGES[code] ?? messages.cardDeclined };
    }
    if (response.status >= 400) throw new Error(`Stripe answered ${String(response.status)}`);
    const intent = PaymentIntentSchema.parse(response.body);
    if (intent.status !== 'requires_capture') {
      // 3-D Secure or another step we can't complete server-side: release and refuse.
      await this.void(intent.id);
      return { approved: false, message: messages.cardNeedsVerification };
    }
    const card = chargeOf(intent)?.payment_method_details?.card;
    return {
      approved: true,
      reference: intent.id,
      brand: card?.brand ?? 'card',
      last4: card?.last4 ?? '····',
    };
  }

  async capture(reference: string, amountCents?: number): Promise<void> {
    await this.expectOk('POST', `/v1/payment_intents/${encodeURIComponent(reference)}/capture`, {
      // Stripe releases the rest of the hold when less than it is captured.
      ...(amountCents === undefined ? {} : { form: { amount_to_capture: String(amountCents) } }),
      idempotencyKey: `capture-${reference}`,
    });
  }

  async void(reference: string): Promise<void> {
    await this.expectOk('POST', `/v1/payment_intents/${encodeURIComponent(reference)}/cancel`, {
      idempotencyKey: `cancel-${reference}`,
    });
  }

  async refund(reference: string, amountCents: number): Promise<{ reference: string }> {
    const body = RefundSchema.parse(
      await this.expectOk('POST', '/v1/refunds', {
        form: { payment_intent: reference, amount: String(amountCents) },
        idempotencyKey: `refund-${reference}`,
      }),
    );
    return { reference: body.id };
  }

  async retrieve(reference: string): Promise<ProviderPaymentStatus> {
    const intent = PaymentIntentSchema.parse(
      await this.expectOk(
        'GET',
        `/v1/payment_intents/${encodeURIComponent(reference)}?expand[]=latest_charge`,
        {},
      ),
    );
    if (intent.status === 'succeeded') return chargeOf(intent)?.refunded ? 'refunded' : 'paid';
    if (intent.status === 'requires_capture') return 'authorized';
    if (intent.status === 'canceled' || intent.status === 'requires_payment_method')
      return 'failed';
    return 'pending';
  }

  private async expectOk(
    method: 'GET' | 'POST',
    path: string,
    options: { form?: Record<string, string>; idempotencyKey?: string },
  ): Promise<unknown> {
    const response = await this.request(method, path, options);
    if (response.status >= 400)
      throw new Error(`Stripe ${path} answered ${String(response.status)}`);
    return response.body;
  }

  private async request(
    method: 'GET' | 'POST',
    path: string,
    options: { form?: Record<string, string>; idempotencyKey?: string },
  ): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.options.secretKey}`,
      'stripe-version': '2024-06-20',
    };
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    let body: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    const response = await fetch(new URL(path, this.options.apiUrl), {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    return { status: response.status, body: await response.json() };
  }
}

/**
 * Checks a `Stripe-Signature` header over the raw body: HMAC-SHA256 of `${t}.${body}` with the
 * endpoint secret, any `v1` matching, and `t` within the tolerance of now (replays refused).
 */
export function verifyStripeSignature(
  rawBody: Buffer,
  header: string | undefined,
  secret: string,
  now: Date,
  toleranceSeconds = 300,
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => {
    const [key = '', value = ''] = part.split('=', 2);
    return [key, value] as const;
  });
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isFinite(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret)
    .update(`${String(timestamp)}.`)
    .update(rawBody)
    .digest();
  return parts
    .filter(([key]) => key === 'v1')
    .some(([, value]) => {
      const given = Buffer.from(value, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

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

/**
 * A webhook request's event, once its `Stripe-Signature` is verified over the raw body: its id,
 * type and the PaymentIntent it is about (the intent itself, or a charge's intent). A bad
 * signature or an event of the wrong shape is a 400.
 */
export function readStripeEvent(
  rawBody: unknown,
  signature: unknown,
  secret: string,
  now: Date,
): { eventId: string; type: string; reference: string | null; now: Date } {
  if (
    !Buffer.isBuffer(rawBody) ||
    typeof signature !== 'string' ||
    !verifyStripeSignature(rawBody, signature, secret, now)
  ) {
    throw new AppError('invalid_request', messages.webhookSignatureInvalid);
  }
  const parsed = StripeEventSchema.safeParse(parseJson(rawBody.toString('utf8')));
  if (!parsed.success) throw new AppError('invalid_request', messages.invalidRequest);
  const event = parsed.data;
  const object = event.data?.object;
  return {
    eventId: event.id,
    type: event.type,
    reference: (object?.object === 'payment_intent' ? object.id : object?.payment_intent) ?? null,
    now,
  };
}

function parseJson(text: string): unknown {
  try {
    // JSON.parse returns any; unknown makes StripeEventSchema's check mandatory.
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
