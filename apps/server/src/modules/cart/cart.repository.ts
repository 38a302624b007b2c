import type { SubstitutionPreference } from '@canasta/contract';
import { type Kysely, type Updateable, sql } from 'kysely';
import type { CartRow, CartsTable, DB } from '../../db/schema';

export function insertCart(
  db: Kysely<DB>,
  cart: {
    id: string;
    storeId: number;
    userId: number | null;
    substitutionDefault: SubstitutionPreference;
    now: string;
  },
) {
  return db
    .insertInto('carts')
    .values({
      id: cart.id,
      store_id: cart.storeId,
      user_id: cart.userId,
      substitution_default: cart.substitutionDefault,
      created_at: cart.now,
      updated_at: cart.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findCart(db: Kysely<DB>, id: string) {
  return db.selectFrom('carts').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Marks the cart as used and returns it. Inside a transaction this is also the lock that
 * serializes changes to one cart: PostgreSQL holds the row lock until commit, SQLite has a
 * single writer.
 */
export function touchCart(db: Kysely<DB>, id: string, now: string) {
  return db
    .updateTable('carts')
    .set({ updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export function updateCart(db: Kysely<DB>, id: string, changes: Updateable<CartsTable>) {
  return db.updateTable('carts').set(changes).where('id', '=', id).execute();
}

export function deleteCart(db: Kysely<DB>, id: string) {
  return db.deleteFrom('carts').where('id', '=', id).execute();
}

export function listItems(db: Kysely<DB>, cartId: string) {
  return db
    .selectFrom('cart_items')
    .select(['id', 'inventory_id', 'qty', 'modified_unit_price_cents', 'substitution'])
    .where('cart_id', '=', cartId)
    .orderBy('id')
    .execute();
}

export function insertItem(
  db: Kysely<DB>,
  item: { cartId: string; inventoryId: number; qty: number; now: string },
) {
  return db
    .insertInto('cart_items')
    .values({
      cart_id: item.cartId,
      inventory_id: item.inventoryId,
      qty: item.qty,
      created_at: item.now,
    })
    .execute();
}

export function setItemQty(db: Kysely<DB>, itemId: number, qty: number) {
  return db.updateTable('cart_items').set({ qty }).where('id', '=', itemId).execute();
}

export function setItemSubstitution(
  db: Kysely<DB>,
  itemId: number,
  substitution: SubstitutionPreference,
) {
  return db.updateTable('cart_items').set({ substitution }).where('id', '=', itemId).execute();
}

export function deleteItem(db: Kysely<DB>, itemId: number) {
  return db.deleteFrom('cart_items').where('id', '=', itemId).execute();
}

/** Replaces the cart's modified prices: the given lines get theirs, every other line none. */
export async function replaceModifiedPrices(
  db: Kysely<DB>,
  cartId: string,
  prices: readonly { itemId: number; unitPriceCents: number }[],
): Promise<void> {
  await clearModifiedPrices(db, cartId);
  for (const price of prices) {
    await db
      .updateTable('cart_items')
      .set({ modified_unit_price_cents: price.unitPriceCents })
      .where('id', '=', price.itemId)
      .where('cart_id', '=', cartId)
      .execute();
  }
}

export async function clearModifiedPrices(db: Kysely<DB>, cartId: string): Promise<void> {
  await db
    .updateTable('cart_items')
    .set({ modified_unit_price_cents: null })
    .where('cart_id', '=', cartId)
    .where('modified_unit_price_cents', 'is not', null)
    .execute();
}

/** A user's open carts in a store, most recently used first. */
export function listUserCartsInStore(db: Kysely<DB>, userId: number, storeId: number) {
  return db
    .selectFrom('carts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('store_id', '=', storeId)
    .where('blocked', '=', 0)
    .orderBy('updated_at', 'desc')
    .execute();
}

/**
 * The coupon a shopper of the store means by `code`: the store's own or a shared one (codes are
 * unique per store, decision 043); failing both, another store's, so the shopper is told it
 * isn't valid here rather than that it doesn't exist.
 */
export function findCouponByCode(db: Kysely<DB>, code: string, storeId: number) {
  return db
    .selectFrom('coupons')
    .selectAll()
    .where('code', '=', code)
    .orderBy(sql`case when store_id = ${storeId} then 0 when store_id is null then 1 else 2 end`)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export function findCouponById(db: Kysely<DB>, id: number) {
  return db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countRedemptions(
  db: Kysely<DB>,
  couponId: number,
  userId?: number,
): Promise<number> {
  let query = db
    .selectFrom('coupon_redemptions')
    .select((eb) => eb.fn.countAll<number>().as('uses'))
    .where('coupon_id', '=', couponId);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.uses);
}

/** Deletes anonymous carts untouched since `before`; returns how many went. */
export async function deleteAnonymousCartsBefore(db: Kysely<DB>, before: string) {
  const result = await db
    .deleteFrom('carts')
    .where('user_id', 'is', null)
    .where('blocked', '=', 0)
    .where('updated_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Blocks the user's cart for an order. A block older than `staleBefore` (a process that died
 * while placing an order) may be taken over. The blocked row, or undefined when the cart isn't
 * the user's or someone else holds it.
 */
export function blockCart(
  db: Kysely<DB>,
  id: string,
  userId: number,
  now: string,
  staleBefore: string,
): Promise<CartRow | undefined> {
  return db
    .updateTable('carts')
    .set({ blocked: 1, updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('blocked', '=', 0), eb('updated_at', '<', staleBefore)]))
    .returningAll()
    .executeTakeFirst();
}

export async function unblockCart(db: Kysely<DB>, id: string): Promise<void> {
  await db.updateTable('carts').set({ blocked: 0 }).where('id', '=', id).execute();
}

/** Holds a coupon until the transaction ends, so its last use can't be taken twice. */
export async function lockCoupon(db: Kysely<DB>, couponId: number): Promise<void> {
  await db
    .updateTable('coupons')
    .set((eb) => ({ active: eb.ref('active') }))
    .where('id', '=', couponId)
    .execute();
}

export async function insertRedemption(
  db: Kysely<DB>,
  couponId: number,
  userId: number,
  now: string,
): Promise<void> {
  await db
    .insertInto('coupon_redemptions')
    .values({ coupon_id: couponId, user_id: userId, created_at: now })
    .execute();
}
