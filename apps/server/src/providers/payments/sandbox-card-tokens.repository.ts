import type { Insertable, Kysely } from 'kysely';
import type { DB, SandboxCardTokensTable } from '../../db/schema';

/** The sandbox's stored test-card tokens: brand, last four and outcome, never a number. */

export async function insertToken(db: Kysely<DB>, token: Insertable<SandboxCardTokensTable>) {
  await db.insertInto('sandbox_card_tokens').values(token).execute();
}

export function findToken(db: Kysely<DB>, token: string) {
  return db
    .selectFrom('sandbox_card_tokens')
    .select(['brand', 'last4', 'outcome'])
    .where('token', '=', token)
    .executeTakeFirst();
}
