import { randomBytes, randomUUID } from 'node:crypto';
import type { ClientResponse } from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOffers } from './cart-helpers';
import {
  type TestUser,
  addressFields,
  clientFields,
  createCoupon,
  createMentor,
  createOperator,
  createSeller,
  createUser,
} from './factories';
import { multipartFile } from './multipart';
import { MONDAY_10AM, movableClock, orderClient, roomyOffer } from './order-helpers';
import { ownedData } from './owned-data';
import { storeData } from './store-data';
import { NOT_STORE_RECORDS, RECORD_STEPS, type StoreRecords } from './store-records';
import { type TestApp, createTestApp } from './test-app';

/**
 * Every resource a user owns, tried by everyone else: another shopper, a seller, a mentor, an
 * anonymous caller and forged tokens, by id in the path and by reference in their own requests.
 * Each attempt must be answered exactly as the same attempt on an id that doesn't exist, and the
 * owner's data must not change.
 */
const clock = movableClock(MONDAY_10AM);
let t: TestApp;
let api: ReturnType<typeof orderClient>;

/** What the owner (a mentor: carts, addresses, orders, notifications, clients, a wallet) has. */
interface Owned {
  cart: string;
  /** The cart the owner's order was placed from (gone, but its id is the order's). */
  orderedCart: string;
  item: number;
  coupon: string;
  address: number;
  order: number;
  orderNumber: string;
  orderLine: number;
  /** A draft edit of the order (decision 061). */
  orderEdit: number;
  notification: number;
  client: number;
  clientAddress: number;
  walletEntry: number;
}

/** Ids that exist for nobody, in the same shapes. */
const MISSING: Owned = {
  cart: randomUUID(),
  orderedCart: randomUUID(),
  item: 2_000_000_001,
  coupon: 'NOEXISTE2026',
  address: 2_000_000_002,
  order: 2_000_000_003,
  orderNumber: '2000100003',
  orderLine: 2_000_000_008,
  orderEdit: 2_000_000_009,
  notification: 2_000_000_004,
  client: 2_000_000_005,
  clientAddress: 2_000_000_006,
  walletEntry: 2_000_000_007,
};

interface Caller {
  name: string;
  headers: Record<string, string>;
  /** A cart of the caller's own, for attempts by reference. */
  cart: string;
  /** A client of the caller's own (sellers and mentors), for client-address references. */
  client: number | null;
}

let owner: TestUser;
let owned: Owned;
let callers: Caller[];
let offerId: number;

