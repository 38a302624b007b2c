import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export async function sumEntries(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('wallet_entries')
    .select((eb) => eb.fn.sum<number>('amount_cents').as('balance'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}
