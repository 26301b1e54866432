import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Journey,
  PHONE,
  postListed,
  screenshot,
  signedInContext,
  startJourney,
  unique,
} from './harness';

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

/** What the page's HTML brought, before any script ran: its language and whether it shows. */
async function firstPaint(page: Page, path: string) {
  // No scripts: what a phone paints before the app's code has arrived.
  const response = await page.request.get(`${journey.baseUrl}${path}`, {
    headers: { 'accept-language': await page.evaluate('navigator.languages.join(",")') },
  });
  return response.text();
}

/** Whether the prerendered copy is in the page, and whether it shows. */
const prerender = (page: Page) =>
  page.evaluate<'absent' | 'hidden' | 'shown'>(`(() => {
    const prerendered = document.querySelector('[data-prerendered]');
    if (!prerendered) return 'absent';
    return getComputedStyle(prerendered).display === 'none' ? 'hidden' : 'shown';
  })()`);

/** The page as the HTML alone paints it: the app's code never arrives. */
async function withoutTheApp(page: Page, path: string): Promise<void> {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`${journey.baseUrl}${path}`);
  await page.unroute('**/assets/*.js');
}

describe('prerendered pages', () => {
  it('come in the browser language, and the app then draws the same page over them', async () => {
    const context = await journey.browser.newContext({ viewport: PHONE, locale: 'ar-AE' });
    const page = await context.newPage();
    await page.goto('about:blank');
    const html = await firstPaint(page, '/offers');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('data-prerendered');
    // What search results and shared links show under the title: in Arabic too.
    expect(html).toContain('content="تبرّع بفائض الطعام مجانًا،');
    expect(html).toContain(
      '<h1 class="text-3xl font-extrabold tracking-tight sm:text-4xl">السوق</h1>',
    );

    await withoutTheApp(page, '/offers');
    expect(await prerender(page)).toBe('shown');
    expect(await page.getByRole('heading', { level: 1, name: 'السوق' }).isVisible()).toBe(true);

    await page.goto(`${journey.baseUrl}/offers`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'السوق' }).isVisible())
      .toBe(true);
    // Drawn by the app: the prerendered copy is gone, not hidden behind it.
    await expect.poll(() => prerender(page)).toBe('absent');
    await screenshot(page, 'prerendered-offers-arabic');
    await context.close();
  });

  it('is never shown in English to someone who chose Arabic in an English browser', async () => {
    const context = await journey.browser.newContext({ viewport: PHONE, locale: 'en-US' });
    // Chosen with the switch on an earlier visit, before the server was told.
    await context.addInitScript("localStorage.setItem('foodshare.language', 'ar')");
    const page = await context.newPage();
    await withoutTheApp(page, '/marketplace');
    // The server sent the English prerender (it knew only the browser's language); the guard
    // hid it before it painted.
    expect(await page.evaluate('document.documentElement.lang')).toBe('en');
    expect(await prerender(page)).toBe('hidden');

    await page.goto(`${journey.baseUrl}/marketplace`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'التبرعات' }).isVisible())
      .toBe(true);

    // The app told the server: the next page comes prerendered in Arabic.
    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'التبرعات' }).isVisible())
      .toBe(true);
    expect(await page.evaluate('document.documentElement.lang')).toBe('ar');
    const html = await (await page.request.get(`${journey.baseUrl}/marketplace`)).text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    await context.close();
  });

  it("is not sent to someone signed in, who sees their own page rather than a visitor's", async () => {
    const context = await signedInContext(journey);
    const page = await context.newPage();
    const response = await page.goto(`${journey.baseUrl}/`);
    expect(await response?.text()).not.toContain('data-prerendered');
    await context.close();
  });

  it('/offers comes with its newest offers in the HTML, and the app draws them on without asking again', async () => {
    const seller = await signedInContext(journey, {
      role: 'restaurant',
      businessName: 'Bait Al Mandi',
    });
    const offer = `Mandi rice boxes ${unique('')}`;
    await postListed(journey, seller, {
      title: offer,
      donationMode: 'marketplace',
      isMarketplace: true,
      category: 'prepared_meals',
      foodType: 'cooked_meal',
      originalPrice: '40',
      discountedPrice: '14',
    });
    await seller.close();

    const context = await journey.browser.newContext({ viewport: PHONE, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('about:blank');
    // The HTML alone: the card, its picture asked for first, and the answer the app starts from.
    const html = await firstPaint(page, '/offers');
    expect(html).toContain(offer);
    expect(html).toContain('id="first-list"');
    const card = page.getByRole('heading', { level: 2, name: offer });
    await withoutTheApp(page, '/offers');
    expect(await card.isVisible()).toBe(true);
    await screenshot(page, 'prerendered-offers-cards-before-the-app');

    // The app draws the same cards over the page; the list's first page is not asked for again.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/food-items')) asked.push(request.url());
    });
    await page.goto(`${journey.baseUrl}/offers`);
    await expect.poll(() => prerender(page)).toBe('absent');
    expect(await card.isVisible()).toBe(true);
    expect(await page.locator('ul[aria-busy="true"]').count()).toBe(0);
    expect(asked).toEqual([]);

    // A list asked for with filters is drawn by the app, not the newest offers in its place.
    const filtered = await firstPaint(page, '/offers?category=bakery');
    expect(filtered).not.toContain(offer);
    expect(filtered).not.toContain('id="first-list"');
    await context.close();
  });
});
