import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema';

/**
 * Reads the database straight after a crash: every way an order could be half-written, and the
 * stock and wallet ledgers, as lists a test can compare with `toEqual([])`.
 */

export interface Ledgers {
  /** The users' orders, oldest first. */
  orders: {
    id: number;
    cart_id: string;
    placed_by_user_id: number;
    key: string;
    /** The card charge's provider reference and status, null without a card. */
    card: { reference: string | null; status: string } | null;
  }[];
  /** Each a sentence naming the row that is only half there; empty when nothing is. */
  halfWritten: string[];
}

export async function readOrders(db: Kysely<DB>, userIds: number[]): Promise<Ledgers> {
  const orders = await db
    .selectFrom('orders')
    .select([
      'id',
      'number',
      'cart_id',
      'placed_by_user_id',
      'idempotency_key as key',
      'payment_method',
      'payment_status',
      'subtotal_cents',
      'wallet_applied_cents',
      'total_cents',
    ])
    .where('placed_by_user_id', 'in', userIds)
    .orderBy('id')
    .execute();
  const ids = orders.map((order) => order.id);
  const halfWritten: string[] = [];
  if (ids.length > 0) {
    const [items, history, notices, payments, wallet, carts] = await Promise.all([
      db.selectFrom('order_items').selectAll().where('order_id', 'in', ids).execute(),
      db.selectFrom('order_status_history').selectAll().where('order_id', 'in', ids).execute(),
      db.selectFrom('notifications').selectAll().where('order_id', 'in', ids).execute(),
      db.selectFrom('payments').selectAll().where('order_id', 'in', ids).execute(),
      db.selectFrom('wallet_entries').selectAll().where('order_id', 'in', ids).execute(),
      db
        .selectFrom('carts')
        .select('id')
        .where(
          'id',
          'in',
          orders.map((order) => order.cart_id),
        )
        .execute(),
    ]);
    for (const order of orders) {
      const at = `order ${String(order.id)}`;
      const lines = items.filter((item) => item.order_id === order.id);
      if (order.number === null) halfWritten.push(`${at} has no number`);
      if (lines.length === 0) halfWritten.push(`${at} has no items`);
      const itemsTotal = lines.reduce((sum, item) => sum + item.line_total_cents, 0);
      if (itemsTotal !== order.subtotal_cents)
        halfWritten.push(`${at}: items add up to ${String(itemsTotal)}, not its subtotal`);
      const statuses = history.filter((row) => row.order_id === order.id).map((row) => row.status);
      if (statuses.join() !== 'pending') halfWritten.push(`${at} has history [${statuses.join()}]`);
      if (!notices.some((notice) => notice.order_id === order.id))
        halfWritten.push(`${at} has no notification`);
      const paid = wallet.filter((entry) => entry.order_id === order.id);
      const walletPaid = -paid.reduce((sum, entry) => sum + entry.amount_cents, 0);
      if (walletPaid !== order.wallet_applied_cents || paid.length > 1)
        halfWritten.push(
          `${at}: wallet paid ${String(walletPaid)} in ${String(paid.length)} movements, not ${String(order.wallet_applied_cents)}`,
        );
      const charges = payments
        .filter((payment) => payment.order_id === order.id)
        .sort((a, b) => a.id - b.id);
      const found = charges.map(({ provider, status, amount_cents }) => ({
        provider,
        status,
        amount_cents,
      }));
      if (JSON.stringify(found) !== JSON.stringify(expectedCharges(order)))
        halfWritten.push(`${at} (${order.payment_status}) has payments ${JSON.stringify(found)}`);
      if (carts.some((cart) => cart.id === order.cart_id))
        halfWritten.push(`${at}: its cart still exists`);
    }
  }
  halfWritten.push(...(await orphans(db)));
  const cardCharges = await db
    .selectFrom('payments')
    .select(['order_id', 'reference', 'status'])
    .where('order_id', 'in', ids.length > 0 ? ids : [0])
    .where('provider', '=', 'stripe')
    .execute();
  return {
    orders: orders.map(({ id, cart_id, placed_by_user_id, key }) => {
      const charge = cardCharges.find((row) => row.order_id === id);
      return {
        id,
        cart_id,
        placed_by_user_id,
        key,
        card: charge ? { reference: charge.reference, status: charge.status } : null,
      };
    }),
    halfWritten,
  };
}

