import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export function listSettings(db: Kysely<DB>) {
  return db.selectFrom('settings').select(['key', 'value']).execute();
}
