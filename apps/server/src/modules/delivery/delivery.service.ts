import type { DeliveryDay, DeliverySlot, DeliveryType, Store } from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { type SlotRules, getStoreWithSlotRules } from '../catalogue/catalogue.service';
import { addCalendarDays, computeSlots, localDateTime, slotKey } from './delivery-slots';
import * as repo from './delivery.repository';

/** The days and slots a store offers for a delivery type, now, in its own time zone. */
export async function listSlots(
  db: Kysely<DB>,
  now: Date,
  storeId: number,
  type: DeliveryType,
): Promise<DeliveryDay[]> {
  return listSlotsOf(db, now, await getStoreWithSlotRules(db, storeId), type);
}

/** A store's slots, the store and its rules already loaded (an order reads them once). */
export async function listSlotsOf(
  db: Kysely<DB>,
  now: Date,
  { store, slotRules }: { store: Store; slotRules: SlotRules },
  type: DeliveryType,
): Promise<DeliveryDay[]> {
  if (!store.delivery_types.includes(type)) return [];
  const today = localDateTime(now, store.time_zone).date;
  // The range covers every date computeSlots may offer (lead days, one day past the cut-off).
  const to = addCalendarDays(today, slotRules.leadDays + slotRules.daysAhead + 1);
  const [windows, closedDates, booked] = await Promise.all([
    repo.listWindows(db, store.id, type),
    repo.listClosedDates(db, store.id, today, to),
    repo.countBooked(db, store.id, today, to),
  ]);
  return computeSlots({
    now,
    timeZone: store.time_zone,
    cutoffTime: slotRules.cutoffTime,
    leadDays: slotRules.leadDays,
    daysAhead: slotRules.daysAhead,
    windows,
    closedDates,
    booked: new Map(booked.map((each) => [slotKey(each.date, each.windowId), each.count])),
  });
}

/** One slot as offered now, or null when the store doesn't offer it on that date. */
export async function findSlot(
  db: Kysely<DB>,
  now: Date,
  store: { store: Store; slotRules: SlotRules },
  type: DeliveryType,
  date: string,
  slotId: number,
): Promise<DeliverySlot | null> {
  const days = await listSlotsOf(db, now, store, type);
  return days.find((day) => day.date === date)?.slots.find((slot) => slot.id === slotId) ?? null;
}

/** Holds a slot's window until the transaction ends, before counting its places. */
export function holdSlot(db: Kysely<DB>, slotId: number): Promise<void> {
  return repo.lockWindow(db, slotId);
}
