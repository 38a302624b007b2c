import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { apiMessages } from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './factories';
import { type TestApp, createTestApp } from './test-app';

/**
 * What Fastify and its parsers refuse before our routes run still answers in our shape, in
 * Spanish, without echoing the request or naming the framework.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function expectOurShape(body: string, message: string, code: string) {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  expect(parsed).toEqual({ message, code });
  expect(body).not.toMatch(/FST_|statusCode|Bad Request|Exceeded/);
}

/** One raw HTTP/1.1 exchange: what the socket receives until the server closes it. */
async function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      data += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(data));
  });
}

describe('framework refusals', () => {
  it('a path parameter over the router limit is a Spanish 414 that does not echo the path', async () => {
    const res = await t.app.inject(`/api/shop/stores/${'9'.repeat(300)}`);
    expect(res.statusCode).toBe(414);
    expectOurShape(res.body, apiMessages.urlTooLong, 'invalid_request');
    expect(res.body).not.toContain('999999');
  });

  it('bad percent-encoding in a path is a Spanish 400', async () => {
    const res = await t.app.inject('/api/shop/stores/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expectOurShape(res.body, apiMessages.invalidUrl, 'invalid_request');
  });

  it('oversized headers and garbage on the socket answer in our shape, then close', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;

    const big = await rawExchange(
      port,
      `GET /api/shop/settings/ HTTP/1.1\r\nHost: a\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(big).toMatch(/^HTTP\/1\.1 431 /);
    expect(big).toMatch(/content-type: application\/json; charset=utf-8/i);
    expectOurShape(
      big.slice(big.indexOf('\r\n\r\n') + 4),
      apiMessages.headersTooLarge,
      'invalid_request',
    );

    const garbage = await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expectOurShape(
      garbage.slice(garbage.indexOf('\r\n\r\n') + 4),
      apiMessages.invalidRequest,
      'invalid_request',
    );
  });
});

describe('body sizes', () => {
  it('a JSON body past 32 KB is refused before it is parsed, and a full bulk cart still fits', async () => {
    const user = await createUser(t.database.db);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/shop/addresses',
      headers: user.auth,
      payload: { street: 'x'.repeat(40 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expectOurShape(huge.body, apiMessages.payloadTooLarge, 'payload_too_large');

    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/shop/checkout/',
      headers: user.auth,
      payload: { store_id: 1 },
    });
    const id = cart.json<{ cart: { id: string } }>().cart.id;
    // The most a bulk add may carry: 100 lines, with the widest numbers the schema allows.
    const items = Array.from({ length: 100 }, (_, i) => ({
      purchaseable_id: 2_000_000_000 + i,
      qty: 999,
    }));
    const bulk = await t.app.inject({
      method: 'POST',
      url: `/api/shop/checkout/${id}/items/bulk`,
      headers: user.auth,
      payload: { items },
    });
    expect(bulk.statusCode).not.toBe(413);
  });
});

describe('the NUL character', () => {
  it('is refused in a path, a query or a body, the same on both databases (PostgreSQL answered 500)', async () => {
    const user = await createUser(t.database.db);
    const answers = [
      await t.app.inject('/api/shop/stores/1/inventories/queso%00oaxaca'),
      await t.app.inject('/api/shop/stores/1/inventories?q=pi%00na'),
      await t.app.inject({
        method: 'PUT',
        url: '/api/shop/auth/user',
        headers: user.auth,
        payload: { name: 'Ana\u0000María' },
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expectOurShape(res.body, apiMessages.nullCharacter, 'invalid_request');
    }
    const me = await t.app.inject({ url: '/api/shop/auth/user', headers: user.auth });
    expect(me.json<{ user: { name: string } }>().user.name).toBe('Cliente de prueba');
  });
});

describe('numbers past the database', () => {
  it('a store id past PostgreSQL integer is a store that does not exist (PostgreSQL answered 500)', async () => {
    for (const id of ['2147483648', '9007199254740992', '99999999999999999999']) {
      const res = await t.app.inject(`/api/shop/stores/${id}`);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ message: apiMessages.storeNotFound, code: 'store_not_found' });
    }
  });
});

describe('malformed multipart on the profile picture', () => {
  const url = '/api/shop/auth/user/picture';
  const part = (boundary: string, body: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${body}`;
  const long = 'b'.repeat(1000);

  it.each([
    ['no boundary', 'multipart/form-data', part('x', 'hola\r\n--x--\r\n')],
    [
      'a boundary that does not match the body',
      'multipart/form-data; boundary=otro',
      part('x', 'hola\r\n--x--\r\n'),
    ],
    ['a truncated part', 'multipart/form-data; boundary=x', part('x', 'hol')],
    [
      'a 1000-character boundary',
      `multipart/form-data; boundary=${long}`,
      `${part(long, 'hola')}\r\n--${long}--\r\n`,
    ],
  ])('%s is a Spanish 4xx and leaves the picture unchanged', async (_case, type, payload) => {
    const user = await createUser(t.database.db);
    const res = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...user.auth, 'content-type': type },
      payload,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json<{ message: string; code: string }>();
    expect(body.message).toMatch(/foto|petición/i);
    expect(body.code).toMatch(/^(invalid_request|validation_failed)$/);
    const row = await t.database.db
      .selectFrom('users')
      .select('avatar_url')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.avatar_url).toBeNull();
  });
});

describe('slow clients', () => {
  let slow: TestApp;
  let port: number;
  beforeAll(async () => {
    slow = await createTestApp({
      env: { HTTP_HEADERS_TIMEOUT_MS: '300', HTTP_REQUEST_TIMEOUT_MS: '800' },
    });
    await slow.app.listen({ port: 0, host: '127.0.0.1' });
    port = (slow.app.server.address() as AddressInfo).port;
  });
  afterAll(() => slow.close());

  it('headers that never finish, and a body that never finishes, get a Spanish 408 and the connection closes', async () => {
    const started = Date.now();
    const [headers, body] = await Promise.all([
      rawExchange(port, 'GET /api/shop/settings/ HTTP/1.1\r\nHost: a\r\n'),
      rawExchange(
        port,
        'POST /api/shop/checkout/ HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"store_id":',
      ),
    ]);
    // Node checks its timeouts once a second here: both well before the test's own limit.
    expect(Date.now() - started).toBeLessThan(5000);
    for (const answer of [headers, body]) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expectOurShape(
        answer.slice(answer.indexOf('\r\n\r\n') + 4),
        apiMessages.requestTimeout,
        'invalid_request',
      );
    }
  });
});
