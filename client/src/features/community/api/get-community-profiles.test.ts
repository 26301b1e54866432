import { COMMUNITY_PAGE_SIZE, communityProfilesPath } from '@foodshare/contracts/community';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { communityProfile } from '../../../testing/community-profile-fixture';
import { distinctItems } from '../../donations/api/get-food-items';
import {
  communityProfilesListOptions,
  getCommunityProfiles,
  getCommunityStats,
} from './get-community-profiles';

const answer = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('communityProfilesPath', () => {
  it('asks for the first page of /community with the default order left out', () => {
    expect(communityProfilesPath({ limit: COMMUNITY_PAGE_SIZE })).toBe(
      `/api/community/profiles?limit=${COMMUNITY_PAGE_SIZE}`,
    );
    expect(communityProfilesPath({ sort: 'donations', limit: 4, offset: 0 })).toBe(
      '/api/community/profiles?limit=4',
    );
  });

  it('sends the trimmed search, the role, the order and the offset', () => {
    expect(
      communityProfilesPath({
        search: '  مطبخ أسماء ',
        role: 'restaurant',
        sort: 'name',
        limit: 24,
        offset: 48,
      }),
    ).toBe(
      `/api/community/profiles?search=${new URLSearchParams({ s: 'مطبخ أسماء' }).toString().slice(2)}&role=restaurant&sort=name&limit=24&offset=48`,
    );
  });

  it('leaves out a blank search and unset options', () => {
    expect(communityProfilesPath({ search: '   ' })).toBe('/api/community/profiles');
  });
});

describe('getCommunityProfiles', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers the page and the total matching count', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(
        answer([communityProfile(1), communityProfile(2)], { 'x-total-count': '30' }),
      );
    vi.stubGlobal('fetch', fetchMock);
    const page = await getCommunityProfiles({ role: 'charity', limit: 2, offset: 0 });
    expect(page.total).toBe(30);
    expect(page.items.map((profile) => profile.id)).toEqual([
      communityProfile(1).id,
      communityProfile(2).id,
    ]);
    expect(fetchMock).toHaveBeenCalledWith('/api/community/profiles?role=charity&limit=2', {
      credentials: 'include',
    });
  });

  it('answers "more than N" when the server stopped counting, and pages on past it', async () => {
    const loaded = Array.from({ length: 1000 }, (_, index) => communityProfile(index));
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(
        answer(loaded.slice(-COMMUNITY_PAGE_SIZE), {
          'x-total-count': '1000',
          'x-total-count-more': 'true',
        }),
      ),
    );
    const page = await getCommunityProfiles({ limit: COMMUNITY_PAGE_SIZE, offset: 976 });
    expect(page).toMatchObject({ total: 1000, moreThanTotal: true });
    const options = communityProfilesListOptions({});
    const pages = [{ items: loaded.slice(0, 976), total: 1000, moreThanTotal: true }, page];
    expect(options.getNextPageParam?.(page, pages, 976, [0, 976])).toBe(1000);
    const exact = { ...page, moreThanTotal: false };
    const [before] = pages;
    if (!before) throw new Error('the first pages expected');
    expect(options.getNextPageParam?.(exact, [before, exact], 976, [0, 976])).toBe(undefined);
  });

  it('asks for each "Load more" page after the profiles loaded so far', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(answer([], { 'x-total-count': '0' }));
    vi.stubGlobal('fetch', fetchMock);
    const options = communityProfilesListOptions({ search: 'bread', sort: 'newest' });
    const first = Array.from({ length: COMMUNITY_PAGE_SIZE }, (_, index) =>
      communityProfile(index),
    );
    expect(
      options.getNextPageParam?.(
        { items: first, total: 30, moreThanTotal: false },
        [{ items: first, total: 30, moreThanTotal: false }],
        0,
        [0],
      ),
    ).toBe(COMMUNITY_PAGE_SIZE);
    await options.queryFn?.({ pageParam: 24 } as never);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/community/profiles?search=bread&sort=newest&limit=24&offset=24',
      { credentials: 'include' },
    );
  });

  it('shows a profile once when a new member shifted it onto the next page', () => {
    const [a, b, c] = [communityProfile(1), communityProfile(2), communityProfile(3)];
    expect(
      distinctItems([
        { items: [a, b], total: 3, moreThanTotal: false },
        { items: [b, c], total: 3, moreThanTotal: false },
      ]).map(({ id }) => id),
    ).toEqual([a.id, b.id, c.id]);
  });
});

describe('getCommunityStats', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the totals over the whole public community', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(answer({ members: 12, totalDonations: 40, activeOrganizations: 5 })),
    );
    expect(await getCommunityStats()).toEqual({
      members: 12,
      totalDonations: 40,
      activeOrganizations: 5,
    });
  });
});
