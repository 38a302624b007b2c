import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema';

type Row = Record<string, unknown>;

/**
 * Everything a user owns, read straight from the database: their account, carts and cart lines,
 * addresses, orders, notifications, wallet entries, clients and client addresses. Compared
 * before and after an attack, it shows that nothing changed, whichever route was tried.
 */
export async function ownedData(db: Kysely<DB>, userId: number) {
  const byUser = (table: 'carts' | 'addresses' | 'orders' | 'notifications' | 'wallet_entries') =>
    db
      .selectFrom(table as 'carts')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute() as Promise<Row[]>;
  const carts = await byUser('carts');
  const clients = await db
    .selectFrom('clients')
    .selectAll()
    .where('owner_user_id', '=', userId)
    .orderBy('id')
    .execute();
  const cartIds = carts.map((cart) => cart.id as string);
  const clientIds = clients.map((client) => client.id);
  return {
    user: await db.selectFrom('users').selectAll().where('id', '=', userId).execute(),
    carts,
    items:
      cartIds.length === 0
        ? []
        : await db
            .selectFrom('cart_items')
            .selectAll()
            .where('cart_id', 'in', cartIds)
            .orderBy('id')
            .execute(),
    addresses: await byUser('addresses'),
    orders: await byUser('orders'),
    notifications: await byUser('notifications'),
    wallet: await byUser('wallet_entries'),
    clients,
    clientAddresses:
      clientIds.length === 0
        ? []
        : await db
            .selectFrom('client_addresses')
            .selectAll()
            .where('client_id', 'in', clientIds)
            .orderBy('id')
            .execute(),
  };
}
