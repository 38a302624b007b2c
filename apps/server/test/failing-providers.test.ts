import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiMessages } from '@canasta/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settleStrandedPayments } from '../src/modules/payments/stranded-payments.service';
import { StripeCardProvider } from '../src/providers/payments/stripe-card-provider';
import { findOffers } from './cart-helpers';
import { createUser } from './factories';
import { startFakeStripe } from './fake-stripe';
import { type Misbehaviour, startMisbehavingProvider } from './misbehaving-provider';
import { MONDAY_10AM, movableClock, orderClient, roomyOffer } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';

const SECRET_KEY = 'sk_test_canasta_fake';
/** Short, so a provider that never answers costs the test a fraction of a second. */
const TIMEOUT_MS = 400;
/** Every failing call must be answered well within this, whatever the provider does. */
const ANSWERED_WITHIN_MS = TIMEOUT_MS + 1500;
const FAILURES: Misbehaviour[] = [
  { kind: 'hang' },
  { kind: 'error' },
  { kind: 'garbage' },
  { kind: 'truncated' },
  { kind: 'reset' },
  { kind: 'slow', delayMs: TIMEOUT_MS + 300 },
];
const label = (m: Misbehaviour) => (m.kind === 'slow' ? `slow (${m.delayMs} ms)` : m.kind);

const clock = movableClock(MONDAY_10AM);
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let stripeLine: Awaited<ReturnType<typeof startMisbehavingProvider>>;
let twilio: http.Server;
let twilioLine: Awaited<ReturnType<typeof startMisbehavingProvider>>;
let t: TestApp;
let api: ReturnType<typeof orderClient>;
let interna: Awaited<ReturnType<typeof findOffers>>;

beforeAll(async () => {
  stripe = await startFakeStripe(SECRET_KEY);
  stripeLine = await startMisbehavingProvider(stripe.url);
  // Twilio's Messages API as the sender uses it: 201 with the message's sid.
  twilio = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end('{"sid":"SM0123456789","status":"queued"}');
    });
  });
  await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve));
  twilioLine = await startMisbehavingProvider(
    `http://127.0.0.1:${String((twilio.address() as AddressInfo).port)}`,
  );
  t = await createTestApp({
    clock,
    env: {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_canasta_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_canasta_fake',
      STRIPE_API_URL: stripeLine.url,
      STRIPE_TIMEOUT_MS: String(TIMEOUT_MS),
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'twilio-auth-token-for-tests',
      TWILIO_SMS_FROM: '+15005550006',
      TWILIO_API_URL: twilioLine.url,
      TWILIO_TIMEOUT_MS: String(TIMEOUT_MS),
    },
  });
  api = orderClient(t);
  interna = await findOffers(t, 'interna');
  // Every case orders ten of the same product: enough stock for all of them.
  await t.database.db
    .updateTable('inventories')
    .set({ stock: 10_000 })
    .where('id', '=', roomyOffer(interna).id)
    .execute();
});
afterAll(async () => {
  await t.close();
  await stripeLine.close();
  await twilioLine.close();
  await stripe.close();
  twilio.closeAllConnections();
  await new Promise<void>((resolve) => twilio.close(() => resolve()));
});
beforeEach(() => {
  stripeLine.misbehave(null);
  twilioLine.misbehave(null);
});

/** The sweep the server runs every minute, run once, as if `minutes` had passed. */
function sweepAfter(minutes: number) {
  return settleStrandedPayments({
    db: t.database.db,
    cardProvider: new StripeCardProvider({
      secretKey: SECRET_KEY,
      apiUrl: stripeLine.url,
      timeoutMs: TIMEOUT_MS,
    }),
    log: t.app.log,
    now: new Date(clock().getTime() + minutes * 60_000),
  });
}

async function readyCardCart() {
  const user = await createUser(t.database.db, {}, MONDAY_10AM);
  const offer = roomyOffer(interna);
  const { cartId } = await api.readyCart(user, interna.storeId, [{ id: offer.id, qty: 10 }]);
  return { user, cartId, offer };
}

async function timed<T>(run: () => Promise<T>) {
  const started = Date.now();
  const result = await run();
  return { result, ms: Date.now() - started };
}

