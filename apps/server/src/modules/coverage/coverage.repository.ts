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

export function findZoneRow(db: Kysely<DB>, storeId: number, id: number) {
  return db
    .selectFrom('delivery_zones')
    .select(['id', 'name', 'polygon', 'delivery_fee_cents', 'min_order_cents'])
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countZones(db: Kysely<DB>, storeId: number): Promise<number> {
  const row = await db
    .selectFrom('delivery_zones')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('store_id', '=', storeId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function updateZone(
  db: Kysely<DB>,
  id: number,
  values: Omit<Insertable<DeliveryZonesTable>, 'store_id'>,
): Promise<void> {
  await db.updateTable('delivery_zones').set(values).where('id', '=', id).execute();
}

export async function deleteZone(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('delivery_zones').where('id', '=', id).execute();
}
