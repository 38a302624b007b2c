import { apiMessages } from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './factories';
import { type TestApp, createTestApp } from './test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface SpecCall {
  method: Method;
  /** The path as the spec writes it, placeholders in braces. */
  path: string;
  /** Spec §6: profile, addresses, orders, wallet and clients need a session. */
  signedIn: boolean;
}

/** Every call of the spec's §7 tables, in its order. */
const SPEC_CALLS: SpecCall[] = [
  // Auth and user
  { method: 'POST', path: '/auth/register', signedIn: false },
  { method: 'POST', path: '/auth/send-login-code', signedIn: false },
  { method: 'POST', path: '/auth/login', signedIn: false },
  { method: 'GET', path: '/auth/user', signedIn: true },
  { method: 'PUT', path: '/auth/user', signedIn: true },
  { method: 'PUT', path: '/auth/user/picture', signedIn: true },
  { method: 'POST', path: '/auth/logout', signedIn: true },
  { method: 'GET', path: '/auth/user/stores/', signedIn: true },
  { method: 'GET', path: '/wallet/balance', signedIn: true },
  // Addresses (the coverage check is public: the cart asks before anyone signs in)
  { method: 'POST', path: '/addresses', signedIn: true },
  { method: 'GET', path: '/addresses', signedIn: true },
  { method: 'GET', path: '/addresses/default', signedIn: true },
  { method: 'PUT', path: '/addresses/{id}', signedIn: true },
  { method: 'DELETE', path: '/addresses/{id}', signedIn: true },
  { method: 'GET', path: '/addresses/check-coverage', signedIn: false },
  // Orders
  { method: 'POST', path: '/client-orders', signedIn: true },
  { method: 'GET', path: '/client-orders/{id}', signedIn: true },
  { method: 'GET', path: '/client-orders?page={page}', signedIn: true },
  // Catalogue
  { method: 'GET', path: '/stores/{id}', signedIn: false },
  { method: 'GET', path: '/stores/{id}/inventories', signedIn: false },
  { method: 'GET', path: '/categories', signedIn: false },
  { method: 'GET', path: '/stores/{storeId}/product-collection/', signedIn: false },
  { method: 'GET', path: '/stores/{storeId}/product-collection/{collectionId}', signedIn: false },
  { method: 'GET', path: '/stores/{storeId}/inventories/{productSlug}', signedIn: false },
  { method: 'GET', path: '/slider/{id}', signedIn: false },
  { method: 'GET', path: '/settings/', signedIn: false },
  // Checkout cart (anonymous shoppers keep carts too)
  { method: 'POST', path: '/checkout/', signedIn: false },
  { method: 'GET', path: '/checkout/{cartId}', signedIn: false },
  { method: 'PUT', path: '/checkout/{cartId}', signedIn: false },
  { method: 'DELETE', path: '/checkout/{cartId}', signedIn: false },
  { method: 'POST', path: '/checkout/{cartId}/items', signedIn: false },
  { method: 'POST', path: '/checkout/{cartId}/items/bulk', signedIn: false },
  { method: 'DELETE', path: '/checkout/{cartId}/items/{itemId}', signedIn: false },
  { method: 'POST', path: '/checkout/{cartId}/items/{itemId}/validate', signedIn: false },
  { method: 'POST', path: '/checkout/{cartId}/discount', signedIn: false },
  { method: 'DELETE', path: '/checkout/{cartId}/discount/{couponName}', signedIn: false },
  // Clients (seller or mentor)
  { method: 'POST', path: '/store/clients', signedIn: true },
  { method: 'GET', path: '/store/clients', signedIn: true },
  { method: 'PUT', path: '/store/clients/{id}', signedIn: true },
  { method: 'DELETE', path: '/store/clients/{id}', signedIn: true },
  { method: 'POST', path: '/store/clients/{id}/addresses', signedIn: true },
];

/** Ids that may well not exist: a 404 for a missing resource still proves the call is routed. */
const SAMPLE: Record<string, string> = {
  id: '999999',
  storeId: '999999',
  collectionId: '999999',
  itemId: '999999',
  cartId: 'carrito-inexistente',
  productSlug: 'producto-inexistente',
  couponName: 'CUPON',
  page: '1',
};

/** Values that every param and query schema refuses. */
const INVALID: Record<string, string> = {
  id: 'no-es-un-id',
  storeId: 'no-es-un-id',
  collectionId: 'no-es-un-id',
  itemId: 'no-es-un-id',
  cartId: 'x'.repeat(150),
  productSlug: '%20',
  couponName: 'x'.repeat(150),
  page: 'cero',
};

