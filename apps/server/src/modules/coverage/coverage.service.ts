import type { CoverageQuery, CoverageResponse, StoreZone } from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import { getStore } from '../catalogue/catalogue.service';
import * as repo from './coverage.repository';
import {
  type Point,
  type Zone,
  checkZonePolygon,
  compareZones,
  findCoveringZone,
} from './delivery-zone';

export interface NewDeliveryZone {
  storeId: number;
  name: string;
  /** A GeoJSON Polygon (object or JSON text), coordinates [longitude, latitude]. */
  polygon: unknown;
  deliveryFeeCents: number;
  minOrderCents: number;
}

/**
 * Adds a delivery zone after checking it: a zone that isn't a closed polygon of valid
 * coordinates, or has a negative fee or minimum, is refused with a message naming the problem.
 */
export async function addDeliveryZone(db: Kysely<DB>, zone: NewDeliveryZone): Promise<number> {
  return repo.insertZone(db, { store_id: zone.storeId, ...checkedZone(zone) });
}

/**
 * A zone's fields as stored, once checked: a name of 1–120 characters, an outline that decides
 * coverage (closed, in range, not crossing itself), and whole, non-negative amounts. Anything
 * else is a 422 whose messages name each problem, and nothing is written.
 */
export function checkedZone(zone: Omit<NewDeliveryZone, 'storeId'>) {
  const errors: Record<string, string[]> = {};
  const name = zone.name.trim();
  if (name === '' || name.length > 120) errors.name = [messages.zoneNameInvalid];
  const check = checkZonePolygon(zone.polygon);
  if (!check.ok) errors.polygon = [messages.zoneInvalid(name, check.problem)];
  for (const [field, cents] of [
    ['delivery_fee_cents', zone.deliveryFeeCents],
    ['min_order_cents', zone.minOrderCents],
  ] as const) {
    if (!Number.isSafeInteger(cents) || cents < 0) errors[field] = [messages.zoneAmountInvalid];
  }
  if (!check.ok || Object.keys(errors).length > 0) {
    throw new AppError('validation_failed', messages.zoneRefused, { errors });
  }
  return {
    name,
    polygon: JSON.stringify(check.polygon),
    delivery_fee_cents: zone.deliveryFeeCents,
    min_order_cents: zone.minOrderCents,
  };
}

/**
 * A store's zones, cheapest first. A stored outline that fails the checks (written to the
 * database by hand) is left out, so it never decides coverage; `findInvalidZones` reports it.
 */
export async function listStoreZones(db: Kysely<DB>, storeId: number): Promise<Zone[]> {
  const rows = await repo.listZoneRows(db, storeId);
  const zones: Zone[] = [];
  for (const row of rows) {
    const check = checkZonePolygon(row.polygon);
    if (check.ok) zones.push({ ...row, polygon: check.polygon });
  }
  return zones.sort(compareZones);
}

/** Stored zones that fail the checks, for the start-up log. */
export async function findInvalidZones(db: Kysely<DB>) {
  const rows = await repo.listAllZoneRows(db);
  return rows.flatMap((row) => {
    const check = checkZonePolygon(row.polygon);
    return check.ok
      ? []
      : [{ id: row.id, store_id: row.store_id, name: row.name, problem: check.problem }];
  });
}

export async function getStoreZones(db: Kysely<DB>, storeId: number): Promise<StoreZone[]> {
  const store = await getStore(db, String(storeId));
  return listStoreZones(db, store.id);
}

/** The zone of `storeId` that delivers to `point`, or null. */
export async function zoneFor(db: Kysely<DB>, storeId: number, point: Point): Promise<Zone | null> {
  return findCoveringZone(await listStoreZones(db, storeId), point);
}

export async function checkCoverage(
  db: Kysely<DB>,
  query: CoverageQuery,
): Promise<CoverageResponse> {
  const store = await getStore(db, String(query.store_id));
  if (!store.delivery_types.includes('delivery')) return { covered: false, zone: null };
  const zone = await zoneFor(db, store.id, query);
  return {
    covered: zone !== null,
    zone: zone && {
      id: zone.id,
      name: zone.name,
      delivery_fee_cents: zone.delivery_fee_cents,
      min_order_cents: zone.min_order_cents,
    },
  };
}
