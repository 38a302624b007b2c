import { describe, expect, it } from 'vitest';
import { type SlotRules, addCalendarDays, computeSlots, localDateTime } from './delivery-slots';

const MX = 'America/Mexico_City';

const weekdays = [0, 1, 2, 3, 4, 5, 6];
const windows = weekdays.flatMap((weekday) => [
  { id: 10 + weekday * 2, weekday, start_time: '09:00', end_time: '13:00', capacity: 2 },
  { id: 11 + weekday * 2, weekday, start_time: '17:00', end_time: '21:00', capacity: 2 },
]);

function rules(overrides: Partial<SlotRules>): SlotRules {
  return {
    // Friday 20 November 2026, 10:30 in Mexico City (UTC−6 all year since 2022).
    now: new Date('2026-11-20T16:30:00Z'),
    timeZone: MX,
    cutoffTime: '18:00',
    leadDays: 0,
    daysAhead: 3,
    windows,
    closedDates: new Set(),
    booked: new Map(),
    ...overrides,
  };
}

describe('localDateTime', () => {
  it("reads the store's own calendar, not UTC's", () => {
    // 03:30 UTC on the 21st is still 21:30 on the 20th in Mexico City.
    expect(localDateTime(new Date('2026-11-21T03:30:00Z'), MX)).toEqual({
      date: '2026-11-20',
      time: '21:30',
    });
    expect(localDateTime(new Date('2026-11-21T06:00:00Z'), MX)).toEqual({
      date: '2026-11-21',
      time: '00:00',
    });
    // Tijuana still changes its clocks: UTC−7 in summer.
    expect(localDateTime(new Date('2026-07-01T06:30:00Z'), 'America/Tijuana').time).toBe('23:30');
  });

  it('adds calendar days across months and years', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('computeSlots', () => {
  it('offers today from now on: a slot that has started is unavailable', () => {
    const days = computeSlots(rules({}));
    expect(days.map((day) => day.date)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    expect(days[0]?.slots).toEqual([
      { id: 20, start: '09:00', end: '13:00', available: false, remaining: 2 },
      { id: 21, start: '17:00', end: '21:00', available: true, remaining: 2 },
    ]);
    expect(days[1]?.slots.every((slot) => slot.available)).toBe(true);
  });

  it('starts tomorrow once the same-day cut-off has passed, in local time', () => {
    // 18:05 local = 00:05 UTC the next day: UTC would say it's already the 21st.
    const days = computeSlots(rules({ now: new Date('2026-11-21T00:05:00Z') }));
    expect(days[0]?.date).toBe('2026-11-21');
    expect(days[0]?.slots.every((slot) => slot.available)).toBe(true);
  });

  it('before the cut-off late at night (UTC already tomorrow) still offers today', () => {
    const days = computeSlots(
      rules({ now: new Date('2026-11-20T23:59:00Z'), cutoffTime: '18:00' }),
    );
    // 17:59 local: before the cut-off, so today stays, with its evening slot (started at 17:00) closed.
    expect(days[0]?.date).toBe('2026-11-20');
    expect(days[0]?.slots.map((slot) => slot.available)).toEqual([false, false]);
  });

  it('counts lead days from today and offers daysAhead days', () => {
    const days = computeSlots(rules({ leadDays: 2, daysAhead: 4 }));
    expect(days.map((day) => day.date)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(days.flatMap((day) => day.slots).every((slot) => slot.available)).toBe(true);
  });

  it('leaves out closed dates and days without windows', () => {
    const days = computeSlots(
      rules({
        closedDates: new Set(['2026-11-21']),
        windows: windows.filter((window) => window.weekday !== 0),
      }),
    );
    // The 21st is closed and the 22nd is a Sunday with no windows.
    expect(days.map((day) => day.date)).toEqual(['2026-11-20']);
  });

  it('shows full slots as unavailable with nothing remaining', () => {
    const days = computeSlots(
      rules({
        booked: new Map([
          ['2026-11-21|22', 2],
          ['2026-11-21|23', 1],
        ]),
      }),
    );
    expect(days[1]?.slots).toEqual([
      { id: 22, start: '09:00', end: '13:00', available: false, remaining: 0 },
      { id: 23, start: '17:00', end: '21:00', available: true, remaining: 1 },
    ]);
  });
});
