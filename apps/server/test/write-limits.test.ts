import { apiMessages } from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './factories';
import { MONDAY_10AM, movableClock } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';

const clock = movableClock(MONDAY_10AM);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: {
      WRITES_PER_USER_PER_MINUTE: '3',
      WRITES_PER_IP_PER_MINUTE: '5',
      // Each test speaks from its own address through a trusted local proxy.
      TRUST_PROXY: '127.0.0.1',
      // The webhook route exists with Stripe configured; an unsigned event never reaches Stripe.
      STRIPE_SECRET_KEY: 'sk_test_canasta_limits',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_canasta_limits',
      STRIPE_WEBHOOK_SECRET: 'whsec_canasta_limits',
      STRIPE_API_URL: 'http://127.0.0.1:9',
    },
  });
});
afterAll(() => t.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });

function readAll(headers: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: '/api/shop/notifications/read-all', headers });
}

function newCart(ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/shop/checkout/',
    headers: from(ip),
    payload: { store_id: 1 },
  });
}

async function countCarts() {
  const row = await t.database.db
    .selectFrom('carts')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('limits on changes', () => {
  it("a signed-in user's changes are limited per minute, with Retry-After; reads and other users go on", async () => {
    clock.set(MONDAY_10AM);
    const user = await createUser(t.database.db, {}, MONDAY_10AM);
    const other = await createUser(t.database.db, {}, MONDAY_10AM);
    for (let i = 0; i < 3; i += 1) {
      expect((await readAll({ ...user.auth, ...from('198.51.100.1') })).statusCode).toBe(200);
    }
    clock.set(new Date(MONDAY_10AM.getTime() + 15_000));
    const refused = await readAll({ ...user.auth, ...from('198.51.100.2') });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('45');
    expect(refused.json()).toEqual({
      message: apiMessages.rateLimitedFor(45),
      code: 'rate_limited',
      retry_after_seconds: 45,
    });
    const read = await t.app.inject({
      url: '/api/shop/notifications',
      headers: { ...user.auth, ...from('198.51.100.2') },
    });
    expect(read.statusCode).toBe(200);
    expect((await readAll({ ...other.auth, ...from('198.51.100.3') })).statusCode).toBe(200);

    clock.set(new Date(MONDAY_10AM.getTime() + 61_000));
    expect((await readAll({ ...user.auth, ...from('198.51.100.4') })).statusCode).toBe(200);
  });

  it('anonymous changes are limited per address, and a refused one changes nothing', async () => {
    clock.set(new Date(MONDAY_10AM.getTime() + 3_600_000));
    for (let i = 0; i < 5; i += 1) expect((await newCart('203.0.113.7')).statusCode).toBe(201);
    const before = await countCarts();
    const refused = await newCart('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ code: string }>().code).toBe('rate_limited');
    expect(await countCarts()).toBe(before);
    expect((await newCart('203.0.113.8')).statusCode).toBe(201);
  });

  it("the payment provider's webhook is not limited (it retries on its own)", async () => {
    clock.set(new Date(MONDAY_10AM.getTime() + 7_200_000));
    for (let i = 0; i < 8; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/shop/payments/stripe/webhook',
        headers: { ...from('192.0.2.9'), 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(400);
    }
  });
});