beforeAll(async () => {
  t = await createTestApp({ clock });
  api = orderClient(t);
  const db = t.database.db;
  const interna = await findOffers(t, 'interna');
  const offer = roomyOffer(interna);
  // Lines added in the matrix are of another product, so the owner's own cart stays within limits.
  const other = interna.all.find((o) => o.id !== offer.id && o.stock >= 10 && o.max_per_order >= 5);
  if (!other) throw new Error('no second demo offer');
  offerId = other.id;
  await db.updateTable('inventories').set({ stock: 10_000 }).where('id', '=', offer.id).execute();

  owner = await createMentor(db, 'Dueña de todo');
  await db
    .insertInto('wallet_entries')
    .values({
      user_id: owner.id,
      amount_cents: 50_000,
      kind: 'adjustment',
      reason: 'saldo de prueba',
      created_at: clock().toISOString(),
    })
    .execute();
  const ordered = await api.readyCart(owner, interna.storeId, [{ id: offer.id, qty: 10 }]);
  const order = await api.place(owner, ordered.cartId);
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  const edit = await api.call<{ data: { id: number } }>(
    'POST',
    `/client-orders/${String(order.body.data.id)}/edits`,
    { items: [{ purchaseable_id: offer.id, qty: 11 }] },
    owner.auth,
  );
  expect(edit.status, JSON.stringify(edit.body)).toBe(201);
  const open = await api.readyCart(owner, interna.storeId, [{ id: offer.id, qty: 10 }]);
  const coupon = await createCoupon(db);
  const applied = await api.call(
    'POST',
    `/checkout/${open.cartId}/discount`,
    { coupon: coupon.code },
    owner.auth,
  );
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  const client = await api.call<ClientResponse>(
    'POST',
    '/store/clients',
    clientFields(),
    owner.auth,
  );
  expect(client.status, JSON.stringify(client.body)).toBe(201);
  const clientAddress = await api.call<{ data: { id: number } }>(
    'POST',
    `/store/clients/${client.body.data.id}/addresses`,
    addressFields(),
    owner.auth,
  );
  expect(clientAddress.status, JSON.stringify(clientAddress.body)).toBe(201);

  const data = await ownedData(db, owner.id);
  const first = <T>(rows: T[], what: string): T => {
    const row = rows[0];
    if (!row) throw new Error(`the owner has no ${what}`);
    return row;
  };
  owned = {
    cart: open.cartId,
    orderedCart: ordered.cartId,
    item: first(
      data.items.filter((item) => item.cart_id === open.cartId),
      'cart line',
    ).id,
    coupon: coupon.code,
    address: first(data.addresses, 'address').id as number,
    order: order.body.data.id,
    orderNumber: order.body.data.number,
    orderLine: first(order.body.data.items, 'order line').id,
    orderEdit: edit.body.data.id,
    notification: first(data.notifications, 'notification').id as number,
    client: client.body.data.id,
    clientAddress: clientAddress.body.data.id,
    walletEntry: first(data.wallet, 'wallet entry').id as number,
  };

  const signedIn = async (name: string, user: TestUser, keepsClients: boolean): Promise<Caller> => {
    const cart = await api.readyCart(user, interna.storeId, [{ id: offer.id, qty: 10 }]);
    let ownClient: number | null = null;
    if (keepsClients) {
      const created = await api.call<ClientResponse>(
        'POST',
        '/store/clients',
        clientFields(),
        user.auth,
      );
      ownClient = created.body.data.id;
    }
    return { name, headers: user.auth, cart: cart.cartId, client: ownClient };
  };
  const anonymousCart = await api.call<{ cart: { id: string } }>('POST', '/checkout/', {
    store_id: interna.storeId,
  });
  const unsigned = (name: string, headers: Record<string, string>): Caller => ({
    name,
    headers,
    cart: anonymousCart.body.cart.id,
    client: null,
  });
  callers = [
    await signedIn('another shopper', await createUser(db, {}, MONDAY_10AM), false),
    await signedIn('a seller', await createSeller(db), true),
    await signedIn('a mentor', await createMentor(db), true),
    unsigned('an anonymous caller', {}),
    unsigned('a forged token', {
      authorization: `Bearer ${randomBytes(32).toString('base64url')}`,
    }),
    unsigned('a malformed token', { authorization: 'Bearer not a token' }),
    unsigned('a token for a deleted session', { authorization: `Bearer ${owner.token}x` }),
  ];
}, 60_000);
afterAll(() => t.close());

interface Attempt {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path this attempt covers. */
  route: string;
  url: (ids: Owned, caller: Caller) => string;
  body?: (ids: Owned, caller: Caller) => Record<string, unknown>;
  /** What the owner gets when their own request is refused for another reason than ownership. */
  ownerStatus?: number;
}

const NOTES = { notes: 'Intento ajeno' };

