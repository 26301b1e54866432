import type { CommunityProfile } from '@foodshare/contracts/community';
import { describe, expect, it } from 'vitest';
import { communityProfile as profile } from '../../components/community/community-profile-fixture';
import {
  communityStats,
  DEFAULT_COMMUNITY_FILTERS,
  filterCommunityProfiles,
} from './community-filters';

const kitchen = profile(1, {
  firstName: 'Layla',
  lastName: 'Haddad',
  businessName: 'Al Fanar Kitchen',
  businessAddress: 'Al Seef, Dubai',
  role: 'restaurant',
  bio: 'Emirati home cooking; we share our biryani every evening.',
  donationCount: 12,
});
const volunteer = profile(2, {
  firstName: 'Omar',
  lastName: 'Saeed',
  role: 'individual',
  bio: 'Weekend volunteer in Sharjah.',
  donationCount: 3,
});
const charity = profile(3, {
  firstName: 'Mariam',
  lastName: 'Al Mansoori',
  businessName: 'Hands of Hope',
  businessAddress: 'Deira, Dubai',
  role: 'charity',
  donationCount: 5,
});
const driver = profile(4, { firstName: 'Ravi', lastName: 'Kumar', role: 'driver' });
const everyone = [volunteer, driver, charity, kitchen];

const ids = (profiles: readonly CommunityProfile[]) => profiles.map((shown) => shown.id);

describe('filterCommunityProfiles', () => {
  it('shows everyone, most donations first, by default', () => {
    expect(ids(filterCommunityProfiles(everyone, DEFAULT_COMMUNITY_FILTERS))).toEqual(
      ids([kitchen, charity, volunteer, driver]),
    );
  });

  it.each([
    ['first name', 'layla', kitchen],
    ['last name', 'SAEED', volunteer],
    ['business name', 'hands of', charity],
    ['bio', 'biryani', kitchen],
  ])('finds a member by their %s, whatever the case', (_field, search, found) => {
    expect(
      ids(filterCommunityProfiles(everyone, { ...DEFAULT_COMMUNITY_FILTERS, search })),
    ).toEqual([found.id]);
  });

  it('needs every word of the search, in any of the fields', () => {
    const search = '  omar   sharjah ';
    expect(
      ids(filterCommunityProfiles(everyone, { ...DEFAULT_COMMUNITY_FILTERS, search })),
    ).toEqual([volunteer.id]);
  });

  it('does not search the business address or the email', () => {
    const search = 'deira';
    expect(filterCommunityProfiles(everyone, { ...DEFAULT_COMMUNITY_FILTERS, search })).toEqual([]);
  });

  it('shows one role only', () => {
    expect(
      ids(filterCommunityProfiles(everyone, { ...DEFAULT_COMMUNITY_FILTERS, role: 'charity' })),
    ).toEqual([charity.id]);
  });

  it('needs both the search and the role to match', () => {
    const restaurants = { ...DEFAULT_COMMUNITY_FILTERS, role: 'restaurant' as const };
    expect(ids(filterCommunityProfiles(everyone, { ...restaurants, search: 'layla' }))).toEqual([
      kitchen.id,
    ]);
    expect(filterCommunityProfiles(everyone, { ...restaurants, search: 'omar' })).toEqual([]);
  });

  it('sorts what is left in the chosen order', () => {
    expect(
      ids(filterCommunityProfiles(everyone, { search: 'a', role: 'all', sort: 'name' })),
    ).toEqual(ids([kitchen, charity, volunteer, driver]));
  });
});

describe('communityStats', () => {
  it('counts the public members, their donations and the organisations among them', () => {
    expect(communityStats(everyone)).toEqual({
      members: 4,
      totalDonations: 20,
      activeOrganizations: 2,
    });
  });

  it('counts grocery stores and delivery agencies as organisations, drivers not', () => {
    expect(
      communityStats([
        profile(5, { role: 'grocery_store' }),
        profile(6, { role: 'delivery_agency' }),
        profile(7, { role: 'driver' }),
      ]).activeOrganizations,
    ).toBe(2);
  });

  it('is all zeros for an empty community', () => {
    expect(communityStats([])).toEqual({ members: 0, totalDonations: 0, activeOrganizations: 0 });
  });
});
