import { apiPath, apiRoutes, type Store } from '@canasta/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';
import { addDays, todayIn } from '../../lib/dates';
import { adminKeys } from './admin-query';

/**
 * The store as the shop shows it (its place on the map, its time zone): what console screens
 * need to draw zones and to turn a calendar day of the store into an instant. Read from the
 * shop's public answer, which every operator may read.
 */
export function shopStoreQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [...adminKeys.store(slug), 'shop-store'] as const,
    queryFn: async ({ signal }) =>
      (await apiGet<{ data: Store }>(apiPath(apiRoutes.store, { idOrSlug: slug }), { signal }))
        .data,
    staleTime: 5 * 60_000,
  });
}

export function useShopStore(slug: string) {
  return useQuery(shopStoreQueryOptions(slug));
}

/** How far ahead of UTC the zone's clock is at an instant, in milliseconds. */
function offsetAt(epochMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((each) => each.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/** The instant (ISO, UTC) a day of the store starts: its midnight in the store's time zone. */
export function storeMidnight(date: string, timeZone: string): string {
  const wall = Date.parse(`${date}T00:00:00Z`);
  let instant = wall - offsetAt(wall, timeZone);
  // Once more, for a day whose offset differs from the one at the first guess.
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant).toISOString();
}

/** The day of the store (YYYY-MM-DD) an instant falls on. */
export function storeDay(iso: string, timeZone: string): string {
  return todayIn(timeZone, new Date(iso));
}

/**
 * The last day a coupon works, for an exclusive end instant (the instant before it); and the
 * end instant for a last day included (the next day's midnight).
 */
export function lastDayOf(endsAt: string, timeZone: string): string {
  return todayIn(timeZone, new Date(Date.parse(endsAt) - 1));
}

export function endAfterDay(date: string, timeZone: string): string {
  return storeMidnight(addDays(date, 1), timeZone);
}
