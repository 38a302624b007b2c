import { describe, expect, it } from 'vitest';
import { couponStatus } from './coupon-status';

const now = new Date('2026-12-10T18:00:00Z');
const base = { active: 1, starts_at: null, ends_at: null, max_uses: null };

describe('couponStatus', () => {
  it('is active with no dates and no limit', () => {
    expect(couponStatus(base, 500, now)).toBe('active');
  });

  it('is ended once the store ends it, whatever its dates', () => {
    expect(couponStatus({ ...base, active: 0, starts_at: '2027-01-01T06:00:00Z' }, 0, now)).toBe(
      'ended',
    );
  });

  it('is scheduled before its start and expired from its (exclusive) end', () => {
    expect(couponStatus({ ...base, starts_at: '2026-12-10T18:00:01Z' }, 0, now)).toBe('scheduled');
    expect(couponStatus({ ...base, starts_at: '2026-12-10T18:00:00Z' }, 0, now)).toBe('active');
    expect(couponStatus({ ...base, ends_at: '2026-12-10T18:00:00Z' }, 0, now)).toBe('expired');
    expect(couponStatus({ ...base, ends_at: '2026-12-10T18:00:01Z' }, 0, now)).toBe('active');
  });

  it('is exhausted when its uses reach the limit', () => {
    expect(couponStatus({ ...base, max_uses: 3 }, 2, now)).toBe('active');
    expect(couponStatus({ ...base, max_uses: 3 }, 3, now)).toBe('exhausted');
  });
});
