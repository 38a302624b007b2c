/**
 * Dates as the shop shows them (es-MX). Delivery days travel as `YYYY-MM-DD` in the store's
 * time zone; they are formatted as calendar days (noon UTC, so no time zone moves them).
 */
const LOCALE = 'es-MX';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let found = dayFormats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(LOCALE, options);
    dayFormats.set(key, found);
  }
  return found;
}

function format(options: Intl.DateTimeFormatOptions, value: Date): string {
  return formatter(options).format(value);
}

const calendarDay = (date: string) => new Date(`${date}T12:00:00Z`);

/** Today's date (`YYYY-MM-DD`) in a time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** `YYYY-MM-DD` plus a number of days. */
export function addDays(date: string, days: number): string {
  const next = calendarDay(date);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** "lun 24 nov": a chip's day (weekday, day and month, without the locale's dots and "de"). */
export function formatShortDay(date: string): string {
  const parts = formatter({ weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
    .formatToParts(calendarDay(date))
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value.replace(/\./g, ''));
  return parts.join(' ');
}

/**
 * "Lunes 24 de noviembre": a delivery day, which opens its line wherever it is shown (the
 * summary, the order). Capitalised here, not with CSS: `::first-letter` skips inline elements,
 * so the same day read "lunes" in one place and "Lunes" in another.
 */
export function formatLongDay(date: string): string {
  const day = format(
    { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' },
    calendarDay(date),
  ).replace(',', '');
  return day.charAt(0).toLocaleUpperCase(LOCALE) + day.slice(1);
}

/** "24 nov 2026, 09:15": a moment, in the shopper's own time zone. */
export function formatMoment(iso: string): string {
  return format(
    {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    },
    new Date(iso),
  ).replace(/\./g, '');
}
