import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, type Journey, LIVE, STAFF_ROUTES, screenshot, startDemoJourney } from './harness';

let journey: Journey;
beforeAll(async () => {
  journey = await startDemoJourney();
});
afterAll(() => journey?.close());

/** A context that opens in Arabic (the switch's remembered choice), signed in as `username` if given. */
async function arabicContext(username?: string): Promise<BrowserContext> {
  const context = await journey.browser.newContext({ viewport: DESKTOP });
  await context.addInitScript("localStorage.setItem('foodshare.language', 'ar')");
  if (username) {
    const response = await context.request.post(`${journey.baseUrl}/api/login`, {
      data: { username },
    });
    expect(response.status()).toBe(200);
  }
  return context;
}

/**
 * Visible text and the attributes people hear (aria-label, placeholder, title, alt) with three or
 * more Latin letters in a row, outside what people wrote: elements set in their own direction
 * (`dir="auto"`), isolated values (`<bdi>`) and data marked `data-verbatim` (usernames, e-mail
 * addresses, codes) or values set into a sentence between Unicode isolates (`isolate()`). The
 * language switch names English in English, on purpose, and file formats, units and sources keep
 * their Latin names (CSV, JPG, CO2e, FAO).
 */
const LEFTOVER_ENGLISH = `(() => {
  const latin = /[A-Za-z]{3,}/;
  const userData = '[dir="auto"], bdi, [data-verbatim], script, style, noscript, svg title';
  const found = new Set();
  const kept = /\\b(English|CSV|ESG|JPG|PNG|GIF|WebP|CO2e?|FAO|WRAP|Escape)\\b/g;
  const check = (text, where) => {
    const cleaned = text
      .replace(/\\u2068[^\\u2069]*\\u2069/g, '')
      .replace(kept, '')
      .replace(/\\s+/g, ' ')
      .trim();
    if (latin.test(cleaned)) found.add(where + cleaned);
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest(userData)) continue;
    if (!parent.checkVisibility({ visibilityProperty: true })) continue;
    check(node.textContent ?? '', '');
  }
  for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
    if (element.closest(userData) || !element.checkVisibility({ visibilityProperty: true })) continue;
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value) check(value, '[' + name + '] ');
    }
  }
  return [...found];
})()`;

const leftovers: string[] = [];

/** Opens `path`, waits for its heading and data, and notes any English left on it. */
async function scan(page: Page, path: string, label = path): Promise<void> {
  if (path) await page.goto(`${journey.baseUrl}${path}`);
  await expect
    .poll(() => page.locator('main h1, [role="dialog"]').first().isVisible(), LIVE)
    .toBe(true);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect.poll(() => page.locator('[aria-busy="true"], .animate-spin').count(), LIVE).toBe(0);
  const english = await page.evaluate<string[]>(LEFTOVER_ENGLISH);
  for (const text of english) leftovers.push(`${label}: ${text}`);
}

const PUBLIC_PAGES = [
  '/',
  '/marketplace',
  '/offers',
  '/collection-hubs',
  '/community',
  '/help-center',
  '/privacy-policy',
  '/contact-us',
  '/become-collection-hub',
  '/no-such-page',
];
const MEMBER_PAGES = [
  '/',
  '/marketplace',
  '/offers',
  '/profile',
  '/profile?tab=donations',
  '/profile?tab=requests',
  '/profile?tab=impact',
  '/donate',
  '/admin',
];

describe('Arabic pages', () => {
  // Forty-seven pages, one after another: on two cores shared with another test file they take
  // longer than a journey's usual budget (vitest.config.ts), so this one has twice as long.
  it('leave no English on any route, signed out, as a member, a business and staff', async () => {
    const visitor = await arabicContext();
    const page = await visitor.newPage();
    for (const path of PUBLIC_PAGES) await scan(page, path, `visitor ${path}`);
    await scan(page, '/auth', 'visitor /auth');
    await scan(page, '/auth?tab=signup', 'visitor /auth?tab=signup');
    await page.getByRole('button', { name: 'ارفع صورة' }).click();
    await scan(page, '', 'visitor sign-up uploader');
    await screenshot(page, 'arabic-sign-up-uploader');
    await visitor.close();

    for (const [who, username, paths] of [
      ['member', 'omar.haddad', MEMBER_PAGES],
      ['business', 'zaatar.grill', [...MEMBER_PAGES, '/collection-hubs', '/community', '/surplus']],
      ['moderator', 'noor.moderator', STAFF_ROUTES],
      ['analyst', 'rashid.analyst', STAFF_ROUTES],
    ] as const) {
      const context = await arabicContext(username);
      const signedIn = await context.newPage();
      for (const path of paths) await scan(signedIn, path, `${who} ${path}`);
      if (who === 'moderator') {
        await signedIn.goto(`${journey.baseUrl}/admin/donations`);
        const history = signedIn.locator('a[href^="/admin/donations/"]').first();
        await expect.poll(() => history.isVisible(), LIVE).toBe(true);
        await history.click();
        await scan(signedIn, '', `${who} /admin/donations/:id`);
        await screenshot(signedIn, 'arabic-donation-history');
      }
      await context.close();
    }

    expect(leftovers).toEqual([]);
  }, 180_000);
});
