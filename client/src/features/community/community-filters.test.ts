import { describe, expect, it } from 'vitest';
import {
  askedCommunityFilters,
  DEFAULT_COMMUNITY_FILTERS,
  isCommunityFiltered,
} from './community-filters';

describe('askedCommunityFilters', () => {
  it('asks for everyone, most donations first, by default', () => {
    expect(askedCommunityFilters(DEFAULT_COMMUNITY_FILTERS, '')).toEqual({ sort: 'donations' });
  });

  it('asks with the search as it stood when typing paused, trimmed', () => {
    expect(
      askedCommunityFilters({ ...DEFAULT_COMMUNITY_FILTERS, search: 'layla hadd' }, '  layla '),
    ).toEqual({ search: 'layla', sort: 'donations' });
    expect(askedCommunityFilters(DEFAULT_COMMUNITY_FILTERS, '   ')).toEqual({ sort: 'donations' });
  });

  it('asks for one role and the chosen order', () => {
    expect(askedCommunityFilters({ search: '', role: 'charity', sort: 'newest' }, 'أسماء')).toEqual(
      { search: 'أسماء', role: 'charity', sort: 'newest' },
    );
  });
});

describe('isCommunityFiltered', () => {
  it('is false for the list as it first shows, whatever blank space was typed', () => {
    expect(isCommunityFiltered(DEFAULT_COMMUNITY_FILTERS)).toBe(false);
    expect(isCommunityFiltered({ ...DEFAULT_COMMUNITY_FILTERS, search: '  ' })).toBe(false);
  });

  it('is true once a search, a role or another order is chosen', () => {
    expect(isCommunityFiltered({ ...DEFAULT_COMMUNITY_FILTERS, search: 'omar' })).toBe(true);
    expect(isCommunityFiltered({ ...DEFAULT_COMMUNITY_FILTERS, role: 'driver' })).toBe(true);
    expect(isCommunityFiltered({ ...DEFAULT_COMMUNITY_FILTERS, sort: 'name' })).toBe(true);
  });
});
