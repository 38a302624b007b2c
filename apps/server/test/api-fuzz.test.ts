import { randomBytes, randomInt } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEVELOPMENT_OPERATOR_TOKEN } from '../src/config';
import { createSession } from '../src/modules/auth/session.service';
import { findOffers } from './cart-helpers';
import {
  type TestUser,
  addressFields,
  clientFields,
  createCoupon,
  createMentor,
  createOperator,
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
 * so a fuzz stuck at the sign-in or validation layers fails. Each run draws a new seed, named in the test's title and in every
 * failure; `FUZZ_SEED` replays it, `FUZZ_RUNS` runs longer.
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
/** Gives the attacker a new cart, client or client address when a request deleted or ordered theirs. */
let renewAttackerRecords: () => Promise<void>;
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
  // The attacker's own records: an order, an open cart, a client with an address.
  const attackerOrdered = await api.readyCart(attacker, interna.storeId, [
    { id: offer.id, qty: 10 },
  ]);
  const attackerOrder = await api.place(attacker, attackerOrdered.cartId);
  expect(attackerOrder.status, JSON.stringify(attackerOrder.body)).toBe(201);
  const strings = (values: unknown[]) => values.map(String);
  const attackerCart = await api.readyCart(attacker, interna.storeId, [{ id: offer.id, qty: 10 }]);
  // A well-formed request may delete or order the attacker's records: the next one gets new ones.
  const cartLines = async (cartId: string) =>
    strings(
      (await db.selectFrom('cart_items').select('id').where('cart_id', '=', cartId).execute()).map(
        (row) => row.id,
      ),
    );
  attackerCartNow = { id: attackerCart.cartId, lines: await cartLines(attackerCart.cartId) };
  renewAttackerRecords = async () => {
    const client = await db
      .selectFrom('client_addresses')
      .select('id')
      .where('id', '=', attackerClientNow.address)
      .where('client_id', '=', attackerClientNow.id)
      .executeTakeFirst();
    const listed = await api.call(
      'GET',
      `/store/clients/${attackerClientNow.id}`,
      undefined,
      attacker.auth,
    );
    if (!client || listed.status !== 200) attackerClientNow = await newClient();
    const open = await db
      .selectFrom('carts')
      .select('id')
      .where('id', '=', attackerCartNow.id)
      .executeTakeFirst();
    if (open) return;
    // A cart with a line (the address and slot are the fuzz's to choose, or not).
    const { cart } = await api.create(interna.storeId, attacker.auth, attacker.id);
    await api.add(cart.id, offer.id, 1, attacker.auth);
    attackerCartNow = { id: cart.id, lines: await cartLines(cart.id) };
  };
  /** A client of the attacker's with an address (a request may delete them). */
  const newClient = async () => {
    const client = await api.call<{ data: { id: number } }>(
      'POST',
      '/store/clients',
      clientFields(),
      attacker.auth,
    );
    expect(client.status, JSON.stringify(client.body)).toBe(201);
    const address = await api.call<{ data: { id: number } }>(
      'POST',
      `/store/clients/${client.body.data.id}/addresses`,
      addressFields(),
      attacker.auth,
    );
    expect(address.status, JSON.stringify(address.body)).toBe(201);
    return { id: client.body.data.id, address: address.body.data.id };
  };
  attackerClientNow = await newClient();
  // The attacker also runs another store, so the operator API's requests reach its services.
  // Its owner: the owner's routes (settings, staff) are among those that must get through.
  const attackerStaff = await createOperator(db, 'polanco', 'owner', 'Atacante de Polanco');
  attackerOperator = attackerStaff.auth;
  attackerOperatorId = attackerStaff.id;
  knownValues = {
    cartId: [open.cartId, attackerCart.cartId],
    slug: ['polanco', 'interna', 'no-existe'],
  };
  const polanco = await findOffers(t, 'polanco');
  const storeRecords = async (table: 'delivery_zones' | 'delivery_windows' | 'collections') =>
    (
      await db
        .selectFrom(table as 'collections')
        .select('id')
        .where('store_id', '=', table === 'collections' ? interna.storeId : polanco.storeId)
        .execute()
    ).map((row) => String(row.id));
  await db
    .insertInto('store_closed_dates')
    .values({ store_id: polanco.storeId, date: '2027-03-17', reason: 'Inventario' })
    .execute();
  const collections = await storeRecords('collections');
  const attackerData = await ownedData(db, attacker.id);
  const shopCoupon = await createCoupon(db);
  /** Per path prefix, what its `{id}` names of the attacker's (the longest prefix wins). */
  const ownIds: Record<string, string[]> = {
    '/api/shop/addresses/': strings(attackerData.addresses.map((row) => row.id)),
    '/api/shop/client-orders/': [String(attackerOrder.body.data.id)],
    '/api/shop/notifications/': strings(attackerData.notifications.map((row) => row.id)),
    '/api/shop/stores/': [String(interna.storeId)],
    '/api/admin/stores/{slug}/products/': strings(polanco.all.map((row) => row.id)),
    '/api/admin/stores/{slug}/zones/': await storeRecords('delivery_zones'),
    '/api/admin/stores/{slug}/delivery-windows/': await storeRecords('delivery_windows'),
    '/api/admin/stores/{slug}/coupons/': [
      String((await createCoupon(db, { store_id: polanco.storeId })).id),
    ],
  };
  ownValuesFor = (path, name) => {
    if (name === 'id' && path.startsWith('/api/shop/store/clients/')) {
      return [String(attackerClientNow.id)];
    }
    if (name === 'id') {
      const prefix = Object.keys(ownIds)
        .filter((start) => path.startsWith(start))
        .sort((a, b) => b.length - a.length)[0];
      return prefix === undefined ? undefined : ownIds[prefix];
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
      lineId: strings(attackerOrder.body.data.items.map((item) => item.id)),
      addressId: [String(attackerClientNow.address)],
      date: ['2027-03-17'],
    }[name];
  };
  // Ids in bodies (an address, a client, an order) may be the attacker's too.
  ids.push(
    attackerOrder.body.data.id,
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
  const pick = (parameters: typeof path) =>
    fc.tuple(
      ...parameters.map((parameter) => {
        // An empty path segment reaches another route (a list instead of one item), where the
        // rest of the request means something else: path values are never empty.
        const filled = (value: string) => parameter.in !== 'path' || value !== '';
        const refused = wellFormed ? null : refusedParameter(parameter.schema)?.filter(filled);
        const known = wellFormed
          ? ownValuesFor(operation.path, parameter.name)
          : knownValues[parameter.name];
        const valid = parameterValue(parameter.schema, ids, known, !wellFormed)
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
    ? schemaValue(body, ids, 0, wellFormedFields()).map((value): Sent => ({
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
 * this often: the generator gets past the sign-in and validation layers into the services. Five
 * seeds measured every operation held to it at 6% or more.
 */
const MIN_SHARE = 0.03;

const DELETED_BY_FIRST = 'the first success deletes or changes the one record it names';
const FLAKY_RULES =
  'the server checks more than the schema says (times in order, overlaps, price rules, street numbers): random well-formed values pass now and then, or never';
const NOT_TO_CALLERS =
  "the shared operator token only: the fuzz's callers never hold it (it runs every store, the victim's orders too)";
const NO_STORE_ORDER = "an order of the attacker's store: the fuzz's orders are another store's";
const ORDER_SETTLED =
  "the attacker's one order: a well-formed cancel soon settles it, and nothing on it changes after";
const NOT_YET = 'not reached yet: the generator does not know';

/**
 * Operations held to fewer successes, and why: at least one (it gets through, but not often), or
 * none (what the fuzz can't or doesn't yet produce).
 */
const FEWER: Record<string, { successes: 0 | 1; why: string }> = {
  'DELETE /api/admin/stores/{slug}/closed-dates/{date}': { successes: 1, why: DELETED_BY_FIRST },
  'DELETE /api/admin/stores/{slug}/zones/{id}': { successes: 1, why: DELETED_BY_FIRST },
  'DELETE /api/admin/stores/{slug}/coupons/{id}': { successes: 1, why: DELETED_BY_FIRST },
  'GET /api/admin/stores/{slug}/coupons/{id}': {
    successes: 0,
    why: `${DELETED_BY_FIRST} (when a delete of it comes first)`,
  },
  'DELETE /api/shop/addresses/{id}': { successes: 1, why: DELETED_BY_FIRST },
  'PUT /api/shop/addresses/{id}': { successes: 0, why: FLAKY_RULES },
  'PUT /api/shop/checkout/{cartId}/items/{itemId}': { successes: 1, why: DELETED_BY_FIRST },
  'GET /api/admin/stores/{slug}/orders': {
    successes: 0,
    why: `${NOT_YET} its filters' formats (left out, they pass; but it has several)`,
  },
  'POST /api/admin/stores/{slug}/delivery-windows': { successes: 0, why: FLAKY_RULES },
  'PUT /api/admin/stores/{slug}/delivery-windows/{id}': { successes: 0, why: FLAKY_RULES },
  'POST /api/admin/stores/{slug}/products': { successes: 1, why: FLAKY_RULES },
  'PUT /api/admin/stores/{slug}/settings': { successes: 0, why: FLAKY_RULES },
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
  'POST /api/shop/auth/login': { successes: 0, why: 'the one-time code sent by SMS' },
  'POST /api/shop/auth/register': { successes: 0, why: 'the one-time code sent by SMS' },
  'POST /api/admin/stores/{slug}/imports': {
    successes: 0,
    why: 'a file upload; the fuzz sends JSON',
  },
  'POST /api/admin/stores/{slug}/imports/{id}/commit': {
    successes: 0,
    why: "the id of an uploaded file's preview",
  },
  'PUT /api/admin/stores/{slug}/products/{id}/image': {
    successes: 0,
    why: 'a file upload; the fuzz sends JSON',
  },
  'PUT /api/shop/auth/user/picture': { successes: 0, why: 'a file upload; the fuzz sends JSON' },
  'GET /api/admin/stores/{slug}/orders/{number}': { successes: 0, why: NO_STORE_ORDER },
  'GET /api/admin/stores/{slug}/orders/{number}/lines/{lineId}/substitutes': {
    successes: 0,
    why: NO_STORE_ORDER,
  },
  'POST /api/admin/stores/{slug}/orders/{number}/picking/done': {
    successes: 0,
    why: NO_STORE_ORDER,
  },
  'POST /api/admin/stores/{slug}/orders/{number}/status': { successes: 0, why: NO_STORE_ORDER },
  'PUT /api/admin/stores/{slug}/orders/{number}/picking': { successes: 0, why: NO_STORE_ORDER },
  'POST /api/shop/payments/sandbox/tokens': {
    successes: 0,
    why: "the sandbox's test card numbers",
  },
  'POST /api/shop/payments/sandbox/vouchers/{reference}/pay': {
    successes: 0,
    why: 'a voucher reference, which only an OXXO or SPEI order makes',
  },
  'POST /api/shop/payments/sandbox/vouchers/{reference}/expire': {
    successes: 0,
    why: 'a voucher reference, which only an OXXO or SPEI order makes',
  },
  'POST /api/shop/payments/sandbox/webhook': { successes: 0, why: "the provider's signature" },
  'POST /api/shop/client-orders/{id}/edits': { successes: 0, why: ORDER_SETTLED },
  'DELETE /api/shop/client-orders/{id}/edits/{editId}': {
    successes: 0,
    why: `${ORDER_SETTLED}; and a draft edit's id`,
  },
  'POST /api/shop/client-orders/{id}/edits/{editId}/confirm': {
    successes: 0,
    why: `${ORDER_SETTLED}; and a draft edit's id`,
  },
  'PATCH /api/shop/client-orders/{id}/lines/{lineId}': { successes: 0, why: ORDER_SETTLED },
  'POST /api/shop/client-orders/{id}/lines/{lineId}/substitution': {
    successes: 0,
    why: 'a substitute the store proposed',
  },
  'POST /api/shop/client-orders': {
    successes: 0,
    why: `${NOT_YET} a cart ready to order (address, slot) when it renews the attacker's`,
  },
  'PUT /api/shop/checkout/{cartId}': {
    successes: 0,
    why: `${NOT_YET} which choices go together (an address, or a client and theirs)`,
  },
  'POST /api/shop/checkout/{cartId}/items': {
    successes: 0,
    why: `${NOT_YET} the quantities an offer takes (weight steps)`,
  },
  'POST /api/shop/checkout/{cartId}/items/bulk': {
    successes: 0,
    why: `${NOT_YET} the quantities an offer takes (weight steps)`,
  },
  'POST /api/shop/checkout/{cartId}/discount': { successes: 0, why: `${NOT_YET} a coupon code` },
  'DELETE /api/shop/checkout/{cartId}/discount/{couponName}': {
    successes: 0,
    why: `${NOT_YET} a coupon code, nor applies one first`,
  },
  'GET /api/admin/stores/{slug}/zones/{id}': {
    successes: 0,
    why: `${DELETED_BY_FIRST} (a delete of the store's few zones often comes first)`,
  },
  'POST /api/admin/stores/{slug}/zones': {
    successes: 0,
    why: `${NOT_YET} a valid area (a closed ring of points in Mexico)`,
  },
  'PUT /api/admin/stores/{slug}/zones/{id}': {
    successes: 0,
    why: `${NOT_YET} a valid area (a closed ring of points in Mexico)`,
  },
  'PATCH /api/admin/stores/{slug}/products/{id}': { successes: 0, why: FLAKY_RULES },
  'PUT /api/admin/stores/{slug}/coupons/{id}': { successes: 0, why: FLAKY_RULES },
  'PUT /api/admin/stores/{slug}/operators/{phone}': {
    successes: 0,
    why: `${NOT_YET} the phone of a registered user`,
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
        if (res.statusCode < 300) await renewAttackerRecords();
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
