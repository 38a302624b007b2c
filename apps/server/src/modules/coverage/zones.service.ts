import {
  type AdminZone,
  GeoJsonPolygonSchema,
  MAX_ZONES_PER_STORE,
  type ZoneBody,
} from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import type { FormCheck } from '../../form-check';
import { messages } from '../../messages';
import { recordAudit } from '../audit/audit.service';
import type { AdminContext } from '../operators/admin-context';
import { checkedZone } from './coverage.service';
import * as repo from './coverage.repository';
import { checkZonePolygon } from './delivery-zone';

type ZoneRow = NonNullable<Awaited<ReturnType<typeof repo.findZoneRow>>>;

/** An outline that can't decide coverage (open, crossing itself…), said beside the rest. */
function checkOutline(form: FormCheck<ZoneBody>): void {
  if (form.fields.polygon === undefined) return;
  const check = checkZonePolygon(form.fields.polygon);
  if (!check.ok) form.add('polygon', messages.zoneInvalid(form.fields.name ?? '', check.problem));
}

/**
 * A store's delivery zones as the console edits them (decision 043). Coverage is read from the
 * table on every question (no cache holds it, nor a rendered page), so a change reaches shoppers
 * with their next coverage check, in every process.
 */
export async function listZones(db: Kysely<DB>, storeId: number): Promise<AdminZone[]> {
  const rows = await repo.listZoneRows(db, storeId);
  return rows.sort((a, b) => a.id - b.id).map(toAdminZone);
}

export async function getZone(db: Kysely<DB>, ctx: AdminContext, id: number): Promise<AdminZone> {
  return toAdminZone(await foundZone(db, ctx, id));
}

export async function createZone(
  db: Kysely<DB>,
  ctx: AdminContext,
  form: FormCheck<ZoneBody>,
  now: Date,
): Promise<AdminZone> {
  checkOutline(form);
  const values = checkedZone(fromBody(form.body()));
  return db.transaction().execute(async (trx) => {
    if ((await repo.countZones(trx, ctx.store.id)) >= MAX_ZONES_PER_STORE) {
      throw new AppError('conflict', messages.setupZoneLimit(MAX_ZONES_PER_STORE));
    }
    const id = await repo.insertZone(trx, { store_id: ctx.store.id, ...values });
    const zone = toAdminZone({ id, ...values });
    await recordAudit(
      trx,
      ctx,
      { action: 'zone.create', entity: 'zone', entityId: id, before: null, after: audited(zone) },
      now,
    );
    return zone;
  });
}

export async function updateZone(
  db: Kysely<DB>,
  ctx: AdminContext,
  id: number,
  form: FormCheck<ZoneBody>,
  now: Date,
): Promise<AdminZone> {
  checkOutline(form);
  const values = checkedZone(fromBody(form.body()));
  return db.transaction().execute(async (trx) => {
    const before = await foundZone(trx, ctx, id);
    await repo.updateZone(trx, id, values);
    const zone = toAdminZone({ id, ...values });
    await recordAudit(
      trx,
      ctx,
      {
        action: 'zone.update',
        entity: 'zone',
        entityId: id,
        before: audited(toAdminZone(before)),
        after: audited(zone),
      },
      now,
    );
    return zone;
  });
}

/** Orders keep their zone's name as it was; nothing else points at a zone. */
export async function deleteZone(
  db: Kysely<DB>,
  ctx: AdminContext,
  id: number,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await foundZone(trx, ctx, id);
    await repo.deleteZone(trx, id);
    await recordAudit(
      trx,
      ctx,
      {
        action: 'zone.delete',
        entity: 'zone',
        entityId: id,
        before: audited(toAdminZone(before)),
        after: null,
      },
      now,
    );
  });
}

async function foundZone(db: Kysely<DB>, ctx: AdminContext, id: number): Promise<ZoneRow> {
  const row = await repo.findZoneRow(db, ctx.store.id, id);
  if (!row) throw new AppError('not_found', messages.setupZoneNotFound);
  return row;
}

function fromBody(body: ZoneBody) {
  return {
    name: body.name,
    polygon: body.polygon,
    deliveryFeeCents: body.delivery_fee_cents,
    minOrderCents: body.min_order_cents,
  };
}

function toAdminZone(row: ZoneRow): AdminZone {
  const { polygon, ...fields } = row;
  const check = checkZonePolygon(polygon);
  if (check.ok) return { ...fields, polygon: check.polygon, problem: null };
  // Written to the database by hand: shown as far as it can be drawn, with what is wrong.
  const shape = GeoJsonPolygonSchema.safeParse(parsed(polygon));
  return {
    ...fields,
    polygon: shape.success ? shape.data : null,
    problem: messages.zoneInvalid(row.name, check.problem),
  };
}

/** What the audit keeps of a zone: everything the console can change. */
function audited(zone: AdminZone) {
  return {
    name: zone.name,
    polygon: zone.polygon,
    delivery_fee_cents: zone.delivery_fee_cents,
    min_order_cents: zone.min_order_cents,
  };
}

function parsed(text: string): unknown {
  try {
    // JSON.parse returns any; unknown until the schema has read it.
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
