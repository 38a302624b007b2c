import {
  API_PREFIX,
  OPS_API_PREFIX,
  type DeliveryDay,
  type InventoryItem,
  type OrderStatus,
  type Store,
} from '@canasta/contract';
import { createUser } from '../../apps/server/test/factories';
import { MONDAY_10AM } from '../../apps/server/test/order-helpers';
import { createTestApp } from '../../apps/server/test/test-app';
import { OPENING_BALANCE_CENTS, fakeAuthApi, makeUser } from '../../apps/web/src/testing/auth-api';
import { fakeCartApi } from '../../apps/web/src/testing/cart-api';
import { fakeClientsApi } from '../../apps/web/src/testing/clients-api';
import { routeTable } from '../../apps/web/src/testing/mock-api';
import { shopApi } from '../../apps/web/src/testing/shop-api';
import type { Fixture, Slot, Who } from './scenarios';

export interface Answer {
  status: number;
  body: unknown;
}

/** One implementation of the shop API that scenarios run against. */
export interface Side {
  /** The users' ids, the same on both sides. */
  users: Record<Who, number>;
  tokens: Record<Who, string>;
  call: (
    method: string,
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ) => Promise<Answer>;
  setStock: (offerId: number, stock: number) => Promise<void>;
  block: (cartId: string) => Promise<void>;
  advance: (order: { id: number; number: string }, to: OrderStatus) => Promise<void>;
}

/** What the fake needs to hold the server's demo data. */
export interface Seed {
  fixture: Fixture;
  store: Store;
  items: InventoryItem[];
  slots: Record<'delivery' | 'pickup', DeliveryDay[]>;
  users: Record<Who, number>;
  /** The ids the server gives its next client and client address (after the demo clients). */
  nextIds: { client: number; address: number };
  /** The store's bounds on modified prices and its offers' floors, as the database holds them. */
  priceBounds: { maxDiscountPercent: number; floors: Map<number, number> };
}

const OPERATOR_TOKEN = 'canasta-development-operator-token';

/**
 * The real server, in-process on a fresh copy of the seeded SQLite database, its clock stopped
 * on Monday 23 November 2026 at 10:00 in Mexico City (the morning slot has started).
 */
