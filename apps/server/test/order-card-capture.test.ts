import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleStrandedPayments } from '../src/modules/payments/stranded-payments.service';
import {
  createSandboxToken,
  SandboxCardProvider,
} from '../src/providers/payments/sandbox-card-provider';
import { StripeCardProvider } from '../src/providers/payments/stripe-card-provider';
import { findOffers } from './cart-helpers';
import { createUser } from './factories';
import { startFakeStripe } from './fake-stripe';
import { MONDAY_10AM, movableClock } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';
import { weighingClient } from './weighing-helpers';

/**
 * Issue 25: a card hold is captured for less than it holds once an order is weighed
 * (`CardProvider.capture(reference, amountCents)`), by the sandbox and by Stripe's
 * `amount_to_capture`; the stranded-payments sweep leaves an order waiting for its scale alone.
 */
const SECRET_KEY = 'sk_test_canasta_weighed_capture';
const clock = movableClock(MONDAY_10AM);
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let t: TestApp;

beforeAll(async () => {
  stripe = await startFakeStripe(SECRET_KEY);
  t = await createTestApp({
    clock,
    env: {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_canasta_weighed_capture',
      STRIPE_WEBHOOK_SECRET: 'whsec_canasta_weighed_capture',
      STRIPE_API_URL: stripe.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const stripeProvider = () =>
  new StripeCardProvider({ secretKey: SECRET_KEY, apiUrl: stripe.url, timeoutMs: 5_000 });

describe('partial capture', () => {
  it('the sandbox captures part of a hold, never more than it', async () => {
    const sandbox = new SandboxCardProvider(t.database.db);
    const { token } = await createSandboxToken(
      t.database.db,
      {
        number: '4242424242424242',
        exp_month: 12,
        exp_year: 2030,
        cvc: '123',
        holder_name: 'Lucía',
      },
      MONDAY_10AM,
    );
    const authorize = (key: string) =>
      sandbox.authorize({
        amountCents: 10_000,
        currency: 'MXN',
        token,
        idempotencyKey: key,
        description: 'prueba',
      });
    const held = await authorize('weighed-1');
    if (!held.approved) throw new Error('sandbox declined the test card');
    await sandbox.capture(held.reference, 8_250);
    expect(sandbox.captured.get(held.reference)).toBe(8_250);
    expect(await sandbox.retrieve(held.reference)).toBe('paid');
    // Capturing again is the same capture.
    await sandbox.capture(held.reference, 8_250);
    expect(sandbox.captured.get(held.reference)).toBe(8_250);

    const over = await authorize('weighed-2');
    if (!over.approved) throw new Error('sandbox declined the test card');
    await expect(sandbox.capture(over.reference, 10_001)).rejects.toThrow();
    await sandbox.capture(over.reference);
    expect(sandbox.captured.get(over.reference)).toBe(10_000);
  });

  it('Stripe captures `amount_to_capture` of the PaymentIntent, and all of it without one', async () => {
    const provider = stripeProvider();
    const authorize = (key: string) =>
      provider.authorize({
        amountCents: 10_000,
        currency: 'MXN',
        token: 'pm_card_visa',
        idempotencyKey: key,
        description: 'prueba',
      });
    const held = await authorize('stripe-weighed-1');
    if (!held.approved) throw new Error('fake Stripe declined');
    await provider.capture(held.reference, 8_250);
    expect(stripe.intents.get(held.reference)).toMatchObject({
      status: 'succeeded',
      captured: 8_250,
    });
    const capture = stripe.requests.find((r) => r.path.endsWith(`${held.reference}/capture`));
    expect(capture?.form.get('amount_to_capture')).toBe('8250');

    const whole = await authorize('stripe-weighed-2');
    if (!whole.approved) throw new Error('fake Stripe declined');
    await provider.capture(whole.reference);
    expect(stripe.intents.get(whole.reference)).toMatchObject({ captured: 10_000 });
  });
});

describe('a weighed card order with Stripe', () => {
  it('is left alone by the sweep until its picking is done, then captured for what it weighed', async () => {
    const w = weighingClient(t);
    const interna = await findOffers(t, 'interna');
    const offer = interna.all[0];
    if (!offer) throw new Error('interna has no offers');
    await w.makeWeightOffer(offer.id, 20_000);
    await t.database.db.updateTable('delivery_windows').set({ capacity: 100_000 }).execute();
    const user = await createUser(t.database.db, {}, MONDAY_10AM);
    // 1.5 kg at $200.00/kg: $300.00, above the minimum.
    const order = await w.place(user, interna.storeId, [{ id: offer.id, qty: 1_500 }], {
      method: 'card',
      card_token: 'pm_card_visa',
    });
    const charge = () =>
      t.database.db
        .selectFrom('payments')
        .select(['reference', 'status', 'amount_cents'])
        .where('order_id', '=', order.id)
        .executeTakeFirstOrThrow();
    const held = await charge();
    expect(held).toMatchObject({ status: 'authorized', amount_cents: order.hold_cents });
    const reference = held.reference ?? '';
    expect(stripe.intents.get(reference)).toMatchObject({
      status: 'requires_capture',
      amount: order.hold_cents,
    });

    const sweep = await settleStrandedPayments({
      db: t.database.db,
      cardProvider: stripeProvider(),
      log: t.app.log,
      now: new Date(MONDAY_10AM.getTime() + 10 * 60_000),
    });
    expect(sweep.captured).toBe(0);
    expect(stripe.intents.get(reference)?.status).toBe('requires_capture');

    await w.confirm(order.number);
    const line = order.items[0];
    if (!line) throw new Error('order without lines');
    await w.picking(order.number, { lines: [{ line_id: line.id, picked_qty: 1_380 }] });
    const settled = await w.done(order.number);
    // 1.38 kg at $200.00/kg is $276.00.
    const weighed = order.total_cents - 30_000 + 27_600;
    expect(settled.body.data).toMatchObject({ total_cents: weighed, payment_status: 'paid' });
    expect(stripe.intents.get(reference)).toMatchObject({ status: 'succeeded', captured: weighed });
    expect(await charge()).toMatchObject({ status: 'paid', amount_cents: weighed });
  });
});
