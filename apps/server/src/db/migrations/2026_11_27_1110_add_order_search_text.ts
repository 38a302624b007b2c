import type { Kysely } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

/** Lower-case, accent-free, one space between words (as the app's search folds text). */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

interface Person {
  name?: unknown;
  phone?: unknown;
  receiver_name?: unknown;
  receiver_phone?: unknown;
}

function parse(json: string | null): Person | null {
  if (json === null) return null;
  try {
    return JSON.parse(json) as Person;
  } catch {
    return null;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const digits = (value: unknown) => text(value).replace(/\D/g, '');

/**
 * What the orders board's search (issue 23) looks in: the customer's name, lower-case and
 * accent-free, and phone digits, written once when the order is placed: the client a seller
 * or mentor ordered for, or the shopper, and whoever receives a delivery. Orders placed
 * before get theirs here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const orders = db as unknown as Kysely<{
    orders: {
      id: number;
      user_id: number;
      client: string | null;
      address: string | null;
      search_text: string;
    };
    users: { id: number; name: string; phone: string };
  }>;
  const rows = await orders
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.id', 'o.client', 'o.address', 'u.name', 'u.phone'])
    .execute();
  for (const row of rows) {
    const client = parse(row.client);
    const address = parse(row.address);
    const parts = [
      fold(client ? text(client.name) : row.name),
      client ? digits(client.phone) : digits(row.phone),
      fold(text(address?.receiver_name)),
      digits(address?.receiver_phone),
    ];
    await orders
      .updateTable('orders')
      .set({ search_text: parts.filter(Boolean).join(' ') })
      .where('id', '=', row.id)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('search_text').execute();
}
