import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DESKTOP,
  type Journey,
  LIVE,
  PHONE,
  postListed,
  SCREENSHOT_DIR,
  screenshot,
  startDemoJourney,
} from './harness';

/**
 * The ESG statement in the browser (docs/product.md §13): a restaurant says what became of an
 * expired item and its statement shows it; an analyst downloads the platform's PDF and verifies
 * its id. Screenshots of the new parts at 1440 and 390 px, in English and Arabic.
 */
let journey: Journey;
beforeAll(async () => {
  journey = await startDemoJourney();
}, 120_000);
afterAll(() => journey?.close());

async function signedInAs(
  username: string,
  language: 'en' | 'ar' = 'en',
  viewport = DESKTOP,
): Promise<BrowserContext> {
  const context = await journey.browser.newContext({ viewport, acceptDownloads: true });
  await context.addInitScript(`localStorage.setItem('foodshare.language', '${language}')`);
  const response = await context.request.post(`${journey.baseUrl}/api/login`, {
    data: { username },
  });
  expect(response.status()).toBe(200);
  return context;
}

const statementId = (page: Page) => page.locator('bdi.font-mono').first().textContent();

describe('ESG statement', () => {
  it('a donor records "animal feed" for an expired item, and the business statement shows it', async () => {
    const context = await signedInAs('zaatar.grill');
    const title = `Leftover rice ${Date.now().toString(36)}`;
    const itemId = await postListed(journey, context, {
      title,
      weightKg: 2.75,
      pickupUntil: new Date(Date.now() + 4_000).toISOString(),
    });
    await vi.waitFor(async () => {
      const mine = (await (
        await context.request.get(`${journey.baseUrl}/api/my-donations`)
      ).json()) as { id: string; status: string }[];
      expect(mine.find((item) => item.id === itemId)?.status).toBe('expired');
    }, LIVE);

    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/profile`);
    await page.getByRole('tab', { name: 'My Donations' }).click();
    const row = page.locator('article').filter({ hasText: title });
    await expect.poll(() => row.getByText('What became of it?').isVisible(), LIVE).toBe(true);
    await row.getByLabel('Destination').selectOption('animal_feed');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => row.getByText('Recorded: Animal feed').isVisible(), LIVE).toBe(true);
    await screenshot(page, 'esg-destination-recorded');

    await page.getByRole('tab', { name: 'Impact' }).click();
    const feed = page.getByRole('row', { name: /Animal feed/ });
    await expect.poll(async () => feed.first().textContent(), LIVE).toMatch(/2\.8\s*kg/);
    await page.getByRole('heading', { name: 'ESG statement' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'esg-business-statement-en-1440');
    await context.close();

    for (const [language, viewport, name] of [
      ['ar', DESKTOP, 'esg-business-statement-ar-1440'],
      ['en', PHONE, 'esg-business-statement-en-390'],
      ['ar', PHONE, 'esg-business-statement-ar-390'],
    ] as const) {
      const other = await signedInAs('zaatar.grill', language, viewport);
      const view = await other.newPage();
      await view.goto(`${journey.baseUrl}/profile`);
      await view.getByRole('tab', { name: language === 'ar' ? 'الأثر' : 'Impact' }).click();
      await expect.poll(() => statementId(view), LIVE).toMatch(/^fs-[0-9a-f]{32}$/);
      await view.locator('#statement-verify-id').scrollIntoViewIfNeeded();
      await screenshot(view, name);
      await other.close();
    }
  }, 120_000);

  it('a donor withdraws an uncollected item and records "compost" from My Donations', async () => {
    const context = await signedInAs('zaatar.grill');
    const title = `Bread rolls ${Date.now().toString(36)}`;
    const itemId = await postListed(journey, context, { title, weightKg: 1.5 });
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/profile?tab=donations`);
    const row = page.locator('article').filter({ hasText: title });
    await row.getByRole('button', { name: /Delete/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    // Withdrawn before anyone collected it, it stays here, asking what became of it.
    await expect
      .poll(() => row.getByText('Withdrawn', { exact: true }).isVisible(), LIVE)
      .toBe(true);
    await expect.poll(() => row.getByText('What became of it?').isVisible(), LIVE).toBe(true);
    await row.getByLabel('Destination').selectOption('compost');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => row.getByText('Recorded: Compost').isVisible(), LIVE).toBe(true);
    await context.close();

    for (const [language, name, withdrawn] of [
      ['en', 'esg-withdrawn-en-390', 'Withdrawn'],
      ['ar', 'esg-withdrawn-ar-390', 'مسحوب'],
    ] as const) {
      const other = await signedInAs('zaatar.grill', language, PHONE);
      const view = await other.newPage();
      // The link a notification carries goes straight to the item's row.
      await view.goto(`${journey.baseUrl}/profile?tab=donations#donation-${itemId}`);
      const mine = view.locator('article').filter({ hasText: title });
      await expect
        .poll(() => mine.getByText(withdrawn, { exact: true }).isVisible(), LIVE)
        .toBe(true);
      const inView = async () => {
        const box = await mine.boundingBox();
        return box !== null && box.y >= 0 && box.y < PHONE.height;
      };
      await expect.poll(inView, LIVE).toBe(true);
      await screenshot(view, name);
      await other.close();
    }
  }, 120_000);

  it('rashid.analyst downloads the platform PDF and verifies its id', async () => {
    const context = await signedInAs('rashid.analyst');
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/admin/impact`);
    await expect.poll(() => statementId(page), LIVE).toMatch(/^fs-[0-9a-f]{32}$/);
    const id = (await statementId(page)) ?? '';
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download statement PDF' }).click(),
    ]);
    const path = await file.path();
    const text = execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' });
    expect(text).toContain(id);
    expect(text).toContain('Food redistributed to people');
    // Kept beside the screenshots, to be looked at as pictures.
    await file.saveAs(join(SCREENSHOT_DIR, 'esg-platform-en.pdf'));
    const arabic = await context.request.get(
      `${journey.baseUrl}/api/impact/statement.pdf?scope=platform&lang=ar`,
    );
    expect(arabic.status()).toBe(200);
    await writeFile(join(SCREENSHOT_DIR, 'esg-platform-ar.pdf'), await arabic.body());

    await page.getByLabel('Statement id', { exact: true }).fill(id);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect
      .poll(() => page.getByText('Matches: the log as of its position').isVisible(), LIVE)
      .toBe(true);
    await page.locator('#statement-verify-id').scrollIntoViewIfNeeded();
    await screenshot(page, 'esg-admin-verified-en-1440');
    await context.close();

    for (const [language, viewport, name] of [
      ['ar', DESKTOP, 'esg-admin-statement-ar-1440'],
      ['en', PHONE, 'esg-admin-statement-en-390'],
      ['ar', PHONE, 'esg-admin-statement-ar-390'],
    ] as const) {
      const other = await signedInAs('rashid.analyst', language, viewport);
      const view = await other.newPage();
      await view.goto(`${journey.baseUrl}/admin/impact`);
      await expect.poll(() => statementId(view), LIVE).toMatch(/^fs-[0-9a-f]{32}$/);
      await view.locator('#statement-scope').scrollIntoViewIfNeeded();
      await screenshot(view, name);
      await other.close();
    }
  }, 120_000);
});