async function ordersOf(userId: number) {
  return t.database.db
    .selectFrom('orders')
    .select(['id', 'payment_status'])
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Nothing half paid, anywhere: every hold the provider keeps is an order's that is waiting for
 * its capture (none, once a sweep has run against a healthy provider), and every card order
 * marked paid was captured.
 */
async function expectNothingHalfPaid({ afterHealthySweep }: { afterHealthySweep: boolean }) {
  const charges = await t.database.db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select(['payments.reference', 'payments.status', 'orders.payment_status'])
    .where('payments.provider', '=', 'stripe')
    .where('payments.kind', '=', 'charge')
    .execute();
  const byReference = new Map(charges.map((charge) => [charge.reference, charge]));
  for (const intent of stripe.intents.values()) {
    const charge = byReference.get(intent.id);
    if (intent.status === 'requires_capture') {
      expect(afterHealthySweep, `hold ${intent.id} left after a healthy sweep`).toBe(false);
      expect(charge, `hold ${intent.id} has no order`).toBeDefined();
      expect(charge?.payment_status).toBe('pending');
    }
    if (intent.status === 'succeeded') {
      expect(charge, `charge ${intent.id} has no order`).toBeDefined();
      expect(charge?.payment_status).toBe('paid');
    }
  }
  for (const charge of charges) {
    const intent = stripe.intents.get(charge.reference ?? '');
    if (charge.payment_status === 'paid') expect(intent?.status).toBe('succeeded');
  }
}

describe('Stripe failing while it is asked for a hold', () => {
  it.each(FAILURES.map((m) => [label(m), m] as const))(
    '%s: a clear Spanish 503 at once, no order, stock and cart as they were',
    async (_name, behaviour) => {
      const { user, cartId, offer } = await readyCardCart();
      const stockBefore = await api.stockOf(offer.id);
      stripeLine.misbehave(/^\/v1\/payment_intents$/, behaviour);

      const { result: res, ms } = await timed(() =>
        api.place(user, cartId, { method: 'card', card_token: 'pm_card_visa' }),
      );

      expect(ms).toBeLessThan(ANSWERED_WITHIN_MS);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        code: 'service_unavailable',
        message: apiMessages.cardProviderUnavailable,
      });
      expect(await ordersOf(user.id)).toEqual([]);
      expect(await api.stockOf(offer.id)).toBe(stockBefore);
      // The cart is released: the shopper can change it or pay another way.
      const changed = await api.call(
        'PUT',
        `/checkout/${cartId}`,
        { notes: 'Timbre 2' },
        user.auth,
      );
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);

      // A slow answer still reaches Stripe after we gave up: that hold is found and voided.
      if (behaviour.kind === 'slow') await new Promise((r) => setTimeout(r, behaviour.delayMs));
      stripeLine.misbehave(null);
      await sweepAfter(3);
      await expectNothingHalfPaid({ afterHealthySweep: true });
    },
  );

  it('a hold made but never answered is voided by the sweep, and the retry places the order once', async () => {
    const { user, cartId } = await readyCardCart();
    const key = `lost-answer-${cartId}`;
    const pay = { method: 'card', card_token: 'pm_card_visa' };
    stripeLine.misbehave(/^\/v1\/payment_intents$/, { kind: 'lose-answer' });
    const intentsBefore = stripe.intents.size;

    expect((await api.place(user, cartId, pay, key)).status).toBe(503);
    // Stripe did hold the money; we never heard of it.
    const made = [...stripe.intents.values()].slice(intentsBefore);
    expect(made.map((intent) => intent.status)).toEqual(['requires_capture']);

    stripeLine.misbehave(null);
    // Within the request's lifetime the sweep leaves it alone (a retry may still use it)...
    expect((await sweepAfter(1)).released).toBe(0);
    // ...once it is over, asks again under the same key, learns of the hold, and voids it.
    const sweep = await sweepAfter(3);
    expect(sweep.released).toBeGreaterThanOrEqual(1);
    expect(made[0]?.status).toBe('canceled');
    await expectNothingHalfPaid({ afterHealthySweep: true });

    const retried = await api.place(user, cartId, pay, key);
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    expect(retried.body.data.payment_status).toBe('paid');
    const again = await api.place(user, cartId, pay, key);
    expect(again.body.data.id).toBe(retried.body.data.id);
    expect(await ordersOf(user.id)).toHaveLength(1);
    await expectNothingHalfPaid({ afterHealthySweep: true });
  });

  it('a hold within the timeout is simply slow: the order is placed and paid', async () => {
    const { user, cartId } = await readyCardCart();
    stripeLine.misbehave(/^\/v1\/payment_intents/, { kind: 'slow', delayMs: TIMEOUT_MS / 4 });
    const res = await api.place(user, cartId, { method: 'card', card_token: 'pm_card_visa' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.payment_status).toBe('paid');
  });
});

