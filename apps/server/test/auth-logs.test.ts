import { Writable } from 'node:stream';
import type { DevOutboxResponse } from '@canasta/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../src/app';
import { type TestDatabase, createTestDatabase } from './test-database';
import { addressFields, clientFields, createSeller } from './factories';
import { testConfig } from './test-app';

let database: TestDatabase;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig(database.url, { LOG_LEVEL: 'trace' });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp({ config, database, logger: { ...loggerOptions(config), stream } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('logs', () => {
  it('never carry a sign-in code, a registration token or a session token', async () => {
    const phone = '+525577001122';
    await app.inject({
      method: 'POST',
      url: '/api/shop/auth/send-login-code',
      payload: { phone, channel: 'whatsapp' },
    });
    const outbox = await app.inject(`/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
    const code = outbox.json<DevOutboxResponse>().data[0]?.code ?? '';
    const wrong = code === '999999' ? '888888' : '999999';
    await app.inject({
      method: 'POST',
      url: '/api/shop/auth/login',
      payload: { phone, code: wrong },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/shop/auth/login',
      payload: { phone, code },
    });
    const registrationToken = login.json<{ registration_token: string }>().registration_token;
    const registered = await app.inject({
      method: 'POST',
      url: '/api/shop/auth/register',
      payload: { name: 'Sofía Ruiz', phone, registration_token: registrationToken },
    });
    const token = registered.json<{ token: string }>().token;
    await app.inject({
      method: 'POST',
      url: '/api/shop/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });

    expect(code).toMatch(/^\d{6}$/);
    const log = lines.join('');
    expect(log).toContain('login code sent to the development outbox');
    // The outbox route itself answers with the code; its request line carries only the phone.
    for (const secret of [code, registrationToken, token]) expect(log).not.toContain(secret);
  });

  it('never carry a card number, valid, invalid or malformed', async () => {
    const numbers = ['4242424242424242', '4000000000000002', '4242424242424241', '42424242x4242'];
    for (const number of numbers) {
      await app.inject({
        method: 'POST',
        url: '/api/shop/payments/sandbox/tokens',
        payload: { number, exp_month: 12, exp_year: 2030, cvc: '123', holder_name: 'Ana Pérez' },
      });
    }
    await app.inject({
      method: 'POST',
      url: '/api/shop/payments/sandbox/tokens',
      payload: {
        number: '4242424242424242',
        exp_month: 13,
        exp_year: 2030,
        cvc: '12',
        holder_name: 'A',
      },
    });
    const log = lines.join('');
    expect(log).toContain('/api/shop/payments/sandbox/tokens');
    for (const number of numbers) expect(log).not.toContain(number);
    const stored = await database.db.selectFrom('sandbox_card_tokens').selectAll().execute();
    expect(stored.length).toBeGreaterThan(0);
    for (const number of numbers) expect(JSON.stringify(stored)).not.toContain(number);
  });

  it('never carry a phone number or an address, accepted or refused', async () => {
    const phone = '+525577009988';
    await app.inject({
      method: 'POST',
      url: '/api/shop/auth/send-login-code',
      payload: { phone, channel: 'sms' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/shop/auth/login',
      payload: { phone, code: '000000' },
    });
    const seller = await createSeller(database.db);
    const street = 'Callejón del Secreto';
    const references = 'Casa azul con buganvilias';
    const receiverPhone = '+525566554433';
    const address = addressFields({ street, references, receiver_phone: receiverPhone });
    const statuses: number[] = [];
    for (const payload of [address, { ...address, postal_code: 'abc' }]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/shop/addresses',
        headers: seller.auth,
        payload,
      });
      statuses.push(res.statusCode);
    }
    const clientPhone = '+525599887766';
    for (const payload of [
      clientFields({ phone: clientPhone }),
      clientFields({ phone: clientPhone, email: 'no-es-correo' }),
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/shop/store/clients',
        headers: seller.auth,
        payload,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 422, 201, 422]);

    const log = lines.join('');
    expect(log).toContain('/api/shop/addresses');
    expect(log).toContain('/api/shop/store/clients');
    for (const secret of [phone, receiverPhone, clientPhone, street, references]) {
      expect(log).not.toContain(secret);
      expect(log).not.toContain(secret.slice(3));
    }
  });
});
