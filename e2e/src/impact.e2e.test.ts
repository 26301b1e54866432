import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, type Journey, LIVE, screenshot, startJourney } from './harness';

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney({ demo: 'all' });
});
afterAll(() => journey?.close());

async function signedInAs(username: string): Promise<BrowserContext> {
  const context = await journey.browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
  const response = await context.request.post(`${journey.baseUrl}/api/login`, {
    data: { username },
  });
  expect(response.status()).toBe(200);
  return context;
}

/** Clicks a download link and answers the file's text. */
async function download(page: Page, name: string): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ]);
  const path = await file.path();
  return readFile(path, 'utf8');
}

const figureOf = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd')
    .first();

describe('impact', () => {
  it('an analyst sees the demo figures, compares v2, rebuilds it to 100% and downloads the CSV', async () => {
    const context = await signedInAs('rashid.analyst');
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/admin/impact`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Impact', level: 1 }).isVisible(), LIVE)
      .toBe(true);
    // The demo's handovers carry weights: the figures are not zero.
    await expect
      .poll(async () => figureOf(page, 'Food rescued').textContent(), LIVE)
      .toMatch(/^[1-9][\d,.]* kg$/);
    expect(await figureOf(page, 'CO2e avoided').textContent()).toMatch(/^[1-9][\d,.]* kg$/);
    await expect.poll(() => page.locator('.recharts-surface').count(), LIVE).toBeGreaterThan(0);
    await screenshot(page, 'impact-admin-v1');

    await page.getByLabel('Methodology').selectOption('v2');
    // The filters live in the address: the box shows ticked once the address says so.
    const compare = page.getByLabel('Compare with v1');
    await compare.click();
    await expect.poll(() => compare.isChecked(), LIVE).toBe(true);
    const co2eDetail = page
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: 'CO2e avoided' }) })
      .locator('dd')
      .nth(1);
    await expect.poll(() => co2eDetail.textContent(), LIVE).toMatch(/ kg with v1$/);

    await page.getByRole('button', { name: 'Rebuild v2' }).click();
    const bar = page.getByRole('progressbar', { name: 'Rebuild of v2' });
    await expect.poll(() => bar.getAttribute('aria-valuenow'), LIVE).toBe('100');
    await expect.poll(() => page.getByText(/Rebuilt v2: 100%/).isVisible(), LIVE).toBe(true);
    expect(await figureOf(page, 'Food rescued').textContent()).toMatch(/^[1-9][\d,.]* kg$/);
    await page.setViewportSize({ width: 1440, height: 1800 });
    await screenshot(page, 'impact-admin-v2-rebuilt');

    const csv = await download(page, 'Download CSV');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = csv.slice(1).trim().split('\r\n');
    expect(header?.startsWith('methodology,as_of,from,to,group_by,group,label,kg_rescued')).toBe(
      true,
    );
    expect(rows.at(-1)).toMatch(/^v2,.*,total,Total,[1-9]/);
    await context.close();
  });

  it('a restaurant opens its Impact tab and downloads its ESG statement', async () => {
    const context = await signedInAs('zaatar.grill');
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/profile`);
    await page.getByRole('tab', { name: 'Impact' }).click();
    await expect
      .poll(async () => figureOf(page, 'Food rescued').textContent(), LIVE)
      .toMatch(/^[1-9][\d,.]* kg$/);
    await expect
      .poll(() => page.getByRole('table', { name: 'Your impact by month' }).isVisible(), LIVE)
      .toBe(true);
    await screenshot(page, 'impact-profile-tab');
    const statement = await download(page, 'Download ESG statement');
    expect(statement.charCodeAt(0)).toBe(0xfeff);
    expect(statement).toContain(',total,Total,');
    await context.close();
  });
});
