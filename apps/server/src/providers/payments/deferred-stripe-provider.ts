import { z } from 'zod';
import type { Clock } from '../../clock';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import type {
  DeferredInstructions,
  DeferredPaymentInput,
  DeferredPaymentProvider,
  DeferredStatus,
} from './deferred-provider';
import type { StripeOptions } from './stripe-card-provider';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The parts of an OXXO or bank-transfer PaymentIntent we read. */
const IntentSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.number(),
  amount_received: z.number().nullish(),
  customer: z.string().nullish(),
  payment_method_types: z.array(z.string()).nullish(),
  next_action: z
    .object({
      type: z.string(),
      oxxo_display_details: z
        .object({
          number: z.string(),
          expires_after: z.number().nullish(),
          hosted_voucher_url: z.string().nullish(),
        })
        .nullish(),
      display_bank_transfer_instructions: z
        .object({
          amount_remaining: z.number().nullish(),
          reference: z.string().nullish(),
          financial_addresses: z
            .array(
              z.object({
                type: z.string(),
                spei: z.object({ clabe: z.string(), bank_name: z.string().nullish() }).nullish(),
              }),
            )
            .nullish(),
        })
        .nullish(),
    })
    .nullish(),
});
type Intent = z.infer<typeof IntentSchema>;

const IdSchema = z.object({ id: z.string() });
const CashBalanceSchema = z.object({
  available: z.record(z.string(), z.number()).nullish(),
});

/**
 * OXXO and SPEI through Stripe (decision 060), in MXN:
 * - OXXO: a PaymentIntent of `payment_method_types[]=oxxo`, confirmed at once, whose
 *   `next_action.oxxo_display_details` is the voucher (number, deadline, Stripe's hosted page).
 * - SPEI: a customer of our own per payment (so its CLABE and cash balance belong to this
 *   order only) and a `customer_balance` PaymentIntent with `mx_bank_transfer`, whose
 *   `display_bank_transfer_instructions` name the CLABE, the bank and the reference. Money sent
 *   to the CLABE lands in the customer's cash balance and Stripe applies it to the intent: what
 *   the intent took plus what stays in the balance (more than asked, or after we cancelled) is
 *   what the payer brought.
 * Webhooks (`payment_intent.succeeded`, `…partially_funded`, `…canceled`,
 * `…payment_failed`) only name the intent; `retrieve` re-reads it.
 */
export class StripeDeferredProvider implements DeferredPaymentProvider {
  readonly name = 'stripe' as const;

  constructor(
    private readonly options: StripeOptions,
    private readonly clock: Clock,
  ) {}

  async create(input: DeferredPaymentInput): Promise<DeferredInstructions> {
    return input.method === 'oxxo' ? this.createOxxo(input) : this.createSpei(input);
  }

  private async createOxxo(input: DeferredPaymentInput): Promise<DeferredInstructions> {
    if (!input.payer.email) throw new AppError('validation_failed', messages.oxxoNeedsEmail);
    // Stripe counts whole days and ends the voucher at the day's close in Mexico City; our own
    // deadline (the record's) is what counts: the voucher is cancelled when it passes.
    const days = Math.min(
      7,
      Math.max(1, Math.ceil((input.expiresAt.getTime() - this.clock().getTime()) / DAY_MS)),
    );
    const intent = IntentSchema.parse(
      await this.call('POST', '/v1/payment_intents', {
        form: {
          amount: String(input.amountCents),
          currency: input.currency.toLowerCase(),
          'payment_method_types[]': 'oxxo',
          'payment_method_data[type]': 'oxxo',
          'payment_method_data[billing_details][name]': input.payer.name,
          'payment_method_data[billing_details][email]': input.payer.email,
          'payment_method_options[oxxo][expires_after_days]': String(days),
          confirm: 'true',
          description: input.description,
        },
        idempotencyKey: input.idempotencyKey,
      }),
    );
    const voucher = intent.next_action?.oxxo_display_details;
    if (!voucher) throw new Error(`Stripe OXXO intent ${intent.id} without a voucher`);
    return {
      method: 'oxxo',
      reference: intent.id,
      voucher: { number: voucher.number, hostedUrl: voucher.hosted_voucher_url ?? null },
      expiresAt: input.expiresAt,
    };
  }

