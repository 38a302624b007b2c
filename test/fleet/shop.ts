import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../apps/server/src/db/schema';
import { SESSION_TTL_DAYS, hashToken } from '../../apps/server/src/modules/auth/session.service';
import { pick, pickNumber, pickString } from './client';

/**
 * The demo store prepared for the run, directly in the database as the server's test factories
 * and the order bench do: known stock, room in every delivery window, shoppers with sessions and
 * addresses, mentors with wallet credit. Signing in through the API is part of the load.
 */

export const SHOP = '/api/shop';
export const STORE_SLUG = 'interna';
/** Each ordinary offer starts with this much stock: plenty, but a wrong count still shows. */
export const OFFER_STOCK = 5_000;
/** The scarce offer: some carts want one unit of it, fewer than want it get it. */
export const SCARCE_STOCK = 40;
/** Each mentor's wallet credit: enough for a few wallet orders, not for all they try. */
export const MENTOR_WALLET_CENTS = 150_000;

export interface Offer {
  id: number;
  slug: string;
  priceCents: number;
  maxPerOrder: number;
}

export interface Slot {
  date: string;
  id: number;
}

export interface Person {
  id: number;
  phone: string;
  token: string;
  addressId: number;
}

export interface Shop {
  storeId: number;
  /** Unit offers only (pieces): a weight offer's stock counts grams, and its card is charged when weighed. */
  offers: Offer[];
  scarce: Offer;
  slots: Slot[];
  productSlugs: string[];
  categoryIds: number[];
}

export async function openShop(baseUrl: string, db: Kysely<DB>): Promise<Shop> {
  const store = await getJson(`${baseUrl}${SHOP}/stores/${STORE_SLUG}`);
  const storeId = pickNumber(store, 'data', 'id');
  if (storeId === undefined) throw new Error(`the demo store "${STORE_SLUG}" is not there`);
  const all: Offer[] = [];
  const productSlugs: string[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await getJson(
      `${baseUrl}${SHOP}/stores/${storeId}/inventories?per_page=100&page=${page}`,
    );
    const data = pick(answer, 'data');
    if (!Array.isArray(data)) throw new Error('unexpected inventories answer');
    for (let i = 0; i < data.length; i += 1) {
      const slug = pickString(data, i, 'product', 'slug');
      if (slug) productSlugs.push(slug);
      if (pick(data, i, 'available') !== true || pick(data, i, 'sold_by') !== 'unit') continue;
      all.push({
        id: pickNumber(data, i, 'id') ?? 0,
        slug: slug ?? '',
        priceCents: pickNumber(data, i, 'price_cents') ?? 0,
        maxPerOrder: pickNumber(data, i, 'max_per_order') ?? 0,
      });
    }
    if (page >= (pickNumber(answer, 'meta', 'last_page') ?? 1)) break;
  }
  const offers = all.filter((o) => o.priceCents >= 3_000 && o.maxPerOrder >= 3);
  const scarce = offers.pop();
  if (!scarce || offers.length < 20) {
    throw new Error(`the demo store has only ${offers.length} unit offers for the carts`);
  }
  await db
    .updateTable('inventories')
    .set({ stock: OFFER_STOCK })
    .where(
      'id',
      'in',
      offers.map((o) => o.id),
    )
    .execute();
  await db
    .updateTable('inventories')
    .set({ stock: SCARCE_STOCK })
    .where('id', '=', scarce.id)
    .execute();
  await db
    .updateTable('delivery_windows')
    .set({ capacity: 1_000_000 })
    .where('store_id', '=', storeId)
    .execute();
  const categories = pick(
    await getJson(`${baseUrl}${SHOP}/categories?store_id=${storeId}`),
    'data',
  );
  const categoryIds = Array.isArray(categories)
    ? categories.map((_, i) => pickNumber(categories, i, 'id') ?? 0).filter((id) => id > 0)
    : [];
  return {
    storeId,
    offers,
    scarce,
    slots: await openSlots(baseUrl, storeId),
    productSlugs,
    categoryIds,
  };
}

