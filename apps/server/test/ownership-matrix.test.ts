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
 * owner's data must not change. Each attempt by reference is also sent with the caller's own ids
 * and must then succeed, or be refused for the stated reason that keeps that caller from sending
 * it at all: a refusal for any other reason would be the same for every id and prove nothing.
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

/** What kind of caller it is: what it may send with ids of its own. */
type CallerKind = 'shopper' | 'seller' | 'mentor' | 'anonymous' | 'bad token';

interface Caller {
  name: string;
  kind: CallerKind;
  /** The signed-in user, who gets resources of their own for the attempts by reference. */
  user: TestUser | null;
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
/** The owner's demo offer, of which the callers' own carts hold ten. */
let roomyOfferId: number;
/** Its price: a modified price the seller may always set. */
let roomyOfferPrice: number;
let storeId: number;

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
  roomyOfferId = offer.id;
  roomyOfferPrice = offer.price_cents;
  storeId = interna.storeId;
  await db.updateTable('inventories').set({ stock: 10_000 }).where('id', '=', offer.id).execute();

  owner = await createMentor(db, 'Dueña de todo');
  await fundWallet(owner);
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
  const client = await api.clientWithAddress(owner);

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
    client: client.id,
    clientAddress: client.address,
    walletEntry: first(data.wallet, 'wallet entry').id as number,
  };

  const signedIn = async (
    name: string,
    kind: CallerKind,
    user: TestUser,
    keepsClients: boolean,
  ): Promise<Caller> => {
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
    // Enough for the caller's own order paid from their wallet.
    await fundWallet(user);
    return { name, kind, user, headers: user.auth, cart: cart.cartId, client: ownClient };
  };
  const anonymousCart = await api.call<{ cart: { id: string } }>('POST', '/checkout/', {
    store_id: interna.storeId,
  });
  const unsigned = (name: string, headers: Record<string, string>): Caller => ({
    name,
    kind: Object.keys(headers).length === 0 ? 'anonymous' : 'bad token',
    user: null,
    headers,
    cart: anonymousCart.body.cart.id,
    client: null,
  });
  callers = [
    await signedIn('another shopper', 'shopper', await createUser(db, {}, MONDAY_10AM), false),
    await signedIn('a seller', 'seller', await createSeller(db), true),
    await signedIn('a mentor', 'mentor', await createMentor(db), true),
    unsigned('an anonymous caller', {}),
    unsigned('a forged token', {
      authorization: `Bearer ${randomBytes(32).toString('base64url')}`,
    }),
    unsigned('a malformed token', { authorization: 'Bearer not a token' }),
    unsigned('a token for a deleted session', { authorization: `Bearer ${owner.token}x` }),
  ];
}, 60_000);
afterAll(() => t.close());

async function fundWallet(user: TestUser) {
  await t.database.db
    .insertInto('wallet_entries')
    .values({
      user_id: user.id,
      // A whole order paid from the wallet (the callers' own attempts place one).
      amount_cents: 100_000,
      kind: 'adjustment',
      reason: 'saldo de prueba',
      created_at: clock().toISOString(),
    })
    .execute();
}

/** Each signed-in caller's cart that became an order, placed with the key `key-<cart id>`. */
const orderedCarts = new Map<number, string>();

/**
 * Fresh resources of the caller's own, in the owner's shapes, for one attempt by reference (ids
 * the caller can't own stay missing ones), and the caller holding them: a cart ready to order
 * (a line, the caller's address, a slot) that the attempt may change or order, a cart that
 * became an order, and the caller's client's address.
 */
