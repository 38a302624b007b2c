import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOffers } from './cart-helpers';
import { type TestUser, createCoupon, createOperator, createUser } from './factories';
import { type Operation, operationsOf, schemaValue } from './fuzz-requests';
import { MONDAY_10AM, movableClock, orderClient, roomyOffer } from './order-helpers';
import { storeData } from './store-data';
import { type TestApp, createTestApp } from './test-app';

/**
 * The permission matrix of the operator API (decision 040): every admin operation published in
 * the OpenAPI document, tried on a real record of `interna` by an anonymous caller, a forged
 * token, a signed-in shopper, another store's owner and (on owner-only routes) the store's own
 * staff. Each gets its answer (401, 401, 403, 404, 403) whatever the body says, and the store's
 * data is the same afterwards. A sanity pass then sends the same requests as the owner, who
 * must get past the gate, so a route that refuses everyone for another reason can't pass.
 */
const clock = movableClock(MONDAY_10AM);
let t: TestApp;
let operations: Operation[];
let staff: TestUser;
let owner: TestUser;
let otherOwner: TestUser;
let shopper: TestUser;
/** Real values of interna's records, by path parameter (and, for `id`, by collection). */
let values: {
  number: string;
  lineId: string;
  phone: string;
  date: string;
  ids: Record<string, string>;
};
let storeId: number;

/** The operations only an owner may call ("METHOD path" below the store prefix). */
const OWNER_ONLY = new Set([
  'GET /operators',
  'PUT /operators/{phone}',
  'GET /settings',
  'PUT /settings',
]);

const STORE_PREFIX = '/api/admin/stores/{slug}';

beforeAll(async () => {
  t = await createTestApp({ clock });
  const db = t.database.db;
  const doc = (await t.app.inject('/api/docs/json')).json<Parameters<typeof operationsOf>[0]>();
  operations = operationsOf(doc).filter((op) => op.path.startsWith(STORE_PREFIX));
  owner = await createOperator(db, 'interna', 'owner');
  staff = await createOperator(db, 'interna', 'staff');
  otherOwner = await createOperator(db, 'polanco', 'owner');
  shopper = await createUser(db);

  const interna = await findOffers(t, 'interna');
  storeId = interna.storeId;
  const api = orderClient(t);
  const offer = roomyOffer(interna);
  const cart = await api.readyCart(shopper, storeId, [{ id: offer.id, qty: 10 }]);
  const order = await api.place(shopper, cart.cartId);
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  const coupon = await createCoupon(db, { store_id: storeId });
  const zone = await db
    .selectFrom('delivery_zones')
    .select('id')
    .where('store_id', '=', storeId)
    .executeTakeFirstOrThrow();
  const window = await db
    .selectFrom('delivery_windows')
    .select('id')
    .where('store_id', '=', storeId)
    .executeTakeFirstOrThrow();
  const closed = await db
    .selectFrom('store_closed_dates')
    .select('date')
    .where('store_id', '=', storeId)
    .executeTakeFirstOrThrow();
  const staffPhone = await db
    .selectFrom('users')
    .select('phone')
    .where('id', '=', staff.id)
    .executeTakeFirstOrThrow();
  values = {
    number: order.body.data.number,
    lineId: String(order.body.data.items[0]?.id),
    phone: staffPhone.phone,
    date: closed.date,
    ids: {
      products: String(offer.id),
      zones: String(zone.id),
      'delivery-windows': String(window.id),
      coupons: String(coupon.id),
      // A preview's id is random; the gate answers before anything looks it up.
      imports: randomBytes(16).toString('hex'),
    },
  };
}, 60_000);
afterAll(() => t.close());

