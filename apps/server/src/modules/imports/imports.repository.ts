import type { Insertable, Kysely } from 'kysely';
import type { CatalogueImportsTable, DB } from '../../db/schema';

export function insertImport(db: Kysely<DB>, row: Insertable<CatalogueImportsTable>) {
  return db.insertInto('catalogue_imports').values(row).execute();
}

export function findImport(db: Kysely<DB>, storeId: number, id: string) {
  return db
    .selectFrom('catalogue_imports')
    .selectAll()
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
}

/** Stamps the preview as applied; false when another request already did. */
export async function markCommitted(db: Kysely<DB>, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('catalogue_imports')
    .set({ committed_at: now })
    .where('id', '=', id)
    .where('committed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Previews past their expiry, of every store: nobody can commit them any more. */
export function deleteExpired(db: Kysely<DB>, now: string) {
  return db.deleteFrom('catalogue_imports').where('expires_at', '<', now).execute();
}
