import { randomInt } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { CouponsTable, DB } from '../src/db/schema';
import { createSession } from '../src/modules/auth/session.service';

export interface TestUser {
  id: number;
  token: string;
  /** The Authorization header for this user. */
  auth: { authorization: string };
}

/** Inserts a user and opens a real session for them. */
export async function createUser(
  db: Kysely<DB>,
  overrides: { isMentor?: boolean; isSeller?: boolean; name?: string } = {},
  now = new Date(),
): Promise<TestUser> {
  const stamp = now.toISOString();
  const { id } = await db
    .insertInto('users')
    .values({
      name: overrides.name ?? 'Cliente de prueba',
      phone: `+5255${String(randomInt(10_000_000, 99_999_999))}`,
      is_mentor: overrides.isMentor ? 1 : 0,
      is_seller: overrides.isSeller ? 1 : 0,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await createSession(db, id, now);
  return { id, token, auth: { authorization: `Bearer ${token}` } };
}

/** A signed-in seller (keeps clients). */
export function createSeller(db: Kysely<DB>, name = 'Vendedora de prueba') {
  return createUser(db, { isSeller: true, name });
}

/** A signed-in mentor (keeps clients and has a wallet). */
export function createMentor(db: Kysely<DB>, name = 'Mentor de prueba') {
  return createUser(db, { isMentor: true, name });
}

let couponSequence = 0;

/** Inserts a coupon (10% off, no limits, every store, unless overridden). */
export async function createCoupon(
  db: Kysely<DB>,
  overrides: Partial<Insertable<CouponsTable>> = {},
) {
  couponSequence += 1;
  const code = overrides.code ?? `PRUEBA${couponSequence}${String(randomInt(1000, 9999))}`;
  return db
    .insertInto('coupons')
    .values({
      description: 'Cupón de prueba',
      kind: 'percent',
      value: 10,
      min_subtotal_cents: 0,
      created_at: new Date().toISOString(),
      ...overrides,
      code,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Records that a user used a coupon on an order. */
export function redeemCoupon(db: Kysely<DB>, couponId: number, userId: number) {
  return db
    .insertInto('coupon_redemptions')
    .values({ coupon_id: couponId, user_id: userId, created_at: new Date().toISOString() })
    .execute();
}

/** A complete address in Roma Sur (inside `interna`'s cheapest zone) as the API takes it. */
export function addressFields(overrides: Record<string, unknown> = {}) {
  return {
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
    ...overrides,
  };
}

/** A client as the register screen sends it. */
export function clientFields(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Rosa María Gutiérrez',
    phone: `+5255${String(randomInt(10_000_000, 99_999_999))}`,
    email: 'rosa.gutierrez@example.com',
    notes: 'Prefiere entregas por la tarde.',
    ...overrides,
  };
}

/** A signed-in operator of the store with this slug (decision 040). */
export async function createOperator(
  db: Kysely<DB>,
  storeSlug: string,
  role: 'owner' | 'staff',
  name = role === 'owner' ? 'Dueña de prueba' : 'Personal de prueba',
): Promise<TestUser> {
  const user = await createUser(db, { name });
  const store = await db
    .selectFrom('stores')
    .select('id')
    .where('slug', '=', storeSlug)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('store_operators')
    .values({ user_id: user.id, store_id: store.id, role, created_at: new Date().toISOString() })
    .execute();
  return user;
}

/** The shared OPERATOR_TOKEN of the test configuration ("sistema" in the audit). */
export const SYSTEM_OPERATOR = { authorization: 'Bearer canasta-development-operator-token' };
