import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEVELOPMENT_OPERATOR_TOKEN } from '../src/config';
import { createSession } from '../src/modules/auth/session.service';
import { findOffers } from './cart-helpers';
import { type TestUser, createMentor, createOperator, createSeller } from './factories';
import {
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
 * queries, paths, headers and tokens that follow the schema or break it. `FUZZ_RUNS` and
 * `FUZZ_SEED` run it longer or differently; a failure prints the seed and path to replay it.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

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
  attacker = await createSeller(db, 'Atacante');
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
  const attackerCart = await api.readyCart(attacker, interna.storeId, [{ id: offer.id, qty: 10 }]);
  // The attacker also runs another store, so the operator API's requests reach its services.
  const attackerStaff = await createOperator(db, 'polanco', 'staff', 'Atacante de Polanco');
  attackerOperator = attackerStaff.auth;
  attackerOperatorId = attackerStaff.id;
  knownValues = {
    cartId: [open.cartId, attackerCart.cartId],
    slug: ['polanco', 'interna', 'no-existe'],
  };
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

interface FuzzCase {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: string | undefined;
  /** Why the schema refuses this request, when it surely does. */
  refused: string | null;
}

/** A request for `operation`: its parameters, body and token, each valid or hostile. */
function requestFor(operation: Operation): fc.Arbitrary<FuzzCase> {
  const path = operation.parameters.filter((p) => p.in === 'path');
  const query = operation.parameters.filter((p) => p.in === 'query');
  const header = operation.parameters.filter((p) => p.in === 'header');
  const pick = (parameters: typeof path) =>
    fc.tuple(
      ...parameters.map((parameter) => {
        // An empty path segment reaches another route (a list instead of one item), where the
        // rest of the request means something else: path values are never empty.
        const filled = (value: string) => parameter.in !== 'path' || value !== '';
        const refused = refusedParameter(parameter.schema)?.filter(filled);
        const valid = parameterValue(parameter.schema, ids, knownValues[parameter.name])
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
  const bodyArbitrary: fc.Arbitrary<{ payload: string | undefined; refused: string | null }> = body
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
            .constantFrom('{', '{"a":', 'null', '', '\u0000', '{"a":1}'.repeat(5000), '[[[[[[[[[[')
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
      queryValues: pick(query),
      headerValues: pick(header),
      extraQuery: fc.option(fc.constantFrom('page=1&page=2', 'a[b]=1', '%zz=1', 'q=%00'), {
        freq: 5,
      }),
      body: bodyArbitrary,
      contentType,
      token: tokens,
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
          ...queryValues.map((value) => value.refused),
          // A body only counts as refused when it is sent as JSON, which the schema describes.
          contentType.startsWith('application/json') && !contentType.includes('latin1')
            ? sent.refused
            : null,
        ].filter((reason): reason is string => reason !== null);
        return {
          method: operation.method,
          url: queryString ? `${url}?${queryString}` : url,
          headers,
          payload: sent.payload,
          refused: refusals[0] ?? null,
        };
      },
    );
}

const ENGLISH =
  /\b(the|must|should|expected|Invalid input|Unexpected token|JSON at position|Unsupported Media Type|Bad Request|Not Found|Route|querystring|FST_)\b/;
const SPANISH =
  /[áéíóúñ¿¡]|\b(no|de|la|el|tu|los|las|un|una|que|para|con|en|es|este|esta|ese|esa)\b/i;
const INTERNALS =
  /node_modules|\bat \/|SQLITE_|sqlite|postgres|relation "|syntax error|stack|TypeError|ReferenceError|Kysely/i;

it(`answers ${RUNS} generated requests without a 5xx, in Spanish, refusing what the schema refuses and leaking nothing`, async () => {
  const started = Date.now();
  let refusedCases = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...operations).chain((operation) => requestFor(operation)),
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
        const where = `${request.method} ${request.url} → ${res.statusCode} ${res.body.slice(0, 300)}`;
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
  expect(JSON.stringify(await victimData())).toBe(victimBefore);
  expect(refusedCases).toBeGreaterThan(RUNS / 10);
  // The time is part of the closing note of issue 14; a slow fuzz would show up here first.
  expect(Date.now() - started).toBeLessThan(240_000);
}, 300_000);