export async function serverSide(): Promise<{
  side: Side;
  seed: Seed;
  close: () => Promise<void>;
}> {
  const t = await createTestApp({ clock: () => MONDAY_10AM });
  const db = t.database.db;
  const lucia = await createUser(db, { name: 'Lucía Hernández' }, MONDAY_10AM);
  const other = await createUser(db, {}, MONDAY_10AM);
  const seller = await createUser(db, { isSeller: true, name: 'Carlos Ramírez' }, MONDAY_10AM);
  const marta = await createUser(db, { name: 'Marta Mentora', isMentor: true }, MONDAY_10AM);
  // The mentor's wallet opens as the fake's does (and the demo mentor's).
  await db
    .insertInto('wallet_entries')
    .values({
      user_id: marta.id,
      amount_cents: OPENING_BALANCE_CENTS,
      kind: 'opening_balance',
      reason: 'Saldo inicial de prueba',
      created_at: MONDAY_10AM.toISOString(),
    })
    .execute();
  const mentor = await createUser(db, { isMentor: true, name: 'Mariana Torres' }, MONDAY_10AM);
  const lastId = async (table: 'clients' | 'client_addresses') =>
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
    )?.id ?? 0;
  const nextIds = {
    client: Number(await lastId('clients')) + 1,
    address: Number(await lastId('client_addresses')) + 1,
  };
  const { id: storeId, max_price_discount_percent: maxDiscountPercent } = await db
    .selectFrom('stores')
    .select(['id', 'max_price_discount_percent'])
    .where('slug', '=', 'interna')
    .executeTakeFirstOrThrow();
  const floorRows = await db
    .selectFrom('inventories')
    .select(['id', 'min_price_cents'])
    .where('store_id', '=', storeId)
    .where('min_price_cents', 'is not', null)
    .execute();
  const priceBounds = {
    maxDiscountPercent,
    floors: new Map(floorRows.map((row) => [row.id, Number(row.min_price_cents)])),
  };

  const call: Side['call'] = async (method, path, body, headers) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url: `${API_PREFIX}${path}`,
      headers,
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    return { status: res.statusCode, body: res.body === '' ? null : res.json<unknown>() };
  };
  const read = async <T>(path: string): Promise<T> => {
    const answer = await call('GET', path, undefined, {});
    if (answer.status !== 200) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
    return answer.body as T;
  };

  const { data: store } = await read<{ data: Store }>('/stores/interna');
  const items: InventoryItem[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await read<{ data: InventoryItem[]; meta: { last_page: number } }>(
      `/stores/${store.id}/inventories?per_page=100&page=${page}`,
    );
    items.push(...data);
    if (page >= meta.last_page) break;
  }
  const slotsOf = async (type: 'delivery' | 'pickup') =>
    (await read<{ data: DeliveryDay[] }>(`/stores/${store.id}/delivery-slots?type=${type}`)).data;
  const slots = { delivery: await slotsOf('delivery'), pickup: await slotsOf('pickup') };

  const side: Side = {
    users: {
      lucia: lucia.id,
      other: other.id,
      seller: seller.id,
      mentor: mentor.id,
      marta: marta.id,
    },
    tokens: {
      lucia: lucia.token,
      other: other.token,
      seller: seller.token,
      mentor: mentor.token,
      marta: marta.token,
    },
    call,
    setStock: async (offerId, stock) => {
      await db.updateTable('inventories').set({ stock }).where('id', '=', offerId).execute();
    },
    block: async (cartId) => {
      await db
        .updateTable('carts')
        .set({ blocked: 1, updated_at: MONDAY_10AM.toISOString() })
        .where('id', '=', cartId)
        .execute();
    },
    advance: async (order, to) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${OPS_API_PREFIX}/orders/${order.number}/status`,
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
        payload: { status: to },
      });
      if (res.statusCode !== 200) throw new Error(`advance: ${res.body}`);
    },
  };
  return {
    side,
    seed: {
      fixture: fixtureOf(store, items, slots),
      store,
      items,
      slots,
      users: side.users,
      nextIds,
      priceBounds,
    },
    close: () => t.close(),
  };
}

/** The web app's fake, holding the same products, slots and users as the server. */
export function fakeSide(seed: Seed): Side {
  const auth = fakeAuthApi([
    makeUser(seed.users.lucia, { name: 'Lucía Hernández' }),
    makeUser(seed.users.other),
    makeUser(seed.users.seller, { name: 'Carlos Ramírez', is_seller: true }),
    makeUser(seed.users.marta, { name: 'Marta Mentora', is_mentor: true }),
    makeUser(seed.users.mentor, { name: 'Mariana Torres', is_mentor: true }),
  ]);
  const shop = shopApi(
    {},
    {
      cart: fakeCartApi(seed.items),
      auth,
      clients: fakeClientsApi(seed.nextIds),
      store: seed.store,
    },
  );
  shop.checkout.slots = seed.slots;
  shop.cart.priceBounds = seed.priceBounds;
  const route = routeTable(shop.routes);
  // Both go through JSON, as on the wire: no object is shared between the test and the fake.
  const wire = (value: unknown): unknown =>
    value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
  return {
    users: seed.users,
    tokens: {
      lucia: auth.sessionFor(seed.users.lucia),
      other: auth.sessionFor(seed.users.other),
      seller: auth.sessionFor(seed.users.seller),
      marta: auth.sessionFor(seed.users.marta),
      mentor: auth.sessionFor(seed.users.mentor),
    },
    call: async (method, path, body, headers) => {
      const url = new URL(path, 'http://localhost');
      const answer = await route(method, url.pathname, {
        query: url.searchParams,
        body: wire(body),
        headers: new Headers(headers),
      });
      if (answer === undefined || answer === 'network-error') {
        throw new Error(`The fake has no route for ${method} ${path}`);
      }
      const status = answer.status ?? 200;
      return { status, body: status === 204 ? null : wire(answer.body) };
    },
    setStock: (offerId, stock) => {
      const item = seed.items.find((candidate) => candidate.id === offerId);
      if (!item) throw new Error(`No offer ${offerId}`);
      shop.cart.setItem({ ...item, stock, available: stock > 0 });
      return Promise.resolve();
    },
    block: (cartId) => {
      const cart = shop.cart.carts.get(cartId);
      if (!cart) throw new Error(`No cart ${cartId}`);
      cart.blocked = true;
      return Promise.resolve();
    },
    advance: (order, to) => {
      shop.checkout.advance(order.id, to);
      return Promise.resolve();
    },
  };
}

function fixtureOf(
  store: Store,
  items: InventoryItem[],
  slots: Record<'delivery' | 'pickup', DeliveryDay[]>,
): Fixture {
  const pick = (what: string, test: (item: InventoryItem) => boolean) => {
    const found = items.find(test);
    if (!found) throw new Error(`No demo offer in ${store.slug}: ${what}`);
    return found;
  };
  const slot = (
    what: string,
    days: DeliveryDay[],
    test: (s: DeliveryDay['slots'][number]) => boolean,
  ): Slot => {
    for (const day of days) {
      const found = day.slots.find(test);
      if (found) return { date: day.date, id: found.id };
    }
    throw new Error(`No ${what} slot in ${store.slug}`);
  };
  return {
    storeId: store.id,
    storeName: store.name,
    plenty: pick('well stocked', (i) => i.available && i.stock >= 30 && i.max_per_order >= 10),
    scarce: pick('last units', (i) => i.available && i.stock > 0 && i.stock < i.max_per_order),
    soldOut: pick('sold out', (i) => i.stock === 0),
    roomy: pick(
      'ten reach $300, one is below $150',
      (i) =>
        i.available &&
        i.stock >= 40 &&
        i.max_per_order >= 10 &&
        i.price_cents >= 3000 &&
        i.price_cents < 15000,
    ),
    plain: pick(
      'as roomy, not on sale',
      (i) =>
        i.available &&
        i.stock >= 40 &&
        i.max_per_order >= 10 &&
        i.price_cents >= 3000 &&
        i.price_cents < 15000 &&
        i.compare_at_price_cents === null,
    ),
    slots: {
      past: slot('started', slots.delivery, (s) => !s.available && s.remaining > 0),
      open: slot('open', slots.delivery, (s) => s.available),
      pickup: slot('pickup', slots.pickup, (s) => s.available),
    },
  };
}
