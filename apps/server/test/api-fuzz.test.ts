import { randomBytes, randomInt } from 'node:crypto';
import { ORDER_TRANSITIONS, type OrderStatus, SUBSTITUTION_PREFERENCES } from '@canasta/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEVELOPMENT_OPERATOR_TOKEN } from '../src/config';
import { createSession } from '../src/modules/auth/session.service';
import {
  findStoreSettingsRow,
  updateStoreSettings,
} from '../src/modules/settings/store-settings.repository';
import { findOffers } from './cart-helpers';
import {
  type TestUser,
  addressFields,
  createCoupon,
  createMentor,
  createOperator,
  createUser,
} from './factories';
import {
  type Fields,
  type Operation,
  operationsOf,
  parameterValue,
  refusedBody,
  refusedParameter,
  schemaValue,
} from './fuzz-requests';
import { ownedData } from './owned-data';
import { MONDAY_10AM, movableClock, orderClient, roomyOffer } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';

/**
 * The API fuzzed from its own OpenAPI document (decision 032): every operation, with bodies,
 * queries, paths, headers and tokens that follow the schema or break it, and a share of
 * well-formed requests from a signed-in caller, which must get through: each operation has a
 * minimum share of cases answered 2xx (`MIN_SHARE`, or the fewer successes `FEWER` says why),
 * so a fuzz stuck at the sign-in or validation layers fails. A well-formed request names the
 * attacker's own records (renewed as requests delete, order or settle them) and takes its body
 * from `WELL_FORMED` where the schema says less than the server checks. Each run draws a new
 * seed, named in the test's title and in every failure; `FUZZ_SEED` replays it, `FUZZ_RUNS`
 * runs longer.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED =
  process.env.FUZZ_SEED === undefined ? randomInt(2 ** 31) : Number(process.env.FUZZ_SEED);
const REPLAY = `replay with FUZZ_SEED=${SEED}${process.env.FUZZ_RUNS ? ` FUZZ_RUNS=${RUNS}` : ''}`;

const clock = movableClock(MONDAY_10AM);
let t: TestApp;
let operations: Operation[];
let victim: TestUser;
let attacker: TestUser;
/** What the victim owns, to be compared after every case. */
let victimBefore: string;
/** Ids the generators prefer: the victim's and the attacker's, so requests reach the services. */
let ids: number[];
/** Real values of parameters no generator would guess (cart ids are UUIDs). */
let knownValues: Record<string, string[]>;
/** The same, for well-formed requests: the attacker's own records and store's, by path. */
let ownValuesFor: (path: string, name: string) => string[] | undefined;
/** The attacker's open cart and its lines. */
let attackerCartNow: { id: string; lines: string[] };
/** The attacker's client and its address. */
let attackerClientNow: { id: number; address: number };
/** The attacker's own address. */
let attackerAddressNow: number;
/** The attacker's order still open to changes, its lines and its draft edit when a request opened one. */
let attackerOrderNow: { id: number; lines: string[]; edits: string[] };
/** An order from the attacker's store, still moving: its number, lines and status. */
let storeOrderNow: { id: number; number: string; lines: string[]; status: OrderStatus };
/** The zones, coupons and delivery windows of the attacker's store, as they stand. */
let storeNow: Record<'zones' | 'coupons' | 'windows', string[]>;
/**
 * Gives the attacker a new cart, address, order, client or client address when a request deleted,
 * ordered or settled theirs; and their store a zone and a coupon when a request deleted the last.
 */
let renewAttackerRecords: (url: string) => Promise<void>;
/** What the well-formed builders (`WELL_FORMED`) draw from. */
let given: {
  /** Offers of the attacker's shop with stock and room to spare, besides the one every cart has. */
  offers: number[];
  /** The offer each of the attacker's carts and orders holds. */
  offer: number;
  /** A coupon every store takes. */
  couponCode: string;
  /** An area the attacker's store delivers to. */
  zonePolygon: unknown;
  /** A registered person the attacker's store may hire. */
  staffPhone: string;
  /** A category of the shop's, for a new product. */
  categoryId: number;
};
/** Strings only the victim's data holds: no answer to anyone else may contain them. */
let victimSecrets: string[];
/** A session of another store's staff: the operator API's caller. */
let attackerOperator: Record<string, string>;
let attackerOperatorId: number;

const VICTIM_NAME = 'Valeria Fuzzópolis';
const VICTIM_STREET = 'Calle Secreta de la Víctima';

