import { describe, expect, it } from 'vitest';
import { foodItemsListOptions, seedFirstListPage } from '../features/donations/api/get-food-items';
import type { FirstListAnswer } from '../lib/first-list';
import { createQueryClient } from '../lib/query-client';
import { foodItemFixture } from '../testing/food-item-fixtures';
import { textOf } from '../testing/render-with-data';
import { firstListUrl, renderPage } from './render-page';

const OFFERS = { isMarketplace: true, status: 'available' } as const;
const offersUrl = firstListUrl('/offers') ?? '';

/** The API's answer to the offers' first page: `count` offers, the first titled `title`. */
function offersAnswer(title: string, count = 3, url = offersUrl): FirstListAnswer {
  const body = Array.from({ length: count }, (_, index) =>
    foodItemFixture({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      isMarketplace: true,
      title: index === 0 ? title : `Offer ${index}`,
      imageUrl: `/blobs/food-photos/${index}.jpg`,
    }),
  );
  return { url, body, headers: { 'x-total-count': '40' }, readAt: Date.now() };
}

describe('a list page rendered at a visitor’s request (docs/decisions/0032)', () => {
  it('holds the cards of the answer and the answer itself, the first pictures preloaded', async () => {
    const { title, markup } = await renderPage('/offers', 'en', offersAnswer('Biryani trays'));
    expect(title).toBe('<title>Marketplace · FoodShare UAE</title>');
    expect(markup).not.toContain('<title>');
    expect(textOf(markup)).toContain('Biryani trays');
    expect(textOf(markup)).toContain('Showing 3 of 40 available offers');
    expect(markup).not.toContain('aria-busy="true"');
    expect(markup).toContain('<link rel="preload" as="image" href="/blobs/food-photos/0.jpg"');
    expect(markup).toContain('<script type="application/json" id="first-list">');
  });

  it('in Arabic too, from the same answer', async () => {
    const { markup } = await renderPage('/offers', 'ar', offersAnswer('صواني برياني'));
    expect(textOf(markup)).toContain('صواني برياني');
    expect(markup).toContain('id="first-list"');
  });

  it('holds placeholders where there is no answer, or it is another list’s or malformed', async () => {
    const placeholders = [
      await renderPage('/offers', 'en'),
      await renderPage('/offers', 'en', offersAnswer('Elsewhere', 3, firstListUrl('/marketplace'))),
      await renderPage('/offers', 'en', { ...offersAnswer('Bad'), body: [{ id: 'not an item' }] }),
    ];
    for (const { markup } of placeholders) {
      expect(markup).toContain('aria-busy="true"');
      expect(markup).not.toContain('id="first-list"');
    }
  });

  it('keeps a title holding "</script>" inside the answer’s element', async () => {
    const { markup } = await renderPage('/offers', 'en', offersAnswer('</script><b>x</b>'));
    const element = /<script type="application\/json" id="first-list">([\s\S]*?)<\/script>/.exec(
      markup,
    );
    expect(element?.[1]).toContain('\\u003c/script>\\u003cb>x\\u003c/b>');
    expect(JSON.parse(element?.[1] ?? '').body[0].title).toBe('</script><b>x</b>');
  });
});

describe('the app starting from the answer the page carried', () => {
  it('has the list’s first page as the answer gave it, fresh as of its reading', () => {
    const client = createQueryClient();
    const answer = offersAnswer('Biryani trays');
    expect(seedFirstListPage(client, OFFERS, answer)).toBe(true);
    const query = client.getQueryState(foodItemsListOptions(OFFERS).queryKey);
    expect(query?.dataUpdatedAt).toBe(answer.readAt);
    const [page] = query?.data?.pages ?? [];
    expect(page?.items.map((item) => item.title)).toEqual(['Biryani trays', 'Offer 1', 'Offer 2']);
    expect(page).toMatchObject({ total: 40, moreThanTotal: false });
  });

  it('asks as before where the answer is another list’s or does not hold', () => {
    const client = createQueryClient();
    expect(seedFirstListPage(client, OFFERS, offersAnswer('x', 3, '/api/food-items'))).toBe(false);
    expect(seedFirstListPage(client, OFFERS, { ...offersAnswer('x'), body: 'nope' })).toBe(false);
    expect(client.getQueryData(foodItemsListOptions(OFFERS).queryKey)).toBeUndefined();
  });
});
