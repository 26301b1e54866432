import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDemoTestApp, type DemoSeed } from '@foodshare/standalone/testing/demo-template';
import { safeDonation } from '@foodshare/standalone/testing/donations';
import { createTestApp, type TestApp } from '@foodshare/standalone/testing/test-app';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, vi } from 'vitest';

export const CLIENT_DIST = fileURLToPath(new URL('../../client/dist', import.meta.url));
export const CHROMIUM = '/usr/bin/chromium';
/** Screenshots of every journey step, to look at (not committed). */
export const SCREENSHOT_DIR = join(tmpdir(), 'foodshare-e2e');

export interface Journey {
  readonly app: TestApp;
  readonly baseUrl: string;
  readonly browser: Browser;
  close(): Promise<void>;
}

/**
 * The real app (built client, every service, its own database) and a headless Chromium; with
 * `demo`, on the demo's data (standalone/src/testing/demo-template.ts); with `pushServiceHosts`,
 * sending push to a push service on loopback.
 */
export async function startJourney(
  options: {
    demo?: DemoSeed;
    mapTileUrl?: string | null;
    clientDist?: string;
    pushServiceHosts?: readonly string[];
  } = {},
): Promise<Journey> {
  if (!existsSync(join(CLIENT_DIST, 'index.html'))) {
    throw new Error('The client is not built: run `npm run build` first (npm test does it).');
  }
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium is missing at ${CHROMIUM}: install Debian's chromium package.`);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const { demo, clientDist = CLIENT_DIST, ...appOptions } = options;
  const [app, browser] = await Promise.all([
    demo
      ? createDemoTestApp(demo, { clientDist, ...appOptions })
      : createTestApp({ clientDist, ...appOptions }),
    workerBrowser(),
  ]);
  const baseUrl = (await app.listen()).replace('127.0.0.1', 'localhost');
  return {
    app,
    baseUrl,
    browser,
    async close() {
      // The contexts are the journey's; the browser stays for the worker's next journey.
      await Promise.all(browser.contexts().map((context) => context.close()));
      await app.close();
    },
  };
}

let launched: Promise<Browser> | undefined;

/**
 * One Chromium for the journeys a worker runs one after another (it keeps its modules from file
 * to file: vitest.config.ts); it ends with the worker. Each journey's people still get contexts
 * of their own, with their own cookies, storage and cache.
 */
async function workerBrowser(): Promise<Browser> {
  const browser = await launched;
  if (browser?.isConnected()) return browser;
  launched = chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  return launched;
}

/**
 * Until the app has drawn the page: a prerendered page (docs/decisions/0031) is replaced by the
 * app's own once, so a step that holds on to one of its elements waits for that first.
 */
export async function appDrawn(page: Page): Promise<void> {
  await expect.poll(() => page.locator('[data-prerendered]').count()).toBe(0);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}

/** Every page of the staff area (client/src/app/router.tsx). */
export const STAFF_ROUTES = [
  '/admin',
  '/admin/queue',
  '/admin/appeals',
  '/admin/donations',
  '/admin/hub-applications',
  '/admin/messages',
  '/admin/impact',
  '/admin/rules',
  '/admin/metrics',
  '/admin/allocation',
  '/admin/audit',
] as const;

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };
/** Live updates cross a projection, a stream and a refetch: generous, never a bound under test. */
export const LIVE = { timeout: 20_000 };

export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** A browser context signed in as a new account (the session cookie is the context's). */
export async function signedInContext(
  journey: Journey,
  account: Record<string, unknown> = {},
  viewport = DESKTOP,
): Promise<BrowserContext> {
  const context = await journey.browser.newContext({ viewport });
  const response = await context.request.post(`${journey.baseUrl}/api/register`, {
    data: {
      username: unique('member'),
      firstName: 'Layla',
      lastName: 'Nasser',
      role: 'individual',
      profileVisibility: true,
      ...account,
    },
  });
  if (response.status() !== 201)
    throw new Error(`Sign-up failed: ${response.status()} ${await response.text()}`);
  return context;
}

/** A journey on the demo's data, with its staff accounts (noor.moderator, rashid.analyst). */
export function startDemoJourney(): Promise<Journey> {
  return startJourney({ demo: 'without-hubs' });
}

/**
 * Posts a safe donation through the API and waits for the automated safety check to list it.
 * Waits with vi.waitFor, so it serves in beforeAll as well as in a test.
 */
export async function postListed(
  journey: Journey,
  context: BrowserContext,
  overrides: Record<string, unknown>,
): Promise<string> {
  const response = await context.request.post(`${journey.baseUrl}/api/food-items`, {
    data: safeDonation(overrides),
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await vi.waitFor(async () => {
    const mine = (await (
      await context.request.get(`${journey.baseUrl}/api/my-donations`)
    ).json()) as { id: string; reviewStatus: string }[];
    expect(mine.find((item) => item.id === id)?.reviewStatus).toBe('approved');
  }, LIVE);
  return id;
}