beforeAll(async () => {
  t = await createTestApp({ clock });
  const doc = (await t.app.inject('/api/docs/json')).json<Parameters<typeof operationsOf>[0]>();
  operations = operationsOf(doc);

  const db = t.database.db;
  const api = orderClient(t);
  victim = await createMentor(db, VICTIM_NAME);
  // A mentor: every shopper's and seller's route is theirs to call (clients, wallet).
  attacker = await createMentor(db, 'Atacante');
  const interna = await findOffers(t, 'interna');
  const offer = roomyOffer(interna);
  // The victim's cart, address, order, notification, client and client address.
  const placed = await api.readyCart(victim, interna.storeId, [{ id: offer.id, qty: 10 }]);
  const order = await api.place(victim, placed.cartId);
  expect(order.status).toBe(201);
  const open = await api.readyCart(victim, interna.storeId, [{ id: offer.id, qty: 10 }]);
  await db
    .updateTable('addresses')
    .set({ street: VICTIM_STREET })
    .where('user_id', '=', victim.id)
    .execute();
  const client = await api.call<{ data: { id: number } }>(
    'POST',
    '/store/clients',
    { name: 'Clienta Fuzz Privada', phone: '+525512349876' },
    victim.auth,
  );
  expect(client.status, JSON.stringify(client.body)).toBe(201);

  const owned = await victimData();
  ids = [
    ...new Set([
      victim.id,
      attacker.id,
      interna.storeId,
      offer.id,
      order.body.data.id,
      client.body.data.id,
      ...owned.addresses.map((row) => row.id as number),
      ...owned.notifications.map((row) => row.id as number),
      ...owned.items.map((row) => row.id),
      1,
      2,
    ]),
  ];
  // Plenty of stock, so the orders the fuzz places never run an offer out.
  await db
    .updateTable('inventories')
    .set({ stock: 100_000 })
    .where('store_id', '=', interna.storeId)
    .execute();
  const strings = (values: unknown[]) => values.map(String);
  const cartLines = async (cartId: string) =>
    strings(
      (await db.selectFrom('cart_items').select('id').where('cart_id', '=', cartId).execute()).map(
        (row) => row.id,
      ),
    );
  const orderLines = async (orderId: number) =>
    strings(
      (
        await db.selectFrom('order_items').select('id').where('order_id', '=', orderId).execute()
      ).map((row) => row.id),
    );
  const shopCoupon = await createCoupon(db);
  let slotIndex = 0;
  /**
   * A pickup cart with one line and a coupon: ready to order, with no address or minimum to
   * meet, and a coupon to take off.
   */
  const newCart = async () => {
    slotIndex += 1;
    const ready = await api.readyCart(attacker, interna.storeId, [{ id: offer.id, qty: 1 }], {
      type: 'pickup',
      slotIndex,
    });
    const coupon = await api.call(
      'POST',
      `/checkout/${ready.cartId}/discount`,
      { coupon: shopCoupon.code },
      attacker.auth,
    );
    expect(coupon.status, JSON.stringify(coupon.body)).toBe(200);
    return { id: ready.cartId, lines: await cartLines(ready.cartId) };
  };
  const newOrder = async () => {
    const placed = await api.place(attacker, (await newCart()).id);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = placed.body.data.id;
    return { id, lines: await orderLines(id), edits: [] as string[] };
  };
  /** The order's draft edit, when a request opened one (one at a time: it's the next's to open). */
  const draftEdit = async (orderId: number) =>
    strings(
      (
        await db
          .selectFrom('order_edits')
          .select('id')
          .where('order_id', '=', orderId)
          .where('state', '=', 'draft')
          .execute()
      ).map((row) => row.id),
    );
  /** A client of the attacker's with an address (a request may delete them). */
  const newClient = () => api.clientWithAddress(attacker);
  const newAddress = async () => {
    const address = await api.call<{ data: { id: number } }>(
      'POST',
      '/addresses',
      addressFields(),
      attacker.auth,
    );
    expect(address.status, JSON.stringify(address.body)).toBe(201);
    return address.body.data.id;
  };
  // The attacker's own records: an order still open to changes, an open cart, an address, a
  // client with an address.
  attackerOrderNow = await newOrder();
  attackerCartNow = await newCart();
  attackerAddressNow = await newAddress();
  attackerClientNow = await newClient();
  const renewClient = async () => {
    const address = await db
      .selectFrom('client_addresses')
      .select('id')
      .where('id', '=', attackerClientNow.address)
      .where('client_id', '=', attackerClientNow.id)
      .executeTakeFirst();
    const client = await api.call(
      'GET',
      `/store/clients/${attackerClientNow.id}`,
      undefined,
      attacker.auth,
    );
    if (!address || client.status !== 200) attackerClientNow = await newClient();
  };
  const renewAddress = async () => {
    const address = await db
      .selectFrom('addresses')
      .select('id')
      .where('id', '=', attackerAddressNow)
      .executeTakeFirst();
    if (!address) attackerAddressNow = await newAddress();
  };
  const renewOrder = async () => {
    const order = await db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', attackerOrderNow.id)
      .executeTakeFirstOrThrow();
    // Only a pending order takes edits; a request may have cancelled it.
    if (order.status !== 'pending') attackerOrderNow = await newOrder();
    attackerOrderNow.edits = await draftEdit(attackerOrderNow.id);
  };
  const renewCart = async () => {
    const open = await db
      .selectFrom('carts')
      .select('id')
      .where('id', '=', attackerCartNow.id)
      .executeTakeFirst();
    if (!open) {
      attackerCartNow = await newCart();
      return;
    }
    let lines = await cartLines(open.id);
    // Lines come and go with every request: an emptied cart gets one back, to stay orderable.
    if (lines.length === 0) {
      await api.add(open.id, offer.id, 1, attacker.auth);
      lines = await cartLines(open.id);
    }
    attackerCartNow = { id: open.id, lines };
  };

  // The attacker also runs another store, so the operator API's requests reach its services.
  // Its owner: the owner's routes (settings, staff) are among those that must get through.
  const attackerStaff = await createOperator(db, 'polanco', 'owner', 'Atacante de Polanco');
  attackerOperator = attackerStaff.auth;
  attackerOperatorId = attackerStaff.id;
  knownValues = {
    cartId: [open.cartId, attackerCartNow.id],
    slug: ['polanco', 'interna', 'no-existe'],
  };
  const polanco = await findOffers(t, 'polanco');
  // An order of the attacker's store (the attacker shops there too), for its operator routes.
  // Its own offer, which the operator API's requests leave alone (a product hidden can't be ordered).
  const storeOffer = polanco.plenty(10);
  const newStoreOrder = async () => {
    const cart = await api.readyCart(attacker, polanco.storeId, [{ id: storeOffer.id, qty: 1 }], {
      type: 'pickup',
    });
    const placed = await api.place(attacker, cart.cartId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const { id, number } = placed.body.data;
    // Confirmed, so it can be picked.
    expect((await api.advance(number, 'confirmed')).statusCode).toBe(200);
    return { id, number, status: 'confirmed' as OrderStatus, lines: await orderLines(id) };
  };
  storeOrderNow = await newStoreOrder();
  const storeRecords = async (table: 'delivery_zones' | 'delivery_windows' | 'coupons') =>
    (
      await db
        .selectFrom(table as 'coupons')
        .select('id')
        .where('store_id', '=', polanco.storeId)
        .execute()
    ).map((row) => String(row.id));
  const zone = await db
    .selectFrom('delivery_zones')
    .select(['store_id', 'name', 'polygon', 'delivery_fee_cents', 'min_order_cents'])
    .where('store_id', '=', polanco.storeId)
    .executeTakeFirstOrThrow();
  await createCoupon(db, { store_id: polanco.storeId });
  const renewStoreOrder = async () => {
    // A request may move the store's order on to its end: then another takes its place.
    const { status } = await db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', storeOrderNow.id)
      .executeTakeFirstOrThrow();
    storeOrderNow =
      ORDER_TRANSITIONS[status].length === 0 ? await newStoreOrder() : { ...storeOrderNow, status };
  };
  const renewStoreRecords = async () => {
    // The operator API may delete the store's last zone or coupon; the next request gets another.
    let zones = await storeRecords('delivery_zones');
    if (zones.length === 0) {
      await db.insertInto('delivery_zones').values(zone).execute();
      zones = await storeRecords('delivery_zones');
    }
    let coupons = await storeRecords('coupons');
    if (coupons.length === 0) {
      await createCoupon(db, { store_id: polanco.storeId });
      coupons = await storeRecords('coupons');
    }
    const windows = await db
      .selectFrom('delivery_windows')
      .select('id')
      .where('store_id', '=', polanco.storeId)
      .where('archived_at', 'is', null)
      .execute();
    storeNow = { zones, coupons, windows: strings(windows.map((row) => row.id)) };
  };
  await renewStoreRecords();
  // The settings route (the attacker owns polanco; the shared operator token runs both stores)
  // may turn cash off, or lengthen the lead time past the slots the next order takes: the
  // attacker's next orders pay cash for a near slot, so each store gets its settings back.
  const storeSettings = await Promise.all(
    [interna.storeId, polanco.storeId].map(async (storeId) => ({
      storeId,
      settings: await findStoreSettingsRow(db, storeId),
    })),
  );
  const restoreStoreSettings = async () => {
    for (const { storeId, settings } of storeSettings) {
      if (settings) await updateStoreSettings(db, storeId, settings);
    }
  };
  /** What requests may delete, order, settle or turn off, by the paths they start with. */
  const renewals: [string[], () => Promise<void>][] = [
    [
      ['/api/admin/stores/interna/settings', '/api/admin/stores/polanco/settings'],
      restoreStoreSettings,
    ],
    [['/api/shop/store/clients'], renewClient],
    [['/api/shop/addresses'], renewAddress],
    // The shared operator token (among the hostile ones) moves any order.
    [['/api/shop/client-orders', '/api/ops/'], renewOrder],
    // Placing an order takes the cart; reordering fills it.
    [['/api/shop/checkout', '/api/shop/client-orders'], renewCart],
    [['/api/admin/stores/polanco/orders', '/api/ops/'], renewStoreOrder],
    [['/api/admin/stores/polanco/'], renewStoreRecords],
  ];
  renewAttackerRecords = async (url) => {
    for (const [prefixes, renew] of renewals) {
      if (prefixes.some((prefix) => url.startsWith(prefix))) await renew();
    }
  };
  await db
    .insertInto('store_closed_dates')
    .values({ store_id: polanco.storeId, date: '2027-03-17', reason: 'Inventario' })
    .execute();
  const collections = (
    await db
      .selectFrom('collections')
      .select('id')
      .where('store_id', '=', interna.storeId)
      .execute()
  ).map((row) => String(row.id));
  const attackerData = await ownedData(db, attacker.id);
  const staff = await createUser(db, { name: 'Empleada por contratar' });
  given = {
    offers: interna.all
      .filter((each) => each.id !== offer.id && each.max_per_order >= 5)
      .map((each) => each.id),
    offer: offer.id,
    couponCode: shopCoupon.code,
    zonePolygon: JSON.parse(zone.polygon) as unknown,
    staffPhone: (
      await db
        .selectFrom('users')
        .select('phone')
        .where('id', '=', staff.id)
        .executeTakeFirstOrThrow()
    ).phone,
    categoryId: (
      await db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow()
    ).id,
  };
  /** Per path prefix, what its `{id}` names of the attacker's now (the longest prefix wins). */
  const ownIds: Record<string, () => string[]> = {
    '/api/shop/addresses/': () => [String(attackerAddressNow)],
    '/api/shop/client-orders/': () => [String(attackerOrderNow.id)],
    '/api/shop/notifications/': () => strings(attackerData.notifications.map((row) => row.id)),
    '/api/shop/store/clients/': () => [String(attackerClientNow.id)],
    '/api/shop/stores/': () => [String(interna.storeId)],
    '/api/admin/stores/{slug}/products/': () =>
      strings(polanco.all.filter((row) => row.id !== storeOffer.id).map((row) => row.id)),
    '/api/admin/stores/{slug}/zones/': () => storeNow.zones,
    '/api/admin/stores/{slug}/delivery-windows/': () => storeNow.windows,
    '/api/admin/stores/{slug}/coupons/': () => storeNow.coupons,
  };
  ownValuesFor = (path, name) => {
    if (name === 'id') {
      const prefix = Object.keys(ownIds)
        .filter((start) => path.startsWith(start))
        .sort((a, b) => b.length - a.length)[0];
      return prefix === undefined ? undefined : ownIds[prefix]?.();
    }
    return {
      cartId: [attackerCartNow.id],
      slug: ['polanco'],
      idOrSlug: ['interna', String(interna.storeId)],
      storeId: [String(interna.storeId)],
      productSlug: [offer.slug],
      collectionId: collections,
      itemId: attackerCartNow.lines,
      couponName: [shopCoupon.code],
      number: [storeOrderNow.number],
      lineId: path.startsWith('/api/admin/') ? storeOrderNow.lines : attackerOrderNow.lines,
      editId: attackerOrderNow.edits,
      addressId: [String(attackerClientNow.address)],
      date: ['2027-03-17'],
    }[name];
  };
  // Ids in bodies (an address, a client, an order) may be the attacker's too.
  ids.push(
    attackerOrderNow.id,
    attackerClientNow.id,
    attackerClientNow.address,
    ...attackerData.addresses.map((row) => row.id as number),
    ...attackerData.items.map((row) => row.id),
  );
  victimSecrets = [VICTIM_NAME, VICTIM_STREET, 'Clienta Fuzz Privada', '5512349876', open.cartId];
  victimBefore = JSON.stringify(owned);
}, 60_000);
afterAll(() => t.close());

function victimData() {
  return ownedData(t.database.db, victim.id);
}

/** Whose request it is: mostly the attacker, signed in, so requests get past the sign-in check. */
const tokens: fc.Arbitrary<() => Record<string, string>> = fc.oneof(
  { weight: 6, arbitrary: fc.constant(() => ({ authorization: `Bearer ${attacker.token}` })) },
  { weight: 2, arbitrary: fc.constant(() => attackerOperator) },
  {
    weight: 4,
    arbitrary: fc
      .constantFrom<Record<string, string>>(
        {},
        { authorization: `Bearer ${randomBytes(32).toString('hex')}` },
        { authorization: 'Bearer' },
        { authorization: 'Bearer ../../etc/passwd' },
        { authorization: 'Basic YWRtaW46YWRtaW4=' },
        { authorization: `Bearer ${'A'.repeat(2000)}` },
        { authorization: `Bearer ${DEVELOPMENT_OPERATOR_TOKEN}` },
      )
      .map((headers) => () => headers),
  },
);

const mobile = fc.integer({ min: 10_000_000, max: 99_999_999 }).map((n) => `+5255${n}`);
const moment = fc
  .integer({ min: Date.parse('2027-01-01'), max: Date.parse('2027-12-31') })
  .map((ms) => new Date(ms).toISOString());
const hour = fc.integer({ min: 6, max: 21 }).map((h) => `${String(h).padStart(2, '0')}:00`);

/** What the server checks past the published schema, for well-formed bodies. */
function wellFormedFields(): Fields {
  return {
    phone: mobile,
    receiver_phone: mobile,
    email: fc.constant('cliente@example.com'),
    date: moment.map((at) => at.slice(0, 10)),
    starts_at: moment,
    ends_at: moment,
    start: hour,
    end: hour,
    // A cart is created for the caller themself.
    user_id: fc.constant(attacker.id),
  };
}

/** A well-formed request's caller: the attacker, as a shopper or as their store's staff. */
function signedIn(operation: Operation): () => Record<string, string> {
  return operation.path.startsWith('/api/admin/')
    ? () => attackerOperator
    : () => ({ authorization: `Bearer ${attacker.token}` });
}

/**
 * What a well-formed request of an operation sends where the published schema says too little
 * for the server to take it: the body, or parameters' values by name (the attacker's records
 * otherwise, `ownValuesFor`). Read when each case is drawn, so they follow the records as
 * requests change them.
 */
interface WellFormed {
  body?: fc.Arbitrary<unknown>;
  values?: Record<string, string[]>;
}

const qty = fc.integer({ min: 1, max: 3 });
const cartLine = () => fc.record({ purchaseable_id: fc.constantFrom(...given.offers), qty });
/** Before dawn, where the store's own windows never are: windows of a day may not overlap. */
const earlyWindow = fc
  .record({
    type: fc.constantFrom('delivery', 'pickup'),
    weekday: fc.integer({ min: 0, max: 6 }),
    hour: fc.integer({ min: 0, max: 4 }),
    capacity: fc.integer({ min: 20, max: 50 }),
  })
  .map(({ hour, ...window }) => ({ ...window, start: `0${hour}:00`, end: `0${hour + 1}:00` }));
const zone = () =>
  fc.record({
    name: fc.constantFrom('Zona Norte', 'Zona de prueba'),
    polygon: fc.constant(given.zonePolygon),
    delivery_fee_cents: fc.integer({ min: 0, max: 10_000 }),
    min_order_cents: fc.integer({ min: 0, max: 50_000 }),
  });

const WELL_FORMED: Record<string, () => WellFormed> = {
  // The shop, on the attacker's open cart (ready to order: pickup, a slot, a line).
  'POST /api/shop/checkout/{cartId}/items': () => ({ body: cartLine() }),
  'POST /api/shop/checkout/{cartId}/items/bulk': () => ({
    body: fc.record({
      items: fc.uniqueArray(cartLine(), {
        minLength: 1,
        maxLength: 3,
        selector: (line) => line.purchaseable_id,
      }),
    }),
  }),
  'PUT /api/shop/checkout/{cartId}/items/{itemId}': () => ({
    body: fc.record(
      { qty, substitution: fc.constantFrom(...SUBSTITUTION_PREFERENCES) },
      { requiredKeys: ['qty'] },
    ),
  }),
  // Choices that keep the cart ready to order (a delivery needs an address and a slot together).
  'PUT /api/shop/checkout/{cartId}': () => ({
    body: fc.record(
      {
        notes: fc.constantFrom('Tocar el timbre', null),
        substitution_default: fc.constantFrom(...SUBSTITUTION_PREFERENCES),
        payment_method: fc.constant('cash'),
        use_wallet: fc.constant(false),
      },
      { requiredKeys: [] },
    ),
  }),
  'POST /api/shop/checkout/{cartId}/discount': () => ({
    body: fc.constant({ coupon: given.couponCode }),
  }),
  'POST /api/shop/client-orders': () => ({
    body: fc.constant({ cart_id: attackerCartNow.id, payment: { method: 'cash' } }),
  }),
  'PUT /api/shop/addresses/{id}': () => ({ body: fc.constant(addressFields()) }),
  'POST /api/shop/client-orders/{id}/edits': () => ({
    body: fc.record({
      items: fc.tuple(fc.record({ purchaseable_id: fc.constant(given.offer), qty })),
    }),
  }),
  'POST /api/shop/payments/sandbox/tokens': () => ({
    body: fc.record({
      number: fc.constantFrom('4242424242424242', '4000000000000002'),
      exp_month: fc.integer({ min: 1, max: 12 }),
      exp_year: fc.constant(2030),
      cvc: fc.constant('123'),
      holder_name: fc.constant('Lucía Hernández'),
    }),
  }),
  // The operator API, on the attacker's store.
  'GET /api/admin/stores/{slug}/orders': () => ({
    values: {
      date: ['2026-11-23', '2026-11-24'],
      status: ['pending', 'pending,confirmed', 'cancelled'],
      q: ['Atacante', storeOrderNow.number],
    },
  }),
  'POST /api/admin/stores/{slug}/zones': () => ({ body: zone() }),
  'PUT /api/admin/stores/{slug}/zones/{id}': () => ({ body: zone() }),
  'POST /api/admin/stores/{slug}/delivery-windows': () => ({ body: earlyWindow }),
  'PUT /api/admin/stores/{slug}/delivery-windows/{id}': () => ({ body: earlyWindow }),
  'PUT /api/admin/stores/{slug}/coupons/{id}': () => ({
    body: fc.record({
      code: fc.integer({ min: 1000, max: 999_999 }).map((n) => `FUZZ${n}`),
      description: fc.constant('Cupón de prueba'),
      kind: fc.constant('percent'),
      value: fc.integer({ min: 1, max: 100 }),
      active: fc.boolean(),
    }),
  }),
  'PUT /api/admin/stores/{slug}/settings': () => ({
    body: fc.record({
      cutoff_time: hour,
      // Days enough that the store's orders always find a slot.
      lead_days: fc.integer({ min: 0, max: 2 }),
      days_ahead: fc.integer({ min: 7, max: 30 }),
      payment_methods: fc.constant(['cash']),
      whatsapp: fc.oneof(mobile, fc.constant(null)),
      maintenance: fc.constant(false),
    }),
  }),
  // A product sold by the piece, with no "before" price nor floor: no rule between its fields
  // to break, and a SKU of its own.
  'POST /api/admin/stores/{slug}/products': () => ({
    body: fc.record({
      name: fc.constantFrom('Producto de prueba', 'Aguacate hass'),
      category_id: fc.constant(given.categoryId),
      sku: fc.integer({ min: 1, max: 999_999_999 }).map((n) => `FUZZ-${n}`),
      price_cents: fc.integer({ min: 100, max: 100_000 }),
      stock: fc.integer({ min: 0, max: 500 }),
    }),
  }),
  // Fields with no rule between them (prices and weights have theirs).
  'PATCH /api/admin/stores/{slug}/products/{id}': () => ({
    body: fc.oneof(
      fc.record({ stock: fc.integer({ min: 0, max: 500 }) }),
      fc.record({ visible: fc.boolean() }),
      fc.record({ name: fc.constantFrom('Producto de prueba', 'Aguacate hass') }),
    ),
  }),
  'PUT /api/admin/stores/{slug}/operators/{phone}': () => ({
    values: { phone: [given.staffPhone] },
    body: fc.record({ role: fc.constantFrom('staff', 'owner', null) }),
  }),
  'POST /api/admin/stores/{slug}/orders/{number}/status': () => ({
    body: fc.record({
      // A pickup order is never on its way.
      status: fc.constantFrom(
        ...ORDER_TRANSITIONS[storeOrderNow.status].filter((next) => next !== 'on_the_way'),
      ),
      reason: fc.constant('Lo pidió la clienta'),
    }),
  }),
  'PUT /api/admin/stores/{slug}/orders/{number}/picking': () => ({
    body: fc.record({
      lines: fc.tuple(
        fc.record({
          line_id: fc.constantFrom(...storeOrderNow.lines.map(Number)),
          picked_qty: fc.integer({ min: 0, max: 1 }),
        }),
      ),
    }),
  }),
};

interface FuzzCase {
  /** The operation it exercises, as `METHOD /templated/path`. */
  operation: string;
  /** Whether every part of it was drawn valid, from a signed-in caller. */
  wellFormed: boolean;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: string | undefined;
  /** Why the schema refuses this request, when it surely does. */
  refused: string | null;
}

/**
 * A request for `operation`: its parameters, body and token, each valid or hostile; or, when
 * `wellFormed`, all of them valid (JSON, the schema's values, the attacker's session).
 */
function requestFor(operation: Operation, wellFormed: boolean): fc.Arbitrary<FuzzCase> {
  const path = operation.parameters.filter((p) => p.in === 'path');
  const query = operation.parameters.filter((p) => p.in === 'query');
  const header = operation.parameters.filter((p) => p.in === 'header');
  const own = wellFormed ? WELL_FORMED[`${operation.method} ${operation.path}`]?.() : undefined;
  const pick = (parameters: typeof path) =>
    fc.tuple(
      ...parameters.map((parameter) => {
        // An empty path segment reaches another route (a list instead of one item), where the
        // rest of the request means something else: path values are never empty.
        const filled = (value: string) => parameter.in !== 'path' || value !== '';
        const refused = wellFormed ? null : refusedParameter(parameter.schema)?.filter(filled);
        const known = wellFormed
          ? (own?.values?.[parameter.name] ?? ownValuesFor(operation.path, parameter.name))
          : knownValues[parameter.name];
        // Well formed, a parameter that names a record names one of the attacker's.
        const valid = (
          wellFormed && known && known.length > 0
            ? fc.constantFrom(...known)
            : parameterValue(parameter.schema, ids, known, !wellFormed)
        )
          .filter(filled)
          .map((value) => ({
            value,
            refused: null as string | null,
          }));
        return refused
          ? fc.oneof(
              { weight: 4, arbitrary: valid },
              {
                weight: 1,
                arbitrary: refused.map((value) => ({
                  value,
                  refused: `${parameter.name}=${value}`,
                })),
              },
            )
          : valid;
      }),
    );
  const body = operation.body;
  type Sent = { payload: string | undefined; refused: string | null };
  const validBody: fc.Arbitrary<Sent> = body
    ? (own?.body ?? schemaValue(body, ids, 0, wellFormedFields())).map((value): Sent => ({
        payload: JSON.stringify(value),
        refused: null,
      }))
    : fc.constant<Sent>({ payload: undefined, refused: null });
  const bodyArbitrary: fc.Arbitrary<Sent> = wellFormed
    ? validBody
    : body
      ? fc.oneof(
          {
            weight: 5,
            arbitrary: schemaValue(body, ids).map((value) => ({
              payload: JSON.stringify(value),
              refused: null,
            })),
          },
          {
            weight: 2,
            arbitrary: refusedBody(body, ids).map(({ body: value, broken }) => ({
              payload: JSON.stringify(value),
              refused: `body: ${broken}`,
            })),
          },
          {
            weight: 1,
            arbitrary: fc
              .constantFrom(
                '{',
                '{"a":',
                'null',
                '',
                '\u0000',
                '{"a":1}'.repeat(5000),
                '[[[[[[[[[[',
              )
              .map((payload) => ({ payload, refused: null })),
          },
        )
      : fc.oneof(
          { weight: 3, arbitrary: fc.constant({ payload: undefined, refused: null }) },
          {
            weight: 1,
            arbitrary: fc
              .jsonValue({ maxDepth: 3 })
              .map((value) => ({ payload: JSON.stringify(value), refused: null })),
          },
        );
  const contentType = fc.oneof(
    { weight: 6, arbitrary: fc.constant('application/json') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'application/json; charset=utf-8',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
      ),
    },
  );
  return fc
    .record({
      pathValues: pick(path),
      // Well formed, an optional filter is left out as often as not (each has its own format).
      queryValues: wellFormed
        ? fc.tuple(
            ...query.map((parameter) =>
              parameter.required
                ? pick([parameter]).map(([value]) => value)
                : fc.option(
                    pick([parameter]).map(([value]) => value),
                    { nil: undefined },
                  ),
            ),
          )
        : pick(query),
      headerValues: wellFormed
        ? fc.tuple(
            ...header.map((parameter) =>
              parameter.name === 'idempotency-key'
                ? fc.uuid().map((value) => ({ value, refused: null as string | null }))
                : pick([parameter]).map(([value]) => value ?? { value: '', refused: null }),
            ),
          )
        : pick(header),
      extraQuery: wellFormed
        ? fc.constant(null)
        : fc.option(fc.constantFrom('page=1&page=2', 'a[b]=1', '%zz=1', 'q=%00'), { freq: 5 }),
      body: bodyArbitrary,
      contentType: wellFormed ? fc.constant('application/json') : contentType,
      token: wellFormed ? fc.constant(signedIn(operation)) : tokens,
    })
    .map(
      ({ pathValues, queryValues, headerValues, extraQuery, body: sent, contentType, token }) => {
        let url = operation.path;
        path.forEach((parameter, index) => {
          const value = pathValues[index]?.value ?? '';
          url = url.replace(`{${parameter.name}}`, encodeURIComponent(value));
        });
        const search = new URLSearchParams();
        query.forEach((parameter, index) => {
          const chosen = queryValues[index];
          if (chosen) search.append(parameter.name, chosen.value);
        });
        const queryString = [search.toString(), extraQuery].filter(Boolean).join('&');
        const headers: Record<string, string> = {
          ...token(),
        };
        header.forEach((parameter, index) => {
          const chosen = headerValues[index];
          // Header values can't carry control characters at all; HTTP itself refuses them.
          if (chosen) headers[parameter.name] = chosen.value.replace(/[^\x20-\x7e]/g, '');
        });
        if (sent.payload !== undefined) headers['content-type'] = contentType;
        const refusals = [
          ...pathValues.map((value) => value.refused),
          ...queryValues.map((value) => value?.refused ?? null),
          // A body only counts as refused when it is sent as JSON, which the schema describes.
          contentType.startsWith('application/json') && !contentType.includes('latin1')
            ? sent.refused
            : null,
        ].filter((reason): reason is string => reason !== null);
        return {
          operation: `${operation.method} ${operation.path}`,
          wellFormed,
          method: operation.method,
          url: queryString ? `${url}?${queryString}` : url,
          headers,
          payload: sent.payload,
          refused: refusals[0] ?? null,
        };
      },
    );
}

