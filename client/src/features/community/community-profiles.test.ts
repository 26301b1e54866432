import { describe, expect, it } from 'vitest';
import { daysActive, formatMemberSince } from './community-profiles';

describe('daysActive', () => {
  const now = new Date('2026-11-21T12:00:00Z');

  it('counts whole days since the member joined', () => {
    expect(daysActive('2026-11-11T12:00:00Z', now)).toBe(10);
    expect(daysActive('2026-11-11T13:00:00Z', now)).toBe(9);
  });

  it('is 0 on the day of joining, for a date in the future and for an unreadable date', () => {
    expect(daysActive('2026-11-21T08:00:00Z', now)).toBe(0);
    expect(daysActive('2026-11-30T08:00:00Z', now)).toBe(0);
    expect(daysActive('not a date', now)).toBe(0);
  });
});

describe('formatMemberSince', () => {
  it('writes the date for people', () => {
    expect(formatMemberSince('2026-11-21T12:00:00Z')).toBe('21 Nov 2026');
  });

  it('keeps text that is not a date as it is', () => {
    expect(formatMemberSince('soon')).toBe('soon');
  });
});
