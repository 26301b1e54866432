import { COMMUNITY_PAGE_SIZE } from '@foodshare/contracts/community';
import { describe, expect, it } from 'vitest';
import { communityProfilesListOptions } from '../../features/community/api/get-community-profiles';
import {
  askedCommunityFilters,
  DEFAULT_COMMUNITY_FILTERS,
} from '../../features/community/community-filters';
import { communityProfile } from '../../testing/community-profile-fixture';
import { renderWithData, textOf } from '../../testing/render-with-data';
import { CommunityPage } from './community-page';

/**
 * /community with `loaded` profiles answered (in pages of 24), the last answer's total exact or
 * "more than N".
 */
function communityWith(
  total: number,
  moreThanTotal: boolean,
  language: 'en' | 'ar',
  loaded = COMMUNITY_PAGE_SIZE,
) {
  const offsets = Array.from(
    { length: Math.max(1, Math.ceil(loaded / COMMUNITY_PAGE_SIZE)) },
    (_, page) => page * COMMUNITY_PAGE_SIZE,
  );
  const pages = offsets.map((offset) => ({
    items: Array.from({ length: Math.min(COMMUNITY_PAGE_SIZE, loaded - offset) }, (_, index) =>
      communityProfile(offset + index),
    ),
    total,
    moreThanTotal,
  }));
  return renderWithData(<CommunityPage />, language, (client) => {
    const { queryKey } = communityProfilesListOptions(
      askedCommunityFilters(DEFAULT_COMMUNITY_FILTERS, ''),
    );
    client.setQueryData(queryKey, { pages, pageParams: offsets });
  });
}

describe('/community footer', () => {
  it("keeps docs/product.md §2's words for an exact total", async () => {
    const text = textOf(await communityWith(30, false, 'en'));
    expect(text).toContain('Showing 24 of 30 community members');
    expect(text).toContain('Load more');
  });

  it('says "more than N" for a lower bound, in the reader\'s number format, and offers more', async () => {
    const text = textOf(await communityWith(1000, true, 'en'));
    expect(text).toContain('Showing 24 of more than 1,000 community members');
    expect(text).toContain('Load more');
  });

  it('says it in Arabic, the noun agreeing with the number', async () => {
    expect(textOf(await communityWith(1000, true, 'ar'))).toContain(
      'عرض 24 من أكثر من 1,000 عضو في المجتمع',
    );
    // 1,008 takes the plural of three to ten: أعضاء.
    expect(textOf(await communityWith(1008, true, 'ar'))).toContain(
      'عرض 24 من أكثر من 1,008 أعضاء في المجتمع',
    );
  });

  it('still offers more once as many profiles as the lower bound have arrived', async () => {
    // The server counts exactly up to the end of the page asked for and a margin: the page that
    // ends at 1,000 may say "more than 1,000".
    const text = textOf(await communityWith(1008, true, 'en', 1008));
    expect(text).toContain('Showing 1,008 of more than 1,008 community members');
    expect(text).toContain('Load more');
  });

  it('offers no more once every profile of an exact total has arrived', async () => {
    const text = textOf(await communityWith(COMMUNITY_PAGE_SIZE, false, 'en'));
    expect(text).toContain('Showing 24 of 24 community members');
    expect(text).not.toContain('Load more');
  });

  it.each([
    [0, 'عرض 0 من 0 عضو في المجتمع'],
    [1, 'عرض 1 من 1 عضو في المجتمع'],
    [2, 'عرض 2 من 2 عضوين في المجتمع'],
    [3, 'عرض 3 من 3 أعضاء في المجتمع'],
    [11, 'عرض 11 من 11 عضوًا في المجتمع'],
    [100, 'عرض 24 من 100 عضو في المجتمع'],
  ])('agrees with an exact total of %i in Arabic', async (total, words) => {
    expect(textOf(await communityWith(total, false, 'ar', Math.min(total, 24)))).toContain(words);
  });

  it("keeps docs/product.md §2's English footer word for word, whatever the total", async () => {
    expect(textOf(await communityWith(1, false, 'en', 1))).toContain(
      'Showing 1 of 1 community members',
    );
    expect(textOf(await communityWith(2, false, 'en', 2))).toContain(
      'Showing 2 of 2 community members',
    );
  });
});
