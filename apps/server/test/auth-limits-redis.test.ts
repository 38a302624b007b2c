import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './test-app';

// Redis runs beside PostgreSQL on every development machine and in CI (README "Tests").
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  [first, second] = await Promise.all([
    createTestApp({ env: { REDIS_URL } }),
    createTestApp({ env: { REDIS_URL } }),
  ]);
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

function sendCode(t: TestApp, phone: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/shop/auth/send-login-code',
    remoteAddress: ip,
    payload: { phone, channel: 'sms' },
  });
}

/** Numbers and addresses nobody used before, since Redis keeps counts between runs. */
const freshPhone = () => `+5255${String(randomInt(10_000_000, 99_999_999))}`;
const freshIp = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

describe('sign-in limits shared through Redis', () => {
  it('refuses a resend on one process after a code was sent by another', async () => {
    const phone = freshPhone();
    expect((await sendCode(first, phone, freshIp())).statusCode).toBe(202);
    const res = await sendCode(second, phone, freshIp());
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts one IP across both processes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) {
      const t = i % 2 === 0 ? first : second;
      expect((await sendCode(t, freshPhone(), ip)).statusCode).toBe(202);
    }
    expect((await sendCode(first, freshPhone(), ip)).statusCode).toBe(429);
    expect((await sendCode(second, freshPhone(), ip)).statusCode).toBe(429);
  });
});