/** Open delivery slots from the second offered day on: none can close while the run lasts. */
async function openSlots(baseUrl: string, storeId: number): Promise<Slot[]> {
  const days = pick(
    await getJson(`${baseUrl}${SHOP}/stores/${storeId}/delivery-slots?type=delivery`),
    'data',
  );
  if (!Array.isArray(days)) throw new Error('unexpected delivery-slots answer');
  const open: Slot[] = [];
  for (const day of (days as unknown[]).slice(1)) {
    const slots = pick(day, 'slots');
    if (!Array.isArray(slots)) continue;
    for (let i = 0; i < slots.length; i += 1) {
      if (pick(slots, i, 'available') !== true) continue;
      open.push({ date: pickString(day, 'date') ?? '', id: pickNumber(slots, i, 'id') ?? 0 });
    }
  }
  if (open.length === 0) throw new Error('the demo store has no open delivery slot after today');
  return open;
}

/**
 * People with a live session and an address in the store's cheapest zone, written the way the
 * server writes them; `phonePrefix` keeps each group's phones apart.
 */
export async function createPeople(
  db: Kysely<DB>,
  count: number,
  phonePrefix: string,
  { mentor = false }: { mentor?: boolean } = {},
): Promise<Person[]> {
  const now = new Date();
  const stamp = now.toISOString();
  const expires = new Date(now.getTime() + SESSION_TTL_DAYS * 86_400_000).toISOString();
  const people: Person[] = [];
  for (let start = 0; start < count; start += 200) {
    const size = Math.min(200, count - start);
    const phones = Array.from(
      { length: size },
      (_, i) => `${phonePrefix}${String(start + i + 1).padStart(13 - phonePrefix.length, '0')}`,
    );
    const users = await db
      .insertInto('users')
      .values(
        phones.map((phone, i) => ({
          name: `${mentor ? 'Mentora' : 'Cliente'} ${start + i + 1}`,
          phone,
          is_mentor: mentor ? 1 : 0,
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .returning(['id', 'phone'])
      .execute();
    const tokens = users.map(() => randomBytes(32).toString('base64url'));
    await db
      .insertInto('user_sessions')
      .values(
        users.map((user, i) => ({
          user_id: user.id,
          token_hash: hashToken(tokens[i] ?? ''),
          created_at: stamp,
          last_used_at: stamp,
          expires_at: expires,
        })),
      )
      .execute();
    const addresses = await db
      .insertInto('addresses')
      .values(
        users.map((user) => ({
          ...ROMA_SUR,
          user_id: user.id,
          is_default: 1,
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .returning(['id', 'user_id'])
      .execute();
    const addressOf = new Map(addresses.map((a) => [a.user_id, a.id]));
    if (mentor) {
      await db
        .insertInto('wallet_entries')
        .values(
          users.map((user) => ({
            user_id: user.id,
            amount_cents: MENTOR_WALLET_CENTS,
            reason: 'Saldo inicial de la prueba de la flota',
            order_id: null,
            created_at: stamp,
          })),
        )
        .execute();
    }
    users.forEach((user, i) =>
      people.push({
        id: user.id,
        phone: user.phone,
        token: tokens[i] ?? '',
        addressId: addressOf.get(user.id) ?? 0,
      }),
    );
  }
  return people;
}

/** The server's tests' address: Roma Sur, inside `interna`'s cheapest zone. */
const ROMA_SUR = {
  label: 'Casa',
  street: 'Calle Medellín',
  exterior_number: '235-B',
  internal_number: 'Depto 4',
  neighborhood: 'Roma Sur',
  postal_code: '06760',
  municipality: 'Cuauhtémoc',
  city: 'Ciudad de México',
  state: 'Ciudad de México',
  between_streets: 'Entre Coahuila y Campeche',
  references: 'Portón verde junto a la panadería',
  lat: 19.4194,
  lng: -99.1617,
  receiver_name: 'Lucía Hernández',
  receiver_phone: '+525512345678',
};

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}
