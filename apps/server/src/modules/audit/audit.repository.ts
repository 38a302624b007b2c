import type { Insertable, Kysely } from 'kysely';
import type { AuditLogTable, DB } from '../../db/schema';

export async function insertAuditEntry(db: Kysely<DB>, row: Insertable<AuditLogTable>) {
  await db.insertInto('audit_log').values(row).execute();
}

function storeEntries(db: Kysely<DB>, storeId: number, entity: string | undefined) {
  let query = db.selectFrom('audit_log').where('store_id', '=', storeId);
  if (entity !== undefined) query = query.where('entity', '=', entity);
  return query;
}

/** Newest first. */
export function listAuditEntries(
  db: Kysely<DB>,
  {
    storeId,
    entity,
    limit,
    offset,
  }: { storeId: number; entity?: string; limit: number; offset: number },
) {
  return storeEntries(db, storeId, entity)
    .selectAll()
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countAuditEntries(db: Kysely<DB>, storeId: number, entity?: string) {
  const row = await storeEntries(db, storeId, entity)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
