import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOffers } from './cart-helpers';
import { createUser } from './factories';
import { MONDAY_10AM, movableClock, orderClient, roomyOffer } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';

/**
 * HTTP caching (decision 036): the catalogue's reads and the settings are the same for everyone,
 * so they carry an ETag and a public Cache-Control (the settings revalidated every time, so the
 * maintenance switch shows at once: decision 038), and a client that holds them gets 304 with
 * no body; everything personal is `private, no-store`.
 */
const PUBLIC = 'public, max-age=5, stale-while-revalidate=60';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: movableClock(MONDAY_10AM) });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('catalogue reads', () => {
  it('carry an ETag and a public Cache-Control, and answer 304 to a client that holds them', async () => {
    const first = await get('/api/shop/stores/interna');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);

    const again = await get('/api/shop/stores/interna', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(PUBLIC);
    // A 304 repeats the Vary its 200 would have had (RFC 9110 15.4.5).
    expect(first.headers.vary).toBe('accept-encoding');
    expect(again.headers.vary).toBe('accept-encoding');

    // A list of validators, or a weak form of ours, matches too (If-None-Match compares weakly).
    const listed = await get('/api/shop/stores/interna', { 'if-none-match': `"other", W/${etag}` });
    expect(listed.statusCode).toBe(304);
    const other = await get('/api/shop/stores/interna', { 'if-none-match': '"other"' });
    expect(other.statusCode).toBe(200);
  });

  it('a compressed answer has its own strong ETag, and revalidates with it', async () => {
    const url = '/api/shop/stores/1/product-collection/';
    const plain = await get(url);
    const compressed = await get(url, { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    const etag = String(compressed.headers.etag);
    expect(etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-br"`);
    const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.rawPayload.length).toBe(0);
  });

  it('HEAD answers the same headers without a body', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/api/shop/slider/1' });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBeTruthy();
    expect(head.headers['cache-control']).toBe(PUBLIC);
    expect(head.body).toBe('');
  });

  it('a catalogue error is never publicly cached', async () => {
    const missing = await get('/api/shop/stores/no-existe');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('private, no-store');
    expect(missing.headers.etag).toBeUndefined();
  });

  it('an order changes the ETag of the listings that show its stock', async () => {
    const interna = await findOffers(t, 'interna');
    const offer = roomyOffer(interna);
    const url = `/api/shop/stores/${interna.storeId}/inventories?q=${encodeURIComponent(offer.name)}`;
    const before = await get(url);
    const etag = String(before.headers.etag);

    const user = await createUser(t.database.db, {}, MONDAY_10AM);
    const api = orderClient(t);
    const { cartId } = await api.readyCart(user, interna.storeId, [{ id: offer.id, qty: 10 }]);
    expect((await api.place(user, cartId)).status).toBe(201);

    const after = await get(url, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.body).not.toBe(before.body);
    expect((await get(url, { 'if-none-match': String(after.headers.etag) })).statusCode).toBe(304);
  });

  it('the settings are revalidated on every read, with the same validators', async () => {
    const first = await get('/api/shop/settings/');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await get('/api/shop/settings/', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('personal answers', () => {
  it('are private and never stored, with no validator', async () => {
    const user = await createUser(t.database.db, {}, MONDAY_10AM);
    const me = await get('/api/shop/auth/user', user.auth);
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('private, no-store');
    expect(me.headers.etag).toBeUndefined();
    const refused = await get('/api/shop/auth/user');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/shop/checkout/',
      payload: { store_id: 1 },
    });
    expect(cart.headers['cache-control']).toBe('private, no-store');
  });

  it('a signed-in cart read is private too, with no validator', async () => {
    const interna = await findOffers(t, 'interna');
    const user = await createUser(t.database.db, {}, MONDAY_10AM);
    const { cartId } = await orderClient(t).readyCart(user, interna.storeId, [
      { id: roomyOffer(interna).id, qty: 1 },
    ]);
    const cart = await get(`/api/shop/checkout/${cartId}`, user.auth);
    expect(cart.statusCode).toBe(200);
    expect(cart.headers['cache-control']).toBe('private, no-store');
    expect(cart.headers.etag).toBeUndefined();
  });

  it('the operator and development APIs, and unknown API paths, are private too', async () => {
    const ops = await t.app.inject({ method: 'POST', url: '/api/ops/orders/1/status' });
    expect(ops.statusCode).toBeGreaterThanOrEqual(400);
    expect(ops.headers['cache-control']).toBe('private, no-store');
    const outbox = await get('/api/dev/outbox?phone=%2B5215555555555');
    expect(outbox.headers['cache-control']).toBe('private, no-store');
    const unknown = await get('/api/shop/no-existe');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('private, no-store');
  });
});
