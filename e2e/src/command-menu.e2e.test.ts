import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arTools from '../../client/src/i18n/locales/ar/tools';
import enAdmin from '../../client/src/i18n/locales/en/admin';
import enCommon from '../../client/src/i18n/locales/en/common';
import enTools from '../../client/src/i18n/locales/en/tools';
import {
  contextFor,
  expectFocusShown,
  hasFocus,
  LANGUAGES,
  preparePage,
  settled,
  tabTo,
} from './a11y';
import {
  DESKTOP,
  type Journey,
  LIVE,
  PHONE,
  SCREENSHOT_DIR,
  screenshot,
  startDemoJourney,
} from './harness';

let journey: Journey;
beforeAll(async () => {
  journey = await startDemoJourney();
});
afterAll(() => journey?.close());

const MENU = { en: enTools.menu, ar: arTools.menu };

interface Queued {
  itemId: string;
  title: string;
  kind: string;
}

async function queueOf(page: Page): Promise<Queued[]> {
  const answer = await page.context().request.get(`${journey.baseUrl}/api/moderation/queue`);
  return (await answer.json()) as Queued[];
}

async function moderatorPage(language: 'en' | 'ar' = 'en', viewport = DESKTOP): Promise<Page> {
  const context = await contextFor(journey.browser, language, viewport);
  const response = await context.request.post(`${journey.baseUrl}/api/login`, {
    data: { username: 'noor.moderator' },
  });
  expect(response.status()).toBe(200);
  const page = await context.newPage();
  await preparePage(page, language);
  return page;
}

/**
 * Opens the command menu with the keyboard, types `text`, waits for the chosen match to show
 * `shows` and takes it with Enter.
 */
async function command(page: Page, text: string, shows = text): Promise<void> {
  await page.keyboard.press('Control+k');
  const menu = page.getByRole('dialog', { name: enTools.menu.title });
  await expect.poll(() => menu.isVisible(), LIVE).toBe(true);
  const input = menu.getByRole('combobox');
  await expect.poll(() => hasFocus(input), LIVE).toBe(true);
  await expectFocusShown(page);
  await page.keyboard.type(text);
  await expect
    .poll(() => menu.locator('[cmdk-item][data-selected="true"]').textContent(), LIVE)
    .toContain(shows);
  await page.keyboard.press('Enter');
  await expect.poll(() => menu.count(), LIVE).toBe(0);
}

describe('the staff command menu', () => {
  it('noor.moderator goes to the next flagged donation and approves it with the keyboard alone, then moves on with a single key', async () => {
    const page = await moderatorPage();
    await page.goto(`${journey.baseUrl}/admin/queue`);
    await settled(page);
    const queue = await queueOf(page);
    const [first, second] = queue;
    if (first?.kind !== 'flagged' || !second)
      throw new Error('the demo has no two flagged donations');

    await command(page, 'Go to the next item');
    await expect.poll(() => page.url(), LIVE).toContain(`/admin/donations/${first.itemId}`);
    await settled(page);

    await command(page, 'Approve this donation');
    const reason = page.getByRole('dialog', {
      name: enAdmin.moderation.approveTitle.replace('“{{title}}”', `“${first.title}”`),
    });
    await expect.poll(() => reason.isVisible(), LIVE).toBe(true);
    await page.keyboard.type('Checked the photo: sealed and fresh.');
    await tabTo(page, reason.getByRole('button', { name: enAdmin.moderation.approveConfirm }));
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByText(enCommon.toast.donationApproved).first().isVisible(), LIVE)
      .toBe(true);
    await expect
      .poll(async () => (await queueOf(page)).some((entry) => entry.itemId === first.itemId), LIVE)
      .toBe(false);

    // A single key on the case page: n goes on to the next in the queue; ? lists the keys.
    await page.locator('main h1').click();
    await page.keyboard.press('n');
    await expect.poll(() => page.url(), LIVE).toContain(`/admin/donations/${second.itemId}`);
    await settled(page);
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: enTools.shortcuts.title });
    await expect.poll(() => help.isVisible(), LIVE).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => help.count(), LIVE).toBe(0);
    await page.context().close();
  });

  it('finds an item by its id and opens its history', async () => {
    const page = await moderatorPage();
    await page.goto(`${journey.baseUrl}/admin`);
    await settled(page);
    const [entry] = await queueOf(page);
    if (!entry) throw new Error('the queue is empty');
    await command(page, entry.itemId, entry.title);
    await expect.poll(() => page.url(), LIVE).toContain(`/admin/donations/${entry.itemId}`);
    await page.context().close();
  });

  it.each(LANGUAGES)(
    'is pictured with the metrics page at 1440 and 390 pixels in %s',
    async (language) => {
      for (const [size, viewport] of [
        ['1440', DESKTOP],
        ['390', PHONE],
      ] as const) {
        const page = await moderatorPage(language, viewport);
        await page.goto(`${journey.baseUrl}/admin/metrics`);
        await settled(page);
        await expect
          .poll(() => page.locator('svg.recharts-surface').count(), LIVE)
          .toBeGreaterThan(0);
        await screenshot(page, `metrics-${language}-${size}`);
        await page.screenshot({
          path: join(SCREENSHOT_DIR, `metrics-${language}-${size}-full.png`),
          fullPage: true,
        });
        await page.goto(`${journey.baseUrl}/admin/queue`);
        await settled(page);
        await page.keyboard.press('Control+k');
        const menu = page.getByRole('dialog', { name: MENU[language].title });
        await expect.poll(() => menu.isVisible(), LIVE).toBe(true);
        await screenshot(page, `command-menu-${language}-${size}`);
        await page.keyboard.press('Escape');
        await page.keyboard.press('?');
        await expect.poll(() => page.getByRole('dialog').isVisible(), LIVE).toBe(true);
        await screenshot(page, `shortcuts-${language}-${size}`);
        await page.context().close();
      }
    },
  );
});
