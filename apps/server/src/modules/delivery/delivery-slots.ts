import type { DeliveryDay } from '@canasta/contract';

export interface Window {
  id: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  start_time: string;
  end_time: string;
  capacity: number;
}

export interface SlotRules {
  now: Date;
  timeZone: string;
  /** "HH:MM": after this local time no order is taken for today. */
  cutoffTime: string;
  /** Whole days between ordering and the first delivery day (0: same day). */
  leadDays: number;
  /** How many calendar days, from the first one, are offered. */
  daysAhead: number;
  windows: readonly Window[];
  closedDates: ReadonlySet<string>;
  /** Orders already holding each slot, keyed `${date}|${windowId}`. */
  booked: ReadonlyMap<string, number>;
}

/** One formatter per time zone: making one costs more than the rest of a slot listing. */
const localFormats = new Map<string, Intl.DateTimeFormat>();

function localFormat(timeZone: string): Intl.DateTimeFormat {
  let format = localFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    localFormats.set(timeZone, format);
  }
  return format;
}

/** The store's local calendar date and time of an instant. */
export function localDateTime(now: Date, timeZone: string): { date: string; time: string } {
  const parts = localFormat(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((each) => each.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** The instant a store-local date and time ("HH:MM") fall on, in epoch milliseconds. */
export function zonedInstant(date: string, time: string, timeZone: string): number {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  let instant = asUtc;
  // Twice: the second pass settles a guess that crossed a change of offset.
  for (let pass = 0; pass < 2; pass += 1) {
    const local = localDateTime(new Date(instant), timeZone);
    instant += asUtc - Date.parse(`${local.date}T${local.time}:00Z`);
  }
  return instant;
}

/** A calendar date `days` later (dates are plain days: no time zone, no daylight saving). */
export function addCalendarDays(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

export const slotKey = (date: string, windowId: number) => `${date}|${windowId}`;

/**
 * The days and slots a shopper can choose from, in the store's time zone. The first day is
 * today plus the lead days, or tomorrow when a same-day store is past its cut-off; closed dates
 * and days without windows are left out. A slot is unavailable when it is full, or when it is
 * today and has already started.
 */
export function computeSlots(rules: SlotRules): DeliveryDay[] {
  const today = localDateTime(rules.now, rules.timeZone);
  let first = addCalendarDays(today.date, rules.leadDays);
  if (rules.leadDays === 0 && today.time >= rules.cutoffTime) first = addCalendarDays(first, 1);

  const days: DeliveryDay[] = [];
  for (let offset = 0; offset < rules.daysAhead; offset += 1) {
    const date = addCalendarDays(first, offset);
    if (rules.closedDates.has(date)) continue;
    const weekday = weekdayOf(date);
    const windows = rules.windows
      .filter((window) => window.weekday === weekday)
      .sort((a, b) => a.start_time.localeCompare(b.start_time));
    if (windows.length === 0) continue;
    days.push({
      date,
      slots: windows.map((window) => {
        const remaining = Math.max(
          0,
          window.capacity - (rules.booked.get(slotKey(date, window.id)) ?? 0),
        );
        const started = date === today.date && window.start_time <= today.time;
        return {
          id: window.id,
          start: window.start_time,
          end: window.end_time,
          available: remaining > 0 && !started,
          remaining,
        };
      }),
    });
  }
  return days;
}
