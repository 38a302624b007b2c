import { describe, expect, it } from 'vitest';
import { endAfterDay, lastDayOf, storeDay, storeMidnight } from './store-time';

describe('store days and instants', () => {
  it('starts a day at the store’s own midnight', () => {
    // Mexico City has been UTC−6 all year since 2022.
    expect(storeMidnight('2026-12-01', 'America/Mexico_City')).toBe('2026-12-01T06:00:00.000Z');
    // Tijuana still moves its clocks: UTC−8 in winter, UTC−7 in summer.
    expect(storeMidnight('2026-01-15', 'America/Tijuana')).toBe('2026-01-15T08:00:00.000Z');
    expect(storeMidnight('2026-07-15', 'America/Tijuana')).toBe('2026-07-15T07:00:00.000Z');
    expect(storeMidnight('2026-11-01', 'America/Tijuana')).toBe('2026-11-01T07:00:00.000Z');
  });

  it('reads an instant back as the store’s day, and an exclusive end as the last day included', () => {
    expect(storeDay('2026-12-01T05:59:00Z', 'America/Mexico_City')).toBe('2026-11-30');
    expect(storeDay('2026-12-01T06:00:00Z', 'America/Mexico_City')).toBe('2026-12-01');
    const end = endAfterDay('2026-12-31', 'America/Mexico_City');
    expect(end).toBe('2027-01-01T06:00:00.000Z');
    expect(lastDayOf(end, 'America/Mexico_City')).toBe('2026-12-31');
  });
});