/**
 * Each operation's cases (about 85 in 10,000, a third of them well formed) must be answered 2xx
 * this often: the generator gets past the sign-in and validation layers into the services. Ten
 * seeds measured every operation held to it at 9% or more.
 */
const MIN_SHARE = 0.03;

const DELETED_BY_FIRST = 'the first success deletes or changes the one record it names';
const NOT_TO_CALLERS =
  "the shared operator token only: the fuzz's callers never hold it (it runs every store, the victim's orders too)";
const VOUCHER =
  "a voucher reference, which only an OXXO or SPEI order makes: the fuzz's orders pay cash";
const UPLOAD = 'a file upload; the fuzz sends JSON';
const NO_SMS = 'the one-time code sent by SMS, which no request can read';

/**
 * Operations held to fewer successes, and why: at least one (the first success uses up what the
 * next need), or none (what no well-formed request of the fuzz can have: an SMS code, an upload,
 * the shared operator token, a geocoder the test app has not, a provider's signature).
 */
const FEWER: Record<string, { successes: 0 | 1; why: string }> = {
  'DELETE /api/admin/stores/{slug}/closed-dates/{date}': { successes: 1, why: DELETED_BY_FIRST },
  'DELETE /api/shop/client-orders/{id}/edits/{editId}': {
    successes: 1,
    why: `${DELETED_BY_FIRST}: the draft edit a request opened, one at a time`,
  },
  'POST /api/shop/client-orders/{id}/edits/{editId}/confirm': {
    successes: 1,
    why: `${DELETED_BY_FIRST}: the draft edit a request opened, one at a time`,
  },
  'PUT /api/admin/stores/{slug}/orders/{number}/picking': {
    successes: 1,
    why: "the store's order takes it only until a request finishes its picking; the next order comes once that one is delivered or cancelled",
  },
  'GET /api/shop/geocode': { successes: 0, why: 'the test app has no geocoder: a Spanish 503' },
  'GET /api/shop/geocode/reverse': {
    successes: 0,
    why: 'the test app has no geocoder: a Spanish 503',
  },
  'GET /api/shop/postal-codes/{cp}': {
    successes: 0,
    why: 'the test app has no SEPOMEX catalogue: a Spanish 503',
  },
  'POST /api/ops/orders/{number}/status': { successes: 0, why: NOT_TO_CALLERS },
  'PUT /api/ops/users/{phone}/roles': { successes: 0, why: NOT_TO_CALLERS },
  'GET /api/ops/settings/maintenance': { successes: 0, why: NOT_TO_CALLERS },
  'PUT /api/ops/settings/maintenance': { successes: 0, why: NOT_TO_CALLERS },
  'POST /api/shop/auth/login': { successes: 0, why: NO_SMS },
  'POST /api/shop/auth/register': { successes: 0, why: NO_SMS },
  'POST /api/admin/stores/{slug}/imports': { successes: 0, why: UPLOAD },
  'POST /api/admin/stores/{slug}/imports/{id}/commit': {
    successes: 0,
    why: `the id of an uploaded file's preview (${UPLOAD})`,
  },
  'PUT /api/admin/stores/{slug}/products/{id}/image': { successes: 0, why: UPLOAD },
  'PUT /api/shop/auth/user/picture': { successes: 0, why: UPLOAD },
  'POST /api/shop/payments/sandbox/vouchers/{reference}/pay': { successes: 0, why: VOUCHER },
  'POST /api/shop/payments/sandbox/vouchers/{reference}/expire': { successes: 0, why: VOUCHER },
  'POST /api/shop/payments/sandbox/webhook': {
    successes: 0,
    why: "the provider's signature (an HMAC of the body with its secret), which the fuzz doesn't compute",
  },
  'POST /api/shop/client-orders/{id}/lines/{lineId}/substitution': {
    successes: 0,
    why: 'a substitute the store proposed while picking, which the fuzz never makes',
  },
};

