import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export function listSettings(db: Kysely<DB>) {
  return db.selectFrom('settings').select(['key', 'value']).execute();
}

/** Writes one setting, adding its row the first time (the defaults have none). */
export async function saveSetting(db: Kysely<DB>, key: string, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}