/** Every read and change of an owned resource, by id in the path. */
const BY_ID: Attempt[] = [
  { method: 'GET', route: '/api/shop/checkout/{cartId}', url: (o) => `/checkout/${o.cart}` },
  {
    method: 'PUT',
    route: '/api/shop/checkout/{cartId}',
    url: (o) => `/checkout/${o.cart}`,
    body: () => NOTES,
  },
  { method: 'DELETE', route: '/api/shop/checkout/{cartId}', url: (o) => `/checkout/${o.cart}` },
  {
    method: 'POST',
    route: '/api/shop/checkout/{cartId}/remembered-choices',
    url: (o) => `/checkout/${o.cart}/remembered-choices`,
  },
  {
    method: 'POST',
    route: '/api/shop/checkout/{cartId}/items',
    url: (o) => `/checkout/${o.cart}/items`,
    body: () => ({ purchaseable_id: offerId, qty: 1 }),
  },
  {
    method: 'POST',
    route: '/api/shop/checkout/{cartId}/items/bulk',
    url: (o) => `/checkout/${o.cart}/items/bulk`,
    body: () => ({ items: [{ purchaseable_id: offerId, qty: 1 }] }),
  },
  {
    method: 'PUT',
    route: '/api/shop/checkout/{cartId}/items/{itemId}',
    url: (o) => `/checkout/${o.cart}/items/${o.item}`,
    body: () => ({ substitution: 'none' }),
  },
  {
    method: 'DELETE',
    route: '/api/shop/checkout/{cartId}/items/{itemId}',
    url: (o) => `/checkout/${o.cart}/items/${o.item}`,
  },
  {
    method: 'POST',
    route: '/api/shop/checkout/{cartId}/items/{itemId}/validate',
    url: (o) => `/checkout/${o.cart}/items/${o.item}/validate`,
    body: () => ({ qty: 1 }),
  },
  {
    method: 'POST',
    route: '/api/shop/checkout/{cartId}/discount',
    url: (o) => `/checkout/${o.cart}/discount`,
    body: (o) => ({ coupon: o.coupon }),
  },
  {
    method: 'DELETE',
    route: '/api/shop/checkout/{cartId}/discount/{couponName}',
    url: (o) => `/checkout/${o.cart}/discount/${o.coupon}`,
  },
  {
    method: 'PUT',
    route: '/api/shop/addresses/{id}',
    url: (o) => `/addresses/${o.address}`,
    body: () => addressFields(),
  },
  { method: 'DELETE', route: '/api/shop/addresses/{id}', url: (o) => `/addresses/${o.address}` },
  { method: 'GET', route: '/api/shop/client-orders/{id}', url: (o) => `/client-orders/${o.order}` },
  {
    method: 'POST',
    route: '/api/shop/client-orders/{id}/reorder',
    url: (o) => `/client-orders/${o.order}/reorder`,
  },
  // Before the cancel below: a cancelled order's lines no longer change.
  {
    method: 'POST',
    route: '/api/shop/client-orders/{id}/lines/{lineId}/substitution',
    url: (o) => `/client-orders/${o.order}/lines/${o.orderLine}/substitution`,
    body: () => ({ accept: true }),
    // Nothing was proposed on the owner's order: past the ownership check, the answer is 409.
    ownerStatus: 409,
  },
  {
    method: 'PATCH',
    route: '/api/shop/client-orders/{id}/lines/{lineId}',
    url: (o) => `/client-orders/${o.order}/lines/${o.orderLine}`,
    body: () => ({ substitution: 'none' }),
  },
  {
    method: 'POST',
    route: '/api/shop/client-orders/{id}/edits',
    url: (o) => `/client-orders/${o.order}/edits`,
    body: () => ({ items: [{ purchaseable_id: 1, qty: 1 }] }),
    // The owner's draft is still open: past the ownership check, a second one is 409.
    ownerStatus: 409,
  },
  {
    method: 'DELETE',
    route: '/api/shop/client-orders/{id}/edits/{editId}',
    url: (o) => `/client-orders/${o.order}/edits/${o.orderEdit}`,
  },
  {
    method: 'POST',
    route: '/api/shop/client-orders/{id}/edits/{editId}/confirm',
    url: (o) => `/client-orders/${o.order}/edits/${o.orderEdit}/confirm`,
  },
  {
    method: 'POST',
    route: '/api/shop/client-orders/{id}/cancel',
    url: (o) => `/client-orders/${o.order}/cancel`,
    body: () => ({ reason: 'Intento ajeno' }),
  },
  {
    method: 'POST',
    route: '/api/shop/notifications/{id}/read',
    url: (o) => `/notifications/${o.notification}/read`,
  },
  {
    method: 'GET',
    route: '/api/shop/store/clients/{id}',
    url: (o) => `/store/clients/${o.client}`,
  },
  {
    method: 'PUT',
    route: '/api/shop/store/clients/{id}',
    url: (o) => `/store/clients/${o.client}`,
    body: () => clientFields(),
  },
  {
    method: 'DELETE',
    route: '/api/shop/store/clients/{id}',
    url: (o) => `/store/clients/${o.client}`,
  },
  {
    method: 'POST',
    route: '/api/shop/store/clients/{id}/addresses',
    url: (o) => `/store/clients/${o.client}/addresses`,
    body: () => addressFields(),
  },
  {
    method: 'PUT',
    route: '/api/shop/store/clients/{id}/addresses/{addressId}',
    url: (o) => `/store/clients/${o.client}/addresses/${o.clientAddress}`,
    body: () => addressFields(),
  },
  {
    method: 'DELETE',
    route: '/api/shop/store/clients/{id}/addresses/{addressId}',
    url: (o) => `/store/clients/${o.client}/addresses/${o.clientAddress}`,
  },
];

