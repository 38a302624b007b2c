import type { Insertable, Kysely } from 'kysely';
import type { DB, DeliveryZonesTable } from '../../db/schema';

export function listZoneRows(db: Kysely<DB>, storeId: number) {
  return db
    .selectFrom('delivery_zones')
    .select(['id', 'name', 'polygon', 'delivery_fee_cents', 'min_order_cents'])
    .where('store_id', '=', storeId)
    .execute();
}

export function listAllZoneRows(db: Kysely<DB>) {
  return db.selectFrom('delivery_zones').select(['id', 'store_id', 'name', 'polygon']).execute();
}

export async function insertZone(
  db: Kysely<DB>,
  values: Insertable<DeliveryZonesTable>,
): Promise<number> {
  const row = await db
    .insertInto('delivery_zones')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