/**
 * The payment records an order is written with (decision 059), its method's first: a wallet
 * order its paid wallet record; a card order one card record for what the wallet didn't pay,
 * paid exactly when the order says so (held until it is captured); a cash order its cash to
 * collect; and the wallet's part of a card or cash order, paid.
 */
function expectedCharges(order: {
  payment_method: string;
  payment_status: string;
  total_cents: number;
  wallet_applied_cents: number;
}) {
  const rest = order.total_cents - order.wallet_applied_cents;
  const wallet =
    order.wallet_applied_cents > 0
      ? [{ provider: 'cash', status: 'paid', amount_cents: order.wallet_applied_cents }]
      : [];
  if (order.payment_method === 'wallet') return wallet;
  if (rest === 0) return wallet;
  if (order.payment_method === 'card') {
    return [
      {
        provider: 'stripe',
        status: order.payment_status === 'paid' ? 'paid' : 'authorized',
        amount_cents: rest,
      },
      ...wallet,
    ];
  }
  return [{ provider: 'cash', status: 'awaiting_payment', amount_cents: rest }, ...wallet];
}

/** Rows that point at an order that doesn't exist. */
async function orphans(db: Kysely<DB>): Promise<string[]> {
  const tables = [
    'order_items',
    'order_status_history',
    'payments',
    'notifications',
    'wallet_entries',
  ] as const;
  const found: string[] = [];
  for (const table of tables) {
    const rows = await db
      .selectFrom(table)
      .select('order_id')
      .where('order_id', 'is not', null)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('orders').select('id').whereRef('orders.id', '=', `${table}.order_id`),
          ),
        ),
      )
      .execute();
    for (const row of rows) found.push(`${table} row for missing order ${String(row.order_id)}`);
  }
  return found;
}

/** Units of each offer the users' orders took. */
export async function unitsOrdered(
  db: Kysely<DB>,
  userIds: number[],
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(['i.inventory_id', 'i.qty'])
    .where('o.placed_by_user_id', 'in', userIds)
    .execute();
  const units = new Map<number, number>();
  for (const row of rows) units.set(row.inventory_id, (units.get(row.inventory_id) ?? 0) + row.qty);
  return units;
}

export async function stockOf(db: Kysely<DB>, offerIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('inventories')
    .select(['id', 'stock'])
    .where('id', 'in', offerIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.stock]));
}

/** Each user's wallet balance (the sum of their ledger) and what their orders took from it. */
export async function walletsOf(db: Kysely<DB>, userIds: number[]) {
  const [entries, orders] = await Promise.all([
    db
      .selectFrom('wallet_entries')
      .select(['user_id', 'amount_cents', 'kind', 'order_id'])
      .where('user_id', 'in', userIds)
      .execute(),
    db
      .selectFrom('orders')
      .select(['placed_by_user_id', 'wallet_applied_cents'])
      .where('placed_by_user_id', 'in', userIds)
      .execute(),
  ]);
  return new Map(
    userIds.map((userId) => {
      const own = entries.filter((entry) => entry.user_id === userId);
      return [
        userId,
        {
          balance: own.reduce((sum, entry) => sum + entry.amount_cents, 0),
          funded: own
            .filter((entry) => entry.kind === 'adjustment')
            .reduce((sum, entry) => sum + entry.amount_cents, 0),
          spentOnOrders: orders
            .filter((order) => order.placed_by_user_id === userId)
            .reduce((sum, order) => sum + order.wallet_applied_cents, 0),
        },
      ];
    }),
  );
}