const ENGLISH =
  /\b(the|must|should|expected|Invalid input|Unexpected token|JSON at position|Unsupported Media Type|Bad Request|Not Found|Route|querystring|FST_)\b/;
const SPANISH =
  /[áéíóúñ¿¡]|\b(no|de|la|el|tu|los|las|un|una|que|para|con|en|es|este|esta|ese|esa)\b/i;
const INTERNALS =
  /node_modules|\bat \/|SQLITE_|sqlite|postgres|relation "|syntax error|stack|TypeError|ReferenceError|Kysely/i;

it(`answers ${RUNS} generated requests (seed ${SEED}) without a 5xx, in Spanish, refusing what the schema refuses, leaking nothing and getting through when well formed`, async () => {
  const started = Date.now();
  let refusedCases = 0;
  /** Per operation: cases sent, and those answered 2xx. */
  const tally = new Map<string, { cases: number; succeeded: number }>();
  await fc.assert(
    fc.asyncProperty(
      fc
        .constantFrom(...operations)
        .chain((operation) =>
          fc.oneof(
            { weight: 2, arbitrary: requestFor(operation, false) },
            { weight: 1, arbitrary: requestFor(operation, true) },
          ),
        ),
      async (request) => {
        const res = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.headers,
          payload: request.payload,
        });
        if (request.url.startsWith('/api/shop/auth/logout') && res.statusCode < 300) {
          // The attacker signed out: sign in again, or every later case stops at the sign-in check.
          const token = await createSession(t.database.db, attacker.id, clock());
          attacker = { ...attacker, token, auth: { authorization: `Bearer ${token}` } };
          const operatorToken = await createSession(t.database.db, attackerOperatorId, clock());
          attackerOperator = { authorization: `Bearer ${operatorToken}` };
        }
        if (res.statusCode < 300) await renewAttackerRecords(request.url);
        const count = tally.get(request.operation) ?? { cases: 0, succeeded: 0 };
        count.cases += 1;
        if (res.statusCode >= 200 && res.statusCode < 300) count.succeeded += 1;
        tally.set(request.operation, count);
        const where = `${request.method} ${request.url} → ${res.statusCode} ${res.body.slice(0, 300)} (${REPLAY})`;
        // The test app has no geocoder nor SEPOMEX catalogue: those say so with a Spanish 503.
        const unconfigured =
          /^\/api\/shop\/(geocode|postal-codes)/.test(request.url) && res.statusCode === 503;
        if (!unconfigured) expect(res.statusCode, where).toBeLessThan(500);
        if (request.refused) {
          refusedCases += 1;
          expect(res.statusCode, `${where} (refused: ${request.refused})`).toBeGreaterThanOrEqual(
            400,
          );
        }
        if (res.statusCode >= 400) {
          const body = res.json<{ message?: unknown; code?: unknown }>();
          expect(typeof body.code, where).toBe('string');
          expect(typeof body.message, where).toBe('string');
          const message = String(body.message);
          expect(message, where).not.toMatch(ENGLISH);
          expect(message, where).toMatch(SPANISH);
        }
        expect(res.body, where).not.toMatch(INTERNALS);
        // The shared operator token runs every store by design (decision 040): its answers
        // about a store's orders rightly name the store's customers.
        const storeWide =
          request.url.startsWith('/api/admin/') &&
          request.headers.authorization === `Bearer ${DEVELOPMENT_OPERATOR_TOKEN}`;
        if (!storeWide) {
          for (const secret of victimSecrets) expect(res.body, where).not.toContain(secret);
        }
      },
    ),
    { numRuns: RUNS, seed: SEED, endOnFailure: true },
  );
  expect(JSON.stringify(await victimData()), REPLAY).toBe(victimBefore);
  expect(refusedCases, REPLAY).toBeGreaterThan(RUNS / 10);
  const short = Object.keys(FEWER).filter((operation) => !tally.has(operation));
  expect(short, `operations in FEWER that the document no longer has (${REPLAY})`).toEqual([]);
  const stuck = [...tally].flatMap(([operation, { cases, succeeded }]) => {
    // A short run (FUZZ_RUNS=100) says too little about each operation to judge it.
    if (cases < 30) return [];
    const fewer = FEWER[operation];
    const enough = fewer ? succeeded >= fewer.successes : succeeded / cases >= MIN_SHARE;
    const wanted = fewer ? `${fewer.successes}` : `${MIN_SHARE * 100}%`;
    return enough ? [] : [`${operation}: ${succeeded} of ${cases} answered 2xx, wanted ${wanted}`];
  });
  expect(stuck, `operations the fuzz didn't get through (${REPLAY})`).toEqual([]);
  // The time is part of the closing note of issue 14; a slow fuzz would show up here first.
  expect(Date.now() - started, REPLAY).toBeLessThan(240_000);
}, 300_000);
