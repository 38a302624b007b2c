import {
  DEFERRED_MIN_PAYING_MINUTES,
  type DeferredPaymentMethod,
  type PaymentMethod,
  isDeferredMethod,
  OXXO_EXPIRY_DAYS_DEFAULT,
  SPEI_EXPIRY_HOURS_DEFAULT,
} from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import { zonedInstant } from '../delivery/delivery-slots';
import { findStoreCutoff } from './deferred-payments.repository';

/**
 * When an OXXO voucher or a SPEI reference stops being payable (decision 060), and which slots
 * leave enough time to pay: the order's slot must still be editable-and-cancellable when the
 * deadline passes, so that an unpaid order gives its stock and its place back in time.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const PAYING_WINDOW_MS: Record<DeferredPaymentMethod, number> = {
  oxxo: OXXO_EXPIRY_DAYS_DEFAULT * 24 * HOUR_MS,
  spei: SPEI_EXPIRY_HOURS_DEFAULT * HOUR_MS,
};

/** The slot, as the store reads it, and the store's cut-off before it. */
export interface SlotTiming {
  date: string;
  start: string;
  timeZone: string;
  /** The store's edit cut-off (decision 061): the order is settled this long before the slot. */
  cutoffMinutes: number;
}

/** The latest moment the payment may arrive: the slot's start less the cut-off. */
function latestPayment(slot: SlotTiming): number {
  return zonedInstant(slot.date, slot.start, slot.timeZone) - slot.cutoffMinutes * MINUTE_MS;
}

/** The deadline: the method's window from now, or the slot's cut-off if that comes first. */
export function deferredDeadline(method: DeferredPaymentMethod, now: Date, slot: SlotTiming): Date {
  return new Date(Math.min(now.getTime() + PAYING_WINDOW_MS[method], latestPayment(slot)));
}

/** Whether the slot leaves the shopper at least two hours to go and pay. */
export function leavesTimeToPay(now: Date, slot: SlotTiming): boolean {
  return latestPayment(slot) - now.getTime() >= DEFERRED_MIN_PAYING_MINUTES * MINUTE_MS;
}

/**
 * Placement: the deadline of an order's OXXO/SPEI payment (ISO 8601 UTC), null for the other
 * methods; a slot too soon to leave two hours to pay is refused (422), as the slot listing
 * already marks it unavailable with these methods.
 */
export async function deferredPaymentDeadline(
  db: Kysely<DB>,
  method: PaymentMethod,
  now: Date,
  slot: { storeId: number; timeZone: string; date: string; start: string },
): Promise<string | null> {
  if (!isDeferredMethod(method)) return null;
  const timing: SlotTiming = {
    date: slot.date,
    start: slot.start,
    timeZone: slot.timeZone,
    cutoffMinutes: await findStoreCutoff(db, slot.storeId),
  };
  if (!leavesTimeToPay(now, timing)) {
    throw new AppError('validation_failed', messages.deferredSlotTooSoon, {
      errors: { delivery_slot_id: [messages.deferredSlotTooSoon] },
    });
  }
  return deferredDeadline(method, now, timing).toISOString();
}

/** The slot listing's filter: the store's cut-off, read once for all its slots. */
export async function payingTimeFilter(
  db: Kysely<DB>,
  method: PaymentMethod | undefined,
  store: { id: number; time_zone: string },
  now: Date,
): Promise<((date: string, start: string) => boolean) | null> {
  if (method === undefined || !isDeferredMethod(method)) return null;
  const cutoffMinutes = await findStoreCutoff(db, store.id);
  return (date, start) =>
    leavesTimeToPay(now, { date, start, timeZone: store.time_zone, cutoffMinutes });
}