/** The owner's ids put into the caller's own requests. */
const BY_REFERENCE: Attempt[] = [
  {
    method: 'PUT',
    route: 'address on your cart',
    url: (_o, c) => `/checkout/${c.cart}`,
    body: (o) => ({ address_id: o.address }),
  },
  {
    method: 'PUT',
    route: 'client on your cart',
    url: (_o, c) => `/checkout/${c.cart}`,
    body: (o) => ({ client_id: o.client }),
  },
  {
    method: 'PUT',
    route: "client's address on your cart",
    url: (_o, c) => `/checkout/${c.cart}`,
    body: (o, c) => ({ client_id: c.client ?? o.client, client_address_id: o.clientAddress }),
  },
  {
    method: 'PUT',
    route: 'cart line in your modified prices',
    url: (_o, c) => `/checkout/${c.cart}`,
    body: (o) => ({ modified_prices: [{ item_id: o.item, unit_price_cents: 100 }] }),
  },
  {
    method: 'DELETE',
    route: 'cart line from your cart',
    url: (o, c) => `/checkout/${c.cart}/items/${o.item}`,
  },
  {
    method: 'POST',
    route: 'cart line checked in your cart',
    url: (o, c) => `/checkout/${c.cart}/items/${o.item}/validate`,
    body: () => ({ qty: 1 }),
  },
  {
    method: 'POST',
    route: 'order placed from their cart',
    url: () => `/client-orders`,
    body: (o) => ({ cart_id: o.cart, payment: { method: 'cash' } }),
  },
  {
    method: 'POST',
    route: 'order placed again from their cart that became an order',
    url: () => `/client-orders`,
    body: (o) => ({ cart_id: o.orderedCart, payment: { method: 'cash' } }),
  },
  {
    method: 'POST',
    route: 'order paid from their wallet',
    url: () => `/client-orders`,
    body: (o) => ({ cart_id: o.cart, payment: { method: 'wallet' } }),
  },
];

async function attempt(step: Attempt, ids: Owned, caller: Caller) {
  const res = await t.app.inject({
    method: step.method,
    url: `/api/shop${step.url(ids, caller)}`,
    headers: { ...caller.headers, 'idempotency-key': `matrix-${randomUUID()}` },
    payload: step.body?.(ids, caller),
  });
  return { status: res.statusCode, body: res.body };
}

