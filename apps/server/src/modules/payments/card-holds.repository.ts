import type { Insertable, Kysely } from 'kysely';
import type { CardHoldsTable, DB } from '../../db/schema';

/** States a request may still use; the sweeper also finishes `releasing` rows left behind. */
const USABLE = ['asked', 'held'] as const;
const UNSETTLED = ['asked', 'held', 'releasing'] as const;

/** The placer's hold for this order key that may still be used, if any. */
export function findLiveHold(db: Kysely<DB>, userId: number, orderKey: string) {
  return db
    .selectFrom('card_holds')
    .selectAll()
    .where('user_id', '=', userId)
    .where('order_key', '=', orderKey)
    .where('state', 'in', USABLE)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export function insertHold(db: Kysely<DB>, values: Insertable<CardHoldsTable>) {
  return db.insertInto('card_holds').values(values).returningAll().executeTakeFirstOrThrow();
}

export function findHold(db: Kysely<DB>, id: number) {
  return db.selectFrom('card_holds').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The hold an order's card record was made from (its token asks for more on an edit). */
export function findHoldByReference(db: Kysely<DB>, reference: string) {
  return db
    .selectFrom('card_holds')
    .selectAll()
    .where('reference', '=', reference)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Moves a hold on from the state it was read in: false when someone else moved it first (the
 * sweeper took it, a twin request used it), so exactly one caller acts on each change.
 */
export async function moveHold(
  db: Kysely<DB>,
  hold: { id: number; state: CardHoldsTable['state'] },
  changes: Partial<Pick<CardHoldsTable, 'state' | 'reference'>> & { updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('card_holds')
    .set(changes)
    .where('id', '=', hold.id)
    .where('state', '=', hold.state)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks the hold as its order's, inside the order's transaction; false if it was released. */
export async function markOrdered(db: Kysely<DB>, id: number, stamp: string): Promise<boolean> {
  const result = await db
    .updateTable('card_holds')
    .set({ state: 'ordered', updated_at: stamp })
    .where('id', '=', id)
    .where('state', 'in', USABLE)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Holds nobody has touched since `before`: their request is over, and no order took them. */
export function findStaleHolds(db: Kysely<DB>, before: string, limit: number) {
  return db
    .selectFrom('card_holds')
    .selectAll()
    .where('state', 'in', UNSETTLED)
    .where('updated_at', '<', before)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Card orders written between the two times whose hold was never captured; an order still to be
 * weighed or picked (issue 25) is left to its picking's end.
 */
export function findUncapturedOrders(db: Kysely<DB>, after: string, before: string, limit: number) {
  return db
    .selectFrom('orders')
    .innerJoin('payments', 'payments.order_id', 'orders.id')
    .selectAll('orders')
    .where('orders.payment_method', '=', 'card')
    .where('orders.payment_status', '=', 'pending')
    .where('orders.created_at', '>', after)
    .where('orders.created_at', '<', before)
    .where('payments.kind', '=', 'charge')
    .where('payments.status', '=', 'authorized')
    .where((eb) =>
      eb.or([
        eb('orders.picking_done_at', 'is not', null),
        eb.not(
          eb.exists(
            eb
              .selectFrom('order_items')
              .select('order_items.id')
              .whereRef('order_items.order_id', '=', 'orders.id')
              .where((inner) =>
                inner.or([
                  inner('order_items.sold_by', '=', 'weight'),
                  inner('order_items.substitute_state', 'is not', null),
                ]),
              ),
          ),
        ),
      ]),
    )
    .orderBy('orders.id')
    .limit(limit)
    .execute();
}
