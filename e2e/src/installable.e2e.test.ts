import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arCommon from '../../client/src/i18n/locales/ar/common';
import enCommon from '../../client/src/i18n/locales/en/common';
import { API_CACHE } from '../../client/src/service-worker/offline-policy';
import { preparePage, words } from './a11y';
import {
  CHROMIUM,
  CLIENT_DIST,
  DESKTOP,
  type Journey,
  LIVE,
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

/** Resolves once the service worker controls the page (its precache installed). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await expect
    .poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), LIVE)
    .toBe(true);
}

/** Whether the worker keeps the answer of a list searched for `search` (what offline shows). */
function keptSearch(page: Page, search: string): Promise<boolean> {
  return page.evaluate(`caches
    .open(${JSON.stringify(API_CACHE)})
    .then((kept) => kept.keys())
    .then((requests) => requests.some((request) =>
      new URL(request.url).searchParams.get('search') === ${JSON.stringify(search)}))`);
}

/** Chromium's own installability check (what its "Install app" menu item asks). */
async function installabilityErrors(context: BrowserContext, page: Page): Promise<unknown[]> {
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  await cdp.detach();
  return installabilityErrors;
}

async function appManifest(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const answer = await cdp.send('Page.getAppManifest');
  await cdp.detach();
  return { url: answer.url, errors: answer.errors, data: JSON.parse(answer.data ?? '{}') };
}

describe('the installable app (docs/product.md §19)', () => {
  it('passes Chromium’s installability check, with the manifest of the language on screen', async () => {
    for (const language of ['en', 'ar'] as const) {
      // A profile on disk: Chromium installs nothing from an incognito context.
      const profile = await mkdtemp(join(tmpdir(), 'foodshare-install-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM,
        args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
        viewport: PHONE,
        locale: language === 'ar' ? 'ar-AE' : 'en-AE',
      });
      const page = context.pages()[0] ?? (await context.newPage());
      await preparePage(page, language);
      await page.goto(`${journey.baseUrl}/`);
      await controlledByServiceWorker(page);
      await expect.poll(() => installabilityErrors(context, page), LIVE).toEqual([]);
      const manifest = await appManifest(context, page);
      expect(manifest.errors).toEqual([]);
      expect(manifest.data).toMatchObject(
        language === 'ar'
          ? { lang: 'ar', dir: 'rtl', name: arCommon.productName, display: 'standalone' }
          : { lang: 'en', dir: 'ltr', name: enCommon.productName, display: 'standalone' },
      );
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  it('asks nothing that answers 401 for a visitor, and serves robots.txt as text', async () => {
    const context = await journey.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const refused: string[] = [];
    const askedForUser: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(response.url());
    });
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/user') askedForUser.push(request.url());
    });
    for (const path of ['/', '/marketplace', '/offers']) {
      await page.goto(`${journey.baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
    }
    expect(refused).toEqual([]);
    expect(askedForUser).toEqual([]);
    // The API itself still answers a visitor's question with 401, as its contract says.
    expect((await context.request.get(`${journey.baseUrl}/api/user`)).status()).toBe(401);

    const robots = await context.request.get(`${journey.baseUrl}/robots.txt`);
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(/^User-agent: \*/m);
    // The files whose names never change are always revalidated: a release is found at once.
    for (const [path, type] of [
      ['/sw.js', /javascript/],
      ['/manifest.webmanifest', /^application\/manifest\+json/],
      ['/manifest-ar.webmanifest', /^application\/manifest\+json/],
      ['/robots.txt', /^text\/plain/],
    ] as const) {
      const answer = await context.request.get(`${journey.baseUrl}${path}`);
      expect(answer.headers()['cache-control'], path).toBe('no-cache');
      expect(answer.headers()['content-type'], path).toMatch(type);
    }
    await context.close();
  });

  it('opens the shell and the last-seen pages offline, with a banner, and refuses a write with a message', async () => {
    const donor = await signedInContext(journey, { firstName: 'Huda', lastName: 'Saeed' });
    const title = `Lentil soup ${unique('')}`;
    await postListed(journey, donor, { title });

    const taker = await signedInContext(journey, { firstName: 'Omar' }, PHONE);
    const page = await taker.newPage();
    await page.goto(`${journey.baseUrl}/`);
    await controlledByServiceWorker(page);
    // Online, the taker looks at the list and the item: the pages they will see offline.
    await page.goto(`${journey.baseUrl}/marketplace`);
    const en = words('en');
    await page.getByLabel(en.search).fill(title);
    await expect.poll(() => page.getByRole('button', { name: title }).isVisible(), LIVE).toBe(true);
    // The card shows before the search is asked (the newest list holds it): the searched list is
    // last seen only once its answer is kept, which a busy machine may not have done yet.
    await expect.poll(() => keptSearch(page, title), LIVE).toBe(true);
    await page.getByRole('button', { name: title }).click();
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.getByRole('button', { name: en.requestItem }).isVisible())
      .toBe(true);
    await page.keyboard.press('Escape');

    await taker.setOffline(true);
    const banner = page.getByTestId('offline-banner');
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.textContent()).toContain(enCommon.offline.title);

    // A reload offline: the shell from the worker, the list as last seen.
    await page.reload();
    await expect.poll(() => banner.isVisible(), LIVE).toBe(true);
    await page.getByLabel(en.search).fill(title);
    await expect.poll(() => page.getByRole('button', { name: title }).isVisible(), LIVE).toBe(true);
    await screenshot(page, 'offline-marketplace-phone');

    // A write offline is refused with a message, and nothing reaches the server.
    await page.getByRole('button', { name: title }).click();
    // Offline, the dialog draws its request button once the page's reads have fallen back to
    // what the worker kept.
    await expect
      .poll(() => dialog.getByRole('button', { name: en.requestItem }).isVisible(), LIVE)
      .toBe(true);
    await dialog.getByRole('button', { name: en.requestItem }).click();
    await expect
      .poll(() => page.getByText(enCommon.errors.offline).first().isVisible(), LIVE)
      .toBe(true);
    await screenshot(page, 'offline-write-refused-phone');

    // The home page, seen before, opens offline too.
    await page.goto(`${journey.baseUrl}/`);
    await expect.poll(() => banner.isVisible(), LIVE).toBe(true);
    await expect.poll(() => page.locator('h1').first().isVisible(), LIVE).toBe(true);

    await taker.setOffline(false);
    await expect.poll(() => banner.count()).toBe(0);
    const requests = (await (
      await taker.request.get(`${journey.baseUrl}/api/my-requests`)
    ).json()) as unknown[];
    expect(requests).toEqual([]);
    await Promise.all([donor.close(), taker.close()]);
  });

  it('announces a new version, and "Reload for the new version" brings it in', async () => {
    // A copy of the build of its own, whose worker this test changes as a release would.
    const dist = await mkdtemp(join(tmpdir(), 'foodshare-release-'));
    await cp(CLIENT_DIST, dist, { recursive: true });
    const release = await startJourney({ clientDist: dist });
    try {
      const context = await release.browser.newContext({ viewport: PHONE });
      const page = await context.newPage();
      await page.goto(`${release.baseUrl}/`);
      await controlledByServiceWorker(page);
      const reload = page.getByRole('button', { name: enCommon.update.reload });
      expect(await reload.count()).toBe(0);

      await appendFile(join(dist, 'sw.js'), '\n// the next release\n');
      await page.evaluate('navigator.serviceWorker.getRegistration().then((r) => r.update())');
      await expect.poll(() => reload.isVisible(), LIVE).toBe(true);
      expect(await page.getByText(enCommon.update.available).isVisible()).toBe(true);
      await screenshot(page, 'update-waiting-phone');

      await reload.click();
      // The page reloads under the new worker, and nothing is waiting any more.
      await expect
        .poll(
          () => page.evaluate('navigator.serviceWorker.getRegistration().then((r) => !r.waiting)'),
          LIVE,
        )
        .toBe(true);
      await expect.poll(() => page.locator('h1').first().isVisible(), LIVE).toBe(true);
      expect(await reload.count()).toBe(0);
      await context.close();
    } finally {
      await release.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});
