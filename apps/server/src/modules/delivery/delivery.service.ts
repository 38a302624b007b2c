import type {
  DeliveryDay,
  DeliverySlot,
  DeliveryType,
  PaymentMethod,
  Store,
} from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { type SlotRules, getStoreWithSlotRules } from '../catalogue/catalogue.service';
import { payingTimeFilter } from '../payments/deferred-deadlines.service';
import { addCalendarDays, computeSlots, localDateTime, slotKey } from './delivery-slots';
import type { SlotOnDate } from './delivery.repository';

export type { SlotOnDate };
import * as repo from './delivery.repository';

/**
 * The days and slots a store offers for a delivery type, now, in its own time zone. Paid with
 * OXXO or SPEI, a slot too soon to leave two hours to pay is unavailable (decision 060).
 */
export async function listSlots(
  db: Kysely<DB>,
  now: Date,
  storeId: number,
  type: DeliveryType,
  paymentMethod?: PaymentMethod,
): Promise<DeliveryDay[]> {
  const storeWithRules = await getStoreWithSlotRules(db, storeId);
  const [days, leavesTime] = await Promise.all([
    listSlotsOf(db, now, storeWithRules, type),
    payingTimeFilter(db, paymentMethod, storeWithRules.store, now),
  ]);
  if (!leavesTime) return days;
  return days.map((day) => ({
    ...day,
    slots: day.slots.map((slot) =>
      slot.available && !leavesTime(day.date, slot.start) ? { ...slot, available: false } : slot,
    ),
  }));
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

/**
 * One slot as offered now, or null when the store doesn't offer it on that date. Read with one
 * statement: the slots are computed from that window alone, which gives that slot as the whole
 * listing would (the days offered are calendar days, whatever windows they have).
 */
export async function findSlot(
  db: Kysely<DB>,
  now: Date,
  { store, slotRules }: { store: Store; slotRules: SlotRules },
  type: DeliveryType,
  date: string,
  slotId: number,
): Promise<DeliverySlot | null> {
  if (!store.delivery_types.includes(type)) return null;
  const window = await repo.findWindowOnDate(db, {
    storeId: store.id,
    type,
    date,
    windowId: slotId,
  });
  if (!window) return null;
  const days = computeSlots({
    now,
    timeZone: store.time_zone,
    cutoffTime: slotRules.cutoffTime,
    leadDays: slotRules.leadDays,
    daysAhead: slotRules.daysAhead,
    windows: [window],
    closedDates: new Set(window.closed ? [date] : []),
    booked: new Map([[slotKey(date, window.id), window.booked]]),
  });
  return days.find((day) => day.date === date)?.slots.find((slot) => slot.id === slotId) ?? null;
}

/**
 * The statement that takes one place in the slot for an order, answering a row only when it
 * took one (the slot was not full). The orders board's feed runs it with the order's event, as
 * the last statement of the order's transaction: on PostgreSQL the slot's counter stays locked
 * until the commit.
 */
export function slotPlaceStatement(db: Kysely<DB>, slot: SlotOnDate) {
  return repo.slotPlaceStatement(db, slot);
}

export type SlotPlaceStatement = ReturnType<typeof slotPlaceStatement>;
