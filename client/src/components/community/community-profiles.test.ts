import type { CommunityProfile } from '@foodshare/contracts/community';
import { describe, expect, it } from 'vitest';
import { communityProfile } from './community-profile-fixture';
import { daysActive, formatMemberSince, sortCommunityProfiles } from './community-profiles';

const names = (profiles: readonly CommunityProfile[]) =>
  profiles.map((profile) => profile.businessName ?? profile.firstName);

describe('sortCommunityProfiles', () => {
  const profiles = [
    communityProfile(1, { firstName: 'omar', donationCount: 3, createdAt: '2026-11-25T00:00:00Z' }),
    communityProfile(2, {
      firstName: 'Fatima',
      businessName: 'Zahra Bakery',
      donationCount: 12,
      createdAt: '2026-10-01T00:00:00Z',
    }),
    communityProfile(3, {
      firstName: 'Layla',
      donationCount: 3,
      createdAt: '2026-11-05T00:00:00Z',
    }),
  ];

  it('puts the most donations first, and the name decides a tie', () => {
    expect(names(sortCommunityProfiles(profiles, 'donations'))).toEqual([
      'Zahra Bakery',
      'Layla',
      'omar',
    ]);
  });

  it('orders by the name people see (the business name first), A to Z, whatever its case', () => {
    expect(names(sortCommunityProfiles(profiles, 'name'))).toEqual([
      'Layla',
      'omar',
      'Zahra Bakery',
    ]);
  });

  it('puts the newest members first', () => {
    expect(names(sortCommunityProfiles(profiles, 'newest'))).toEqual([
      'omar',
      'Layla',
      'Zahra Bakery',
    ]);
  });

  it('leaves the list it was given as it was', () => {
    const before = [...profiles];
    sortCommunityProfiles(profiles, 'name');
    expect(profiles).toEqual(before);
  });
});

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