  private async createSpei(input: DeferredPaymentInput): Promise<DeferredInstructions> {
    const customer = IdSchema.parse(
      await this.call('POST', '/v1/customers', {
        form: {
          name: input.payer.name,
          ...(input.payer.email ? { email: input.payer.email } : {}),
          description: input.description,
        },
        idempotencyKey: `customer-${input.idempotencyKey}`,
      }),
    );
    const intent = IntentSchema.parse(
      await this.call('POST', '/v1/payment_intents', {
        form: {
          amount: String(input.amountCents),
          currency: input.currency.toLowerCase(),
          customer: customer.id,
          'payment_method_types[]': 'customer_balance',
          'payment_method_data[type]': 'customer_balance',
          'payment_method_options[customer_balance][funding_type]': 'bank_transfer',
          'payment_method_options[customer_balance][bank_transfer][type]': 'mx_bank_transfer',
          confirm: 'true',
          description: input.description,
        },
        idempotencyKey: input.idempotencyKey,
      }),
    );
    const instructions = intent.next_action?.display_bank_transfer_instructions;
    const spei = instructions?.financial_addresses?.find((address) => address.spei)?.spei;
    if (!instructions || !spei) throw new Error(`Stripe SPEI intent ${intent.id} without a CLABE`);
    return {
      method: 'spei',
      reference: intent.id,
      transfer: {
        clabe: spei.clabe,
        bank: spei.bank_name ?? 'STP',
        reference: instructions.reference ?? intent.id,
      },
      expiresAt: input.expiresAt,
    };
  }

  async cancel(reference: string): Promise<void> {
    const intent = await this.intent(reference);
    if (intent.status !== 'requires_action' && intent.status !== 'requires_payment_method') return;
    await this.call('POST', `/v1/payment_intents/${encodeURIComponent(reference)}/cancel`, {
      idempotencyKey: `cancel-${reference}`,
    });
  }

  /**
   * What the intent took is refunded through it; money still in a SPEI customer's cash balance
   * (paid over the amount, or after the intent was cancelled) is sent back from the balance.
   */
  async refund(
    reference: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<{ reference: string }> {
    const intent = await this.intent(reference);
    const balance = intent.customer ? await this.cashBalance(intent.customer) : 0;
    const fromBalance = Math.min(balance, amountCents);
    let last = '';
    if (fromBalance > 0 && intent.customer) {
      last = IdSchema.parse(
        await this.call('POST', '/v1/refunds', {
          form: {
            customer: intent.customer,
            origin: 'customer_balance',
            amount: String(fromBalance),
            currency: 'mxn',
          },
          idempotencyKey: `${idempotencyKey}-balance`,
        }),
      ).id;
    }
    if (amountCents > fromBalance) {
      last = IdSchema.parse(
        await this.call('POST', '/v1/refunds', {
          form: { payment_intent: reference, amount: String(amountCents - fromBalance) },
          idempotencyKey,
        }),
      ).id;
    }
    return { reference: last };
  }

  async retrieve(reference: string): Promise<DeferredStatus> {
    const intent = await this.intent(reference);
    const balance = intent.customer ? await this.cashBalance(intent.customer) : 0;
    const remaining = intent.next_action?.display_bank_transfer_instructions?.amount_remaining;
    const applied =
      intent.status === 'succeeded'
        ? (intent.amount_received ?? intent.amount)
        : remaining !== null && remaining !== undefined
          ? intent.amount - remaining
          : 0;
    const receivedCents = applied + balance;
    if (intent.status === 'succeeded') return { status: 'paid', receivedCents };
    if (intent.status === 'canceled') return { status: 'canceled', receivedCents };
    // An OXXO voucher past Stripe's deadline goes back to asking for a payment method.
    if (intent.status === 'requires_payment_method') return { status: 'expired', receivedCents };
    return { status: 'awaiting', receivedCents };
  }

  private async intent(reference: string): Promise<Intent> {
    return IntentSchema.parse(
      await this.call('GET', `/v1/payment_intents/${encodeURIComponent(reference)}`, {}),
    );
  }

  private async cashBalance(customer: string): Promise<number> {
    const body = CashBalanceSchema.parse(
      await this.call('GET', `/v1/customers/${encodeURIComponent(customer)}/cash_balance`, {}),
    );
    return body.available?.mxn ?? 0;
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    options: { form?: Record<string, string>; idempotencyKey?: string },
  ): Promise<unknown> {
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
    const answer: unknown = await response.json();
    if (response.status >= 400)
      throw new Error(`Stripe ${path} answered ${String(response.status)}`);
    return answer;
  }
}
