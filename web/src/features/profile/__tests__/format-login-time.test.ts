import { describe, expect, it } from 'vitest';
import { formatLoginTime } from '../utils/format-login-time';

const at = (iso: string) => ({ toDate: () => new Date(iso) });

describe('formatLoginTime', () => {
  it('formats a Timestamp as the local date plus a 12-hour clock with A.M/P.M', () => {
    expect(formatLoginTime(at('2026-03-04T09:05:00'), 'en-GB')).toBe('04/03/2026 9:05 A.M');
    expect(formatLoginTime(at('2026-03-04T21:30:00'), 'en-GB')).toBe('04/03/2026 9:30 P.M');
  });

  it('shows midnight and noon as 12', () => {
    expect(formatLoginTime(at('2026-03-04T00:07:00'), 'en-GB')).toBe('04/03/2026 12:07 A.M');
    expect(formatLoginTime(at('2026-03-04T12:00:00'), 'en-GB')).toBe('04/03/2026 12:00 P.M');
  });

  it('keeps legacy text but spells am/pm as A.M/P.M', () => {
    expect(formatLoginTime('4/3/2026, 9:05 am')).toBe('4/3/2026, 9:05 A.M');
    expect(formatLoginTime('4/3/2026 10:15 PM')).toBe('4/3/2026 10:15 P.M');
  });

  it('returns null when there is no login time yet', () => {
    expect(formatLoginTime(undefined)).toBeNull();
    expect(formatLoginTime(null)).toBeNull();
    expect(formatLoginTime('')).toBeNull();
  });
});
