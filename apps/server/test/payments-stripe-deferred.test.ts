import { apiMessages } from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors';
import type { DeferredPaymentInput } from '../src/providers/payments/deferred-provider';
import { StripeDeferredProvider } from '../src/providers/payments/deferred-stripe-provider';
import { startFakeStripe } from './fake-stripe';
import { MONDAY_10AM, movableClock } from './order-helpers';

const SECRET_KEY = 'sk_test_canasta_fake';
const clock = movableClock(MONDAY_10AM);
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let provider: StripeDeferredProvider;

beforeAll(async () => {
  stripe = await startFakeStripe(SECRET_KEY);
  provider = new StripeDeferredProvider(
    { secretKey: SECRET_KEY, apiUrl: stripe.url, timeoutMs: 5000 },
    clock,
  );
});
afterAll(async () => {
  await stripe.close();
});

function input(method: 'oxxo' | 'spei', overrides: Partial<DeferredPaymentInput> = {}) {
  return {
    method,
    amountCents: 45_000,
    currency: 'MXN',
    idempotencyKey: `${method}-${String(Math.random()).slice(2)}`,
    expiresAt: new Date(MONDAY_10AM.getTime() + 2 * 86_400_000),
    description: 'Pedido 100123',
    payer: { name: 'Lucía Hernández', email: 'lucia@example.mx' },
    ...overrides,
  } satisfies DeferredPaymentInput;
}

describe('OXXO through Stripe (decision 060)', () => {
  it('asks for an OXXO PaymentIntent in MXN, confirmed, with the payer and the days to pay', async () => {
    const voucher = await provider.create(input('oxxo', { idempotencyKey: 'oxxo-create' }));
    expect(voucher.method).toBe('oxxo');
    if (voucher.method !== 'oxxo') throw new Error('not a voucher');
    expect(voucher.reference).toMatch(/^pi_fake_/);
    expect(voucher.voucher.number).toMatch(/^\d{18}$/);
    expect(voucher.voucher.hostedUrl).toContain(voucher.reference);
    const asked = stripe.requests.find(
      (r) => r.path === '/v1/payment_intents' && r.key === 'oxxo-create',
    );
    expect(Object.fromEntries(asked?.form ?? [])).toMatchObject({
      amount: '45000',
      currency: 'mxn',
      'payment_method_types[]': 'oxxo',
      'payment_method_data[type]': 'oxxo',
      'payment_method_data[billing_details][name]': 'Lucía Hernández',
      'payment_method_data[billing_details][email]': 'lucia@example.mx',
      'payment_method_options[oxxo][expires_after_days]': '2',
      confirm: 'true',
    });
    // The same key answers the same voucher: a retried order never issues two.
    const again = await provider.create(input('oxxo', { idempotencyKey: 'oxxo-create' }));
    expect(again.reference).toBe(voucher.reference);
  });

  it('refuses an OXXO voucher for a payer without an e-mail, in Spanish', async () => {
    const refused = provider.create(input('oxxo', { payer: { name: 'Sin correo', email: null } }));
    await expect(refused).rejects.toThrow(AppError);
    await expect(refused).rejects.toThrow(apiMessages.oxxoNeedsEmail);
  });

  it('reads a voucher as waiting, paid, or expired, and refunds through the intent', async () => {
    const paid = await provider.create(input('oxxo'));
    expect(await provider.retrieve(paid.reference)).toEqual({
      status: 'awaiting',
      receivedCents: 0,
    });
    stripe.payOxxo(paid.reference);
    expect(await provider.retrieve(paid.reference)).toEqual({
      status: 'paid',
      receivedCents: 45_000,
    });
    const refund = await provider.refund(paid.reference, 45_000, 'refund-1');
    expect(refund.reference).toBe(`re_fake_${paid.reference}`);

    const lapsed = await provider.create(input('oxxo'));
    stripe.expireOxxo(lapsed.reference);
    expect(await provider.retrieve(lapsed.reference)).toEqual({
      status: 'expired',
      receivedCents: 0,
    });
  });

  it('cancels an unpaid voucher, and leaves one already paid alone', async () => {
    const open = await provider.create(input('oxxo'));
    await provider.cancel(open.reference);
    expect(stripe.intents.get(open.reference)?.status).toBe('canceled');
    expect(await provider.retrieve(open.reference)).toEqual({
      status: 'canceled',
      receivedCents: 0,
    });

    const paid = await provider.create(input('oxxo'));
    stripe.payOxxo(paid.reference);
    await provider.cancel(paid.reference);
    expect(stripe.intents.get(paid.reference)?.status).toBe('succeeded');
  });
});

describe('SPEI through Stripe (decision 060)', () => {
  it("asks for a customer of the payment's own and a bank-transfer intent, and answers its CLABE", async () => {
    const transfer = await provider.create(input('spei', { idempotencyKey: 'spei-create' }));
    if (transfer.method !== 'spei') throw new Error('not a transfer');
    expect(transfer.transfer).toEqual({
      clabe: expect.stringMatching(/^\d{18}$/) as unknown,
      bank: 'BANAMEX',
      reference: expect.stringMatching(/^REF/) as unknown,
    });
    const customer = stripe.requests.find((r) => r.key === 'customer-spei-create');
    expect(customer?.path).toBe('/v1/customers');
    const asked = stripe.requests.find(
      (r) => r.path === '/v1/payment_intents' && r.key === 'spei-create',
    );
    expect(Object.fromEntries(asked?.form ?? [])).toMatchObject({
      'payment_method_types[]': 'customer_balance',
      'payment_method_options[customer_balance][funding_type]': 'bank_transfer',
      'payment_method_options[customer_balance][bank_transfer][type]': 'mx_bank_transfer',
      confirm: 'true',
    });
  });

  it('reads an underpaid transfer as waiting with what arrived, then paid', async () => {
    const { reference } = await provider.create(input('spei'));
    stripe.transfer(reference, 40_000);
    expect(await provider.retrieve(reference)).toEqual({
      status: 'awaiting',
      receivedCents: 40_000,
    });
    stripe.transfer(reference, 5_000);
    expect(await provider.retrieve(reference)).toEqual({ status: 'paid', receivedCents: 45_000 });
  });

  it('counts what was paid over the amount, and refunds it from the cash balance', async () => {
    const { reference } = await provider.create(input('spei'));
    stripe.transfer(reference, 47_500);
    expect(await provider.retrieve(reference)).toEqual({ status: 'paid', receivedCents: 47_500 });
    const refund = await provider.refund(reference, 2_500, 'refund-excess');
    expect(refund.reference).toMatch(/^re_fake_balance_/);
    const customer = stripe.intents.get(reference)?.customer ?? '';
    expect(stripe.customers.get(customer)?.cashBalance).toBe(0);
    expect(await provider.retrieve(reference)).toEqual({ status: 'paid', receivedCents: 45_000 });
  });

  it('finds a transfer that came after the intent was cancelled, and gives it back', async () => {
    const { reference } = await provider.create(input('spei'));
    await provider.cancel(reference);
    stripe.transfer(reference, 45_000);
    expect(await provider.retrieve(reference)).toEqual({
      status: 'canceled',
      receivedCents: 45_000,
    });
    await provider.refund(reference, 45_000, 'refund-late');
    const customer = stripe.intents.get(reference)?.customer ?? '';
    expect(stripe.customers.get(customer)?.refunds).toEqual([45_000]);
  });
});