describe('everything a user owns, tried by everyone else', () => {
  it('answers exactly as for an id that does not exist, and changes nothing', async () => {
    const before = JSON.stringify(await ownedData(t.database.db, owner.id));
    const mismatches: string[] = [];
    let tried = 0;
    for (const caller of callers) {
      for (const step of [...BY_ID, ...BY_REFERENCE]) {
        const theirs = await attempt(step, owned, caller);
        const missing = await attempt(step, MISSING, caller);
        tried += 1;
        if (theirs.status < 400) {
          mismatches.push(
            `${caller.name}: ${step.method} ${step.route} succeeded (${theirs.status})`,
          );
        } else if (theirs.status !== missing.status || theirs.body !== missing.body) {
          mismatches.push(
            `${caller.name}: ${step.method} ${step.route} → ${theirs.status} ${theirs.body}, missing → ${missing.status} ${missing.body}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(tried).toBe(callers.length * (BY_ID.length + BY_REFERENCE.length));
    expect(JSON.stringify(await ownedData(t.database.db, owner.id))).toBe(before);
  });

  it("never lists the owner's resources to anyone else", async () => {
    const lists = [
      '/addresses',
      '/addresses/default',
      '/client-orders',
      '/notifications',
      '/store/clients',
      '/wallet/movements',
      '/wallet/balance',
    ];
    const secrets = ['Dueña de todo', owned.cart, `"id":${owned.walletEntry},`];
    for (const caller of callers) {
      for (const list of lists) {
        const res = await t.app.inject({ url: `/api/shop${list}`, headers: caller.headers });
        for (const secret of secrets)
          expect(res.body, `${caller.name} ${list}`).not.toContain(secret);
      }
    }
  });

  it('covers every operation of the published API that takes an id, or says why not', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    /** Public or not owned by a user: the same for everyone who asks. */
    const notOwned = new Set([
      'GET /api/shop/stores/{idOrSlug}',
      'GET /api/shop/stores/{id}/inventories',
      'GET /api/shop/stores/{storeId}/inventories/{productSlug}',
      'GET /api/shop/stores/{storeId}/product-collection/',
      'GET /api/shop/stores/{storeId}/product-collection/{collectionId}',
      'GET /api/shop/slider/{id}',
      'GET /api/shop/stores/{id}/delivery-zones',
      'GET /api/shop/stores/{id}/delivery-slots',
      // Mexico's postal catalogue: public facts, not anyone's record.
      'GET /api/shop/postal-codes/{cp}',
      // Operator routes: the operator token only (operator tests), never a user's.
      'POST /api/ops/orders/{number}/status',
      'PUT /api/ops/users/{phone}/roles',
      // A barcode drawn from the number in its path: nobody's record, the same for everyone.
      'GET /api/shop/payments/barcodes/{reference}',
      // The sandbox standing in for the payment provider (never in production): it pays or
      // expires a voucher as OXXO's cashier or the bank would, whoever the shopper is.
      'POST /api/shop/payments/sandbox/vouchers/{reference}/pay',
      'POST /api/shop/payments/sandbox/vouchers/{reference}/expire',
      // Names a person, not one of the store's records (store-records.ts).
      ...NOT_STORE_RECORDS,
    ]);
    const covered = new Set(
      [...BY_ID, ...RECORD_STEPS].map((step) => `${step.method} ${step.route}`),
    );
    // Every operator route has the store's {slug}: the permission matrix tries each one with
    // every caller (admin-permissions.test.ts); here, those that also name one of its records.
    const namesRecord = (path: string) =>
      path.replace('/api/admin/stores/{slug}', '').includes('{');
    const uncovered = Object.entries(doc.paths)
      .filter(([path]) => namesRecord(path))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      )
      .filter((operation) => !covered.has(operation) && !notOwned.has(operation));
    expect(uncovered).toEqual([]);
  });
});

describe('the matrix itself', () => {
  // Runs after the matrix (it changes the owner's data): proof that its requests are well
  // formed, so the refusals above are about ownership, not about a bad body.
  it('is accepted when the owner sends the same requests (reads and changes; deletions aside)', async () => {
    const self: Caller = {
      name: 'the owner',
      headers: owner.auth,
      cart: owned.cart,
      client: owned.client,
    };
    for (const step of BY_ID.filter((one) => one.method !== 'DELETE')) {
      const res = await attempt(step, owned, self);
      const where = `${step.method} ${step.route}: ${res.body}`;
      if (step.ownerStatus === undefined) expect(res.status, where).toBeLessThan(400);
      else expect(res.status, where).toBe(step.ownerStatus);
    }
  });
});

describe('the operator routes', () => {
  it("refuse a user's token, a forged one and none, and change no order", async () => {
    const before = JSON.stringify(await ownedData(t.database.db, owner.id));
    for (const caller of callers.concat({
      name: 'the owner',
      headers: owner.auth,
      cart: '',
      client: null,
    })) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/ops/orders/${owned.orderNumber}/status`,
        headers: caller.headers,
        payload: { status: 'cancelled' },
      });
      expect(res.statusCode, `${caller.name}: ${res.body}`).toBe(401);
    }
    expect(JSON.stringify(await ownedData(t.database.db, owner.id))).toBe(before);
  });
});

describe("a store's records, through another store's console", () => {
  /** Ids that exist in no store, in the same shapes. */
  const NOWHERE: StoreRecords = {
    number: '2000100003',
    product: 2_000_000_011,
    importId: randomBytes(16).toString('hex'),
    zone: 2_000_000_012,
    window: 2_000_000_013,
    closedDate: '2031-01-02',
    coupon: 2_000_000_014,
    orderLine: 2_000_000_015,
  };

  it("are answered as records that don't exist, and change nothing", async () => {
    const db = t.database.db;
    const interna = await findOffers(t, 'interna');
    const internaOwner = await createOperator(db, 'interna', 'owner');
    const polanco = await createOperator(db, 'polanco', 'owner');
    const template = await t.app.inject({
      url: '/api/admin/stores/interna/imports/template',
      headers: internaOwner.auth,
    });
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/stores/interna/imports',
      ...withAuth(multipartFile('file', 'plantilla.csv', 'text/csv', template.body), internaOwner),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const first = async (table: 'delivery_zones' | 'delivery_windows') =>
      (
        await db
          .selectFrom(table as 'delivery_zones')
          .select('id')
          .where('store_id', '=', interna.storeId)
          .executeTakeFirstOrThrow()
      ).id;
    // A day only interna closes (the demo stores all close on the same holidays).
    const closed = { date: '2027-03-17' };
    await db
      .insertInto('store_closed_dates')
      .values({ store_id: interna.storeId, date: closed.date, reason: 'Inventario' })
      .execute();
    const records: StoreRecords = {
      number: owned.orderNumber,
      orderLine: owned.orderLine,
      product: offerId,
      importId: preview.json<{ data: { id: string } }>().data.id,
      zone: await first('delivery_zones'),
      window: await first('delivery_windows'),
      closedDate: closed.date,
      coupon: (await createCoupon(db, { store_id: interna.storeId })).id,
    };
    const before = await storeData(db, interna.storeId);
    const ownerBefore = JSON.stringify(await ownedData(db, owner.id));

    const send = async (step: (typeof RECORD_STEPS)[number], of: StoreRecords) => {
      const body = await step.body?.();
      const res = await t.app.inject({
        method: step.method,
        url: step.url('polanco', of),
        headers: { ...polanco.auth, ...body?.headers },
        ...(body ? { payload: body.payload } : {}),
      });
      return { status: res.statusCode, body: res.body };
    };
    for (const step of RECORD_STEPS) {
      const theirs = await send(step, records);
      const nobodys = await send(step, NOWHERE);
      const where = `${step.method} ${step.route}: ${theirs.body}`;
      // The request itself is well formed: an id that exists nowhere gets past validation.
      expect(nobodys.status, `${step.method} ${step.route}: ${nobodys.body}`).toBe(404);
      expect(theirs, where).toEqual(nobodys);
    }
    expect(await storeData(db, interna.storeId)).toBe(before);
    expect(JSON.stringify(await ownedData(db, owner.id))).toBe(ownerBefore);
  });
});

function withAuth(
  form: { payload: Buffer; headers: Record<string, string> },
  user: TestUser,
): { payload: Buffer; headers: Record<string, string> } {
  return { payload: form.payload, headers: { ...form.headers, ...user.auth } };
}