function fill(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No sample for {${name}} in ${path}`);
    return value;
  });
}

/** The call with sample ids, or with ids, query and body that fail validation. */
function request(call: SpecCall, variant: 'sample' | 'invalid') {
  const hasBody = call.method === 'POST' || call.method === 'PUT';
  if (variant === 'sample') {
    return { url: `/api/shop${fill(call.path, SAMPLE)}`, body: hasBody ? {} : undefined };
  }
  const path = fill(call.path, INVALID);
  const junkQuery = 'per_page=-5&page=nada&q=' + 'x'.repeat(300);
  return {
    url: `/api/shop${path}${path.includes('?') ? '&' : '?'}${junkQuery}`,
    body: hasBody ? { basura: true, name: 42, phone: [], qty: -1, store_id: 'x' } : undefined,
  };
}

async function send(call: SpecCall, variant: 'sample' | 'invalid', headers = {}) {
  const { url, body } = request(call, variant);
  const res = await t.app.inject({
    method: call.method,
    url,
    headers,
    ...(body === undefined ? {} : { payload: body }),
  });
  return {
    status: res.statusCode,
    body: res.body === '' ? {} : res.json<{ code?: string; message?: string }>(),
  };
}

const label = (call: SpecCall) => `${call.method} ${call.path}`;

// A token of the right shape that no session holds.
const FORGED = { authorization: `Bearer ${'f0rg3d-t0k3n_'.repeat(4)}` };

describe("the spec's calls", () => {
  it('lists all 41 calls of the spec, each once', () => {
    expect(SPEC_CALLS).toHaveLength(41);
    expect(new Set(SPEC_CALLS.map(label)).size).toBe(41);
  });

  it('knows an unrouted call when it sees one', async () => {
    const res = await send({ method: 'GET', path: '/no-existe', signedIn: false }, 'sample');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('route_not_found');
  });

  it.each(SPEC_CALLS)('routes $method $path', async (call) => {
    // A seller and mentor, so role checks don't stop the call short of its route's own answer.
    const headers = call.signedIn
      ? (await createUser(t.database.db, { isMentor: true, isSeller: true })).auth
      : {};
    const res = await send(call, 'sample', headers);
    expect(res.body.code, `${label(call)} → ${res.status}`).not.toBe('route_not_found');
    expect(res.status, label(call)).toBeLessThan(500);
  });

  const signedInOnly = SPEC_CALLS.filter((call) => call.signedIn);

  it.each(signedInOnly)(
    'answers 401 to $method $path without a token, before validating it',
    async (call) => {
      for (const variant of ['sample', 'invalid'] as const) {
        const res = await send(call, variant);
        expect(res.status, `${label(call)} (${variant})`).toBe(401);
        expect(res.body).toMatchObject({
          code: 'unauthenticated',
          message: apiMessages.signInRequired,
        });
      }
    },
  );

  it.each(signedInOnly)(
    'answers 401 to $method $path with a forged token, before validating it',
    async (call) => {
      for (const variant of ['sample', 'invalid'] as const) {
        const res = await send(call, variant, FORGED);
        expect(res.status, `${label(call)} (${variant})`).toBe(401);
        expect(res.body).toMatchObject({
          code: 'unauthenticated',
          message: apiMessages.sessionExpired,
        });
      }
    },
  );

  it('has the signed-in-only calls of spec §6 (profile, addresses, orders, wallet, clients)', () => {
    expect(signedInOnly.map(label)).toHaveLength(19);
  });
});

/** Calls the spec's tables don't name, added by decision records: walked the same way. */
const DECIDED_CALLS: SpecCall[] = [
  // Decision 030: a returning shopper's remembered choices, and "Pedir de nuevo".
  { method: 'POST', path: '/checkout/{cartId}/remembered-choices', signedIn: true },
  { method: 'POST', path: '/client-orders/{id}/reorder', signedIn: true },
  // Decision 052: the customer cancels their pending order.
  { method: 'POST', path: '/client-orders/{id}/cancel', signedIn: true },
];

describe('calls decided beyond the spec', () => {
  it.each(DECIDED_CALLS)('routes $method $path', async (call) => {
    const headers = (await createUser(t.database.db)).auth;
    const res = await send(call, 'sample', headers);
    expect(res.body.code, `${label(call)} → ${res.status}`).not.toBe('route_not_found');
    expect(res.status, label(call)).toBeLessThan(500);
  });

  it.each(DECIDED_CALLS)(
    'answers 401 to $method $path without a token or with a forged one, before validating it',
    async (call) => {
      for (const variant of ['sample', 'invalid'] as const) {
        expect((await send(call, variant)).status, `${label(call)} (${variant})`).toBe(401);
        expect((await send(call, variant, FORGED)).status, `${label(call)} (${variant})`).toBe(401);
      }
    },
  );
});