describe('Stripe failing while a written order is captured', () => {
  it.each(FAILURES.map((m) => [label(m), m] as const))(
    '%s: the order stands unpaid, never marked paid, and a later sweep captures it once',
    async (_name, behaviour) => {
      const { user, cartId } = await readyCardCart();
      stripeLine.misbehave(/\/capture$/, behaviour);

      const { result: res, ms } = await timed(() =>
        api.place(user, cartId, { method: 'card', card_token: 'pm_card_visa' }),
      );
      expect(ms).toBeLessThan(ANSWERED_WITHIN_MS);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const order = res.body.data;
      const intent = [...stripe.intents.values()].at(-1);
      if (behaviour.kind === 'slow' || behaviour.kind === 'hang') {
        // The capture may have reached Stripe: the order only says paid once we know.
        expect(order.payment_status).toBe('pending');
      } else {
        expect(order.payment_status).toBe('pending');
        expect(intent?.status).toBe('requires_capture');
      }
      await expectNothingHalfPaid({ afterHealthySweep: false });

      // Still failing: the sweep tries, and leaves it for the next one.
      if (behaviour.kind !== 'slow') {
        const failing = await sweepAfter(3);
        expect(failing.captured).toBe(0);
        expect((await ordersOf(user.id))[0]?.payment_status).toBe('pending');
      }

      stripeLine.misbehave(null);
      expect((await sweepAfter(3)).captured).toBeGreaterThanOrEqual(1);
      expect((await ordersOf(user.id))[0]?.payment_status).toBe('paid');
      expect(intent?.status).toBe('succeeded');
      await expectNothingHalfPaid({ afterHealthySweep: true });
    },
  );
});

describe('nothing retries forever', () => {
  it('a hold never answered for 24 hours is no longer asked about, and is logged for a person', async () => {
    const { user, cartId } = await readyCardCart();
    stripeLine.misbehave(/^\/v1\/payment_intents/, { kind: 'hang' });
    expect(
      (await api.place(user, cartId, { method: 'card', card_token: 'pm_card_visa' })).status,
    ).toBe(503);

    const stillDown = await sweepAfter(3);
    expect(stillDown.pending).toBeGreaterThanOrEqual(1);
    const requestsBefore = stripe.requests.length;
    const dayLater = await sweepAfter(25 * 60);
    expect(dayLater.abandoned).toBeGreaterThanOrEqual(1);
    expect((await sweepAfter(26 * 60)).pending).toBe(0);
    const hold = await t.database.db
      .selectFrom('card_holds')
      .select('state')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(hold.state).toBe('released');
    // Nothing reached Stripe for it while it hung, and nothing after it was given up.
    expect(stripe.requests.length).toBe(requestsBefore);
  });
});

describe('Twilio failing while a sign-in code is sent', () => {
  it.each(FAILURES.map((m) => [label(m), m] as const))(
    '%s: the shopper is told the code could not be sent, at once, and may ask again',
    async (_name, behaviour) => {
      const phone = `+5255${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`;
      twilioLine.misbehave(/Messages\.json$/, behaviour);
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/shop/auth/send-login-code',
          payload: { phone, channel: 'sms' },
        });

      const { result: res, ms } = await timed(send);
      expect(ms).toBeLessThan(ANSWERED_WITHIN_MS);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'service_unavailable',
        message: apiMessages.codeNotSent,
      });

      // No code went out, so asking again is not "too soon".
      twilioLine.misbehave(null);
      const retry = await send();
      expect(retry.statusCode, retry.body).toBe(202);
    },
  );
});