async function ownIds(caller: Caller): Promise<{ ids: Owned; caller: Caller }> {
  const user = caller.user;
  if (!user) {
    // An anonymous cart with a line: all a caller without a session can own.
    const { cart } = await api.create(storeId, caller.headers);
    const added = await api.add(cart.id, roomyOfferId, 1, caller.headers);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const item = added.body.cart.items[0]?.id;
    if (item === undefined) throw new Error('the anonymous cart has no line');
    return { ids: { ...MISSING, cart: cart.id, item }, caller: { ...caller, cart: cart.id } };
  }
  // A signed-in user has one open cart per store: the last attempt's goes, whatever it became.
  const freshCart = async () => {
    const current = await api.create(storeId, user.auth, user.id);
    await api.call('DELETE', `/checkout/${current.cart.id}`, undefined, user.auth);
    return api.readyCart(user, storeId, [{ id: roomyOfferId, qty: 10 }]);
  };
  let orderedCart = orderedCarts.get(user.id);
  if (orderedCart === undefined) {
    orderedCart = (await freshCart()).cartId;
    const placed = await api.place(user, orderedCart);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    orderedCarts.set(user.id, orderedCart);
  }
  const ready = await freshCart();
  const data = await ownedData(t.database.db, user.id);
  const item = data.items.find((row) => row.cart_id === ready.cartId)?.id;
  const cart = data.carts.find((row) => row.id === ready.cartId);
  if (item === undefined || !cart) throw new Error(`${caller.name} has no ready cart`);
  let clientAddress = MISSING.clientAddress;
  if (caller.client !== null) {
    const created = await api.call<{ data: { id: number } }>(
      'POST',
      `/store/clients/${caller.client}/addresses`,
      addressFields(),
      user.auth,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    clientAddress = created.body.data.id;
  }
  return {
    ids: {
      ...MISSING,
      cart: ready.cartId,
      orderedCart,
      item,
      address: cart.address_id as number,
      client: caller.client ?? MISSING.client,
      clientAddress,
    },
    caller: { ...caller, cart: ready.cartId },
  };
}

interface Attempt {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path this attempt covers. */
  route: string;
  url: (ids: Owned, caller: Caller) => string;
  body?: (ids: Owned, caller: Caller) => Record<string, unknown>;
  /** What the owner gets when their own request is refused for another reason than ownership. */
  ownerStatus?: number;
  /** The idempotency key sent (a fresh one unless given). */
  idempotencyKey?: (ids: Owned) => string;
  /**
   * By reference: the callers who may not send this request even with ids of their own, and the
   * refusal they get then. Every other caller gets their own request through.
   */
  refusedTo?: Partial<Record<CallerKind, Refusal>>;
}

interface Refusal {
  status: number;
  code: string;
  /** The message, when the code is a general one (validation_failed). */
  message?: string;
}

const SIGN_IN_FIRST: Refusal = { status: 401, code: 'unauthenticated' };
const SELLERS_ONLY: Refusal = { status: 403, code: 'forbidden' };
const MENTORS_ONLY: Refusal = {
  status: 422,
  code: 'validation_failed',
  message: 'Solo los mentores pueden pagar con su monedero.',
};
/** What a token that opens no session gets, whatever it asks. */
const BAD_TOKEN: Refusal = SIGN_IN_FIRST;

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
    refusedTo: { anonymous: SIGN_IN_FIRST },
  },
  {
    method: 'PUT',
    route: 'client on your cart',
    url: (_o, c) => `/checkout/${c.cart}`,
    body: (o) => ({ client_id: o.client }),
    refusedTo: { shopper: SELLERS_ONLY, anonymous: SIGN_IN_FIRST },
  },
  {
    method: 'PUT',
    route: "client's address on your cart",
    url: (_o, c) => `/checkout/${c.cart}`,
    body: (o, c) => ({ client_id: c.client ?? o.client, client_address_id: o.clientAddress }),
    refusedTo: { shopper: SELLERS_ONLY, anonymous: SIGN_IN_FIRST },
  },
  {
    method: 'PUT',
    route: 'cart line in your modified prices',
    url: (_o, c) => `/checkout/${c.cart}`,
    // Prices change only on a cart for a client: the caller's own client is chosen with them.
    body: (o, c) => ({
      client_id: c.client,
      modified_prices: [{ item_id: o.item, unit_price_cents: roomyOfferPrice }],
    }),
    refusedTo: { shopper: SELLERS_ONLY, anonymous: SIGN_IN_FIRST },
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
    refusedTo: { anonymous: SIGN_IN_FIRST },
  },
  {
    // With the key that placed it, the owner gets their order back; anyone else, nothing.
    method: 'POST',
    route: 'order placed again, with the key that placed it, from their cart that became an order',
    url: () => `/client-orders`,
    body: (o) => ({ cart_id: o.orderedCart, payment: { method: 'cash' } }),
    idempotencyKey: (o) => `key-${o.orderedCart}`,
    refusedTo: { anonymous: SIGN_IN_FIRST },
  },
  {
    method: 'POST',
    route: 'order paid from their wallet',
    url: () => `/client-orders`,
    body: (o) => ({ cart_id: o.cart, payment: { method: 'wallet' } }),
    refusedTo: { shopper: MENTORS_ONLY, seller: MENTORS_ONLY, anonymous: SIGN_IN_FIRST },
  },
];