/** The operation's path filled with interna's real records. */
function urlOf(operation: Operation, slug = 'interna'): string {
  const collection = operation.path.slice(STORE_PREFIX.length).split('/')[1] ?? '';
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'slug') return slug;
    if (name === 'id') {
      const id = values.ids[collection];
      if (id === undefined) throw new Error(`no interna record for {id} of ${operation.path}`);
      return id;
    }
    const value = (values as unknown as Record<string, string | undefined>)[name];
    if (value === undefined) throw new Error(`no value for {${name}} of ${operation.path}`);
    return encodeURIComponent(value);
  });
}

/** A body the schema accepts (one sample, always the same), so only the gate can refuse it. */
function bodyOf(operation: Operation): string | undefined {
  if (!operation.body) return undefined;
  const [sample] = fc.sample(schemaValue(operation.body, [1, 2, 3]), { numRuns: 1, seed: 23 });
  return JSON.stringify(sample);
}

function key(operation: Operation): string {
  return `${operation.method} ${operation.path.slice(STORE_PREFIX.length)}`;
}

function send(operation: Operation, headers: Record<string, string>, slug = 'interna') {
  const payload = bodyOf(operation);
  return t.app.inject({
    method: operation.method as 'GET',
    url: urlOf(operation, slug),
    headers: {
      ...headers,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    payload,
  });
}

describe('every admin operation', () => {
  it('is published, and the matrix knows its owner-only ones', () => {
    expect(operations.length).toBeGreaterThan(20);
    const published = new Set(operations.map(key));
    for (const ownerOnly of OWNER_ONLY) expect(published).toContain(ownerOnly);
  });

  it('refuses everyone but the store’s operators, before reading the request, and changes nothing', async () => {
    const before = await storeData(t.database.db, storeId);
    const forged = { authorization: `Bearer ${randomBytes(32).toString('base64url')}` };
    const callers: [string, Record<string, string>, number, string][] = [
      ['anonymous', {}, 401, 'unauthenticated'],
      ['forged token', forged, 401, 'unauthenticated'],
      ['shopper', shopper.auth, 403, 'forbidden'],
      ['another store’s owner', otherOwner.auth, 404, 'store_not_found'],
    ];
    for (const operation of operations) {
      for (const [who, headers, status, code] of callers) {
        const res = await send(operation, headers);
        const where = `${key(operation)} as ${who}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, where).toBe(status);
        const body = res.json<{ code: unknown; message: unknown }>();
        expect(body.code, where).toBe(code);
        expect(typeof body.message, where).toBe('string');
      }
      if (OWNER_ONLY.has(key(operation))) {
        const res = await send(operation, staff.auth);
        expect(res.statusCode, `${key(operation)} as staff`).toBe(403);
      }
    }
    expect(await storeData(t.database.db, storeId)).toBe(before);
  });

  it('lets the owner and the staff past the gate with the very same requests (sanity pass)', async () => {
    const changedOperations = new Set<string>();
    for (const operation of operations) {
      // The event stream stays open for as long as the caller listens: it has its own tests.
      if (operation.path.endsWith('/orders/events')) continue;
      const callers = OWNER_ONLY.has(key(operation)) ? [owner] : [owner, staff];
      for (const caller of callers) {
        const entriesBefore = await auditEntries();
        const res = await send(operation, caller.auth);
        const where = `${key(operation)}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, where).not.toBe(401);
        expect(res.statusCode, where).not.toBe(403);
        const json = String(res.headers['content-type']).startsWith('application/json');
        const code = json ? res.json<{ code?: string }>().code : undefined;
        expect(code, where).not.toBe('store_not_found');
        // A change that went through left exactly one audit entry; a read or a refusal none.
        // An import's preview changes nothing in the store (decision 042).
        const changed =
          operation.method !== 'GET' && key(operation) !== 'POST /imports' && res.statusCode < 300;
        expect(await auditEntries(), where).toBe(entriesBefore + (changed ? 1 : 0));
        if (changed) changedOperations.add(key(operation));
      }
    }
    // The sampled bodies got some writes through, so the audit check above checked something.
    expect(changedOperations.size).toBeGreaterThan(0);
  });
});

async function auditEntries(): Promise<number> {
  const row = await t.database.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
