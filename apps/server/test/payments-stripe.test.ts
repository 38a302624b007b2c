import { createHmac } from 'node:crypto';
import type { OrderResponse } from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOffers } from './cart-helpers';
import { createUser } from './factories';
import { startFakeStripe } from './fake-stripe';
import { MONDAY_10AM, holdKeyFor, movableClock, orderClient, roomyOffer } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';

const SECRET_KEY = 'sk_test_canasta_fake';
const WEBHOOK_SECRET = 'whsec_canasta_fake';
const clock = movableClock(MONDAY_10AM);
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let t: TestApp;
let api: ReturnType<typeof orderClient>;
let interna: Awaited<ReturnType<typeof findOffers>>;

beforeAll(async () => {
  stripe = await startFakeStripe(SECRET_KEY);
  t = await createTestApp({
    clock,
    env: {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_canasta_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
  });
  api = orderClient(t);
  interna = await findOffers(t, 'interna');
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

async function cardOrder(
  paymentMethod: string,
  key = `stripe-${paymentMethod}-${String(Math.random()).slice(2)}`,
) {
  const user = await createUser(t.database.db, {}, MONDAY_10AM);
  const offer = roomyOffer(interna);
  const { cartId } = await api.readyCart(user, interna.storeId, [{ id: offer.id, qty: 10 }]);
  const res = await api.place(user, cartId, { method: 'card', card_token: paymentMethod }, key);
  return { user, cartId, res };
}

function signedEvent(event: unknown, at = clock(), secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const t0 = Math.floor(at.getTime() / 1000);
  const signature = createHmac('sha256', secret)
    .update(`${String(t0)}.${payload}`)
    .digest('hex');
  return { payload, header: `t=${String(t0)},v1=${signature}` };
}

function postWebhook(payload: string, signature: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/shop/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

describe('Stripe adapter (MXN PaymentIntents, manual capture)', () => {
  it('tells the web app to use Stripe hosted fields, and has no sandbox tokens', async () => {
    const config = await api.call('GET', '/payments/config');
    expect(config.body).toEqual({
      data: { card_provider: 'stripe', publishable_key: 'pk_test_canasta_fake', test_mode: true },
    });
    expect((await api.call('POST', '/payments/sandbox/tokens', {})).status).toBe(404);
  });

  it('authorizes the total in MXN, captures after the order is written, and keeps only brand and last four', async () => {
    const { res } = await cardOrder('pm_card_visa', 'stripe-approved');
    expect(res.status).toBe(201);
    const order = res.body.data;
    expect(order).toMatchObject({ payment_status: 'paid', card: { brand: 'visa', last4: '4242' } });
    const holdKey = await holdKeyFor(t, 'stripe-approved');
    const create = stripe.requests.find(
      (r) => r.path === '/v1/payment_intents' && r.key === holdKey,
    );
    expect(create?.form.get('amount')).toBe(String(order.total_cents));
    expect(create?.form.get('currency')).toBe('mxn');
    const intent = [...stripe.intents.values()].find(
      (i) => i.amount === order.total_cents && i.status === 'succeeded',
    );
    expect(intent).toBeDefined();
  });

  it('answers a decline with 402 and the reason in Spanish, writing nothing', async () => {
    const { res, user } = await cardOrder('pm_card_chargeDeclinedInsufficientFunds');
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(
      'La tarjeta no tiene fondos suficientes. Intenta con otra o paga en efectivo.',
    );
    const orders = await t.database.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(orders).toEqual([]);
  });

  it('releases a hold that needs 3-D Secure and refuses it', async () => {
    const { res } = await cardOrder('pm_card_threeDSecure2Required');
    expect(res.status).toBe(402);
    expect(res.body.message).toMatch(/verificación adicional/);
    expect([...stripe.intents.values()].some((i) => i.status === 'canceled')).toBe(true);
  });

  it('verifies webhook signatures over the raw body, handles each event once and re-reads the payment', async () => {
    const { res, user } = await cardOrder('pm_card_visa');
    const order = res.body.data;
    const charge = await t.database.db
      .selectFrom('payments')
      .select('reference')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    const intent = stripe.intents.get(charge.reference ?? '');
    if (!intent) throw new Error('intent missing');
    // Refunded at Stripe (e.g. from its dashboard); the event itself claims something else.
    intent.refunded = true;
    const event = {
      id: `evt_${order.id}`,
      type: 'charge.refunded',
      data: {
        object: { object: 'charge', id: 'ch_1', payment_intent: intent.id, amount_refunded: 1 },
      },
    };
    const { payload, header } = signedEvent(event);

    const forged = await postWebhook(payload, header.replace(/v1=\w/, 'v1=0'));
    expect(forged.statusCode).toBe(400);
    const stale = signedEvent(event, new Date(clock().getTime() - 10 * 60_000));
    expect((await postWebhook(stale.payload, stale.header)).statusCode).toBe(400);
    const tampered = await postWebhook(
      payload.replace('charge.refunded', 'charge.succeeded'),
      header,
    );
    expect(tampered.statusCode).toBe(400);

    expect((await postWebhook(payload, header)).statusCode).toBe(200);
    expect((await postWebhook(payload, header)).statusCode).toBe(200);
    const events = await t.database.db
      .selectFrom('payment_events')
      .selectAll()
      .where('event_id', '=', event.id)
      .execute();
    expect(events).toHaveLength(1);
    const reads = stripe.requests.filter(
      (r) => r.method === 'GET' && r.path === `/v1/payment_intents/${intent.id}`,
    );
    expect(reads).toHaveLength(1);
    const after = await api.call<OrderResponse>(
      'GET',
      `/client-orders/${order.id}`,
      undefined,
      user.auth,
    );
    expect(after.body.data.payment_status).toBe('refunded');
  });

  it('refunds through Stripe when an operator cancels a paid order', async () => {
    const { res } = await cardOrder('pm_card_visa');
    const order = res.body.data;
    const cancelled = await api.advance(order.number, 'cancelled');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<OrderResponse>().data.payment_status).toBe('refunded');
    expect(
      stripe.requests.some(
        (r) => r.path === '/v1/refunds' && r.form.get('amount') === String(order.total_cents),
      ),
    ).toBe(true);
  });
});