async function attempt(step: Attempt, ids: Owned, caller: Caller) {
  const res = await t.app.inject({
    method: step.method,
    url: `/api/shop${step.url(ids, caller)}`,
    headers: {
      ...caller.headers,
      'idempotency-key': step.idempotencyKey?.(ids) ?? `matrix-${randomUUID()}`,
    },
    payload: step.body?.(ids, caller),
  });
  return { status: res.statusCode, body: res.body };
}

describe('everything a user owns, tried by everyone else', () => {
  it('answers exactly as for an id that does not exist, and changes nothing', async () => {
    const before = JSON.stringify(await ownedData(t.database.db, owner.id));
    const mismatches: string[] = [];
    let tried = 0;
    /** The attempts by reference that got through with the caller's own ids. */
    const provenByOwnIds = new Set<string>();
    for (const caller of callers) {
      for (const step of [...BY_ID, ...BY_REFERENCE]) {
        const where = `${caller.name}: ${step.method} ${step.route}`;
        const byReference = BY_REFERENCE.includes(step);
        const refusal = caller.kind === 'bad token' ? BAD_TOKEN : step.refusedTo?.[caller.kind];
        // Attempts by reference are sent from a cart of the caller's that their own ids fit.
        const mine = byReference && caller.kind !== 'bad token' ? await ownIds(caller) : null;
        const from = mine?.caller ?? caller;
        const theirs = await attempt(step, owned, from);
        const missing = await attempt(step, MISSING, from);
        tried += 1;
        if (theirs.status < 400) {
          mismatches.push(`${where} succeeded (${theirs.status})`);
        } else if (theirs.status !== missing.status || theirs.body !== missing.body) {
          mismatches.push(
            `${where} → ${theirs.status} ${theirs.body}, missing → ${missing.status} ${missing.body}`,
          );
        }
        if (!byReference) continue;
        // A bad token has no ids of its own: it must be refused at the sign-in check.
        const own = mine ? await attempt(step, mine.ids, mine.caller) : theirs;
        if (refusal) {
          const { code, message } = JSON.parse(own.body) as { code?: string; message?: string };
          if (
            own.status !== refusal.status ||
            code !== refusal.code ||
            (refusal.message !== undefined && message !== refusal.message)
          ) {
            mismatches.push(
              `${where}${mine ? " with the caller's own ids" : ''} → ${own.status} ${own.body}, expected the refusal ${refusal.status} ${refusal.code} of a caller who may not send it`,
            );
          }
        } else if (own.status < 200 || own.status >= 300) {
          mismatches.push(
            `${where} with the caller's own ids → ${own.status} ${own.body}: refused for another reason than whose ids they are`,
          );
        } else provenByOwnIds.add(step.route);
      }
    }
    expect(mismatches).toEqual([]);
    expect(tried).toBe(callers.length * (BY_ID.length + BY_REFERENCE.length));
    // Every attempt by reference went through for at least one caller with ids of their own.
    expect([...provenByOwnIds].sort()).toEqual(BY_REFERENCE.map((step) => step.route).sort());
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
    const secrets = ['Dueña de todo', owned.cart];
    for (const caller of callers) {
      for (const list of lists) {
        const res = await t.app.inject({ url: `/api/shop${list}`, headers: caller.headers });
        // The owner's wallet entry, by its id among movements (other lists hold the callers'
        // own orders and lines, whose ids may be the same number).
        const listed =
          list === '/wallet/movements' ? [...secrets, `"id":${owned.walletEntry},`] : secrets;
        for (const secret of listed)
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
      kind: 'mentor',
      user: owner,
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
      kind: 'mentor',
      user: owner,
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
