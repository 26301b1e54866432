import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arRules from '../../client/src/i18n/locales/ar/rules';
import enRules from '../../client/src/i18n/locales/en/rules';
import { contextFor, type Language, preparePage, settled } from './a11y';
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

const WORDS = { en: enRules, ar: arRules } as const;

/** The demo's past donations a fridge of one day at most would have rejected (standalone seed). */
const CHILLED = ['Lamb ouzi trays, cooked yesterday', 'Chicken shawarma platters from Friday'];

/** A context signed in as the demo's moderator, reading the app in `language`. */
async function moderatorPage(language: Language, viewport = DESKTOP): Promise<Page> {
  const context: BrowserContext = await contextFor(journey.browser, language, viewport);
  const response = await context.request.post(`${journey.baseUrl}/api/login`, {
    data: { username: 'noor.moderator' },
  });
  expect(response.status()).toBe(200);
  const page = await context.newPage();
  await preparePage(page, language);
  return page;
}

async function runFridgeExample(page: Page, language: Language): Promise<void> {
  const words = WORDS[language];
  await page.goto(`${journey.baseUrl}/admin/rules`);
  await settled(page);
  await page.getByRole('button', { name: words.form.exampleFridge }).click();
  await page.getByRole('button', { name: words.form.run }).click();
  await expect
    .poll(() => page.getByRole('heading', { name: words.outcome.changedTitle }).isVisible(), LIVE)
    .toBe(true);
}

describe('the safety rules’ what-if', () => {
  it('a moderator tightens the chilled threshold and reads which demo donations would change', async () => {
    const page = await moderatorPage('en');
    await page.goto(`${journey.baseUrl}/admin`);
    await settled(page);
    await page.getByRole('link', { name: enRules.title }).first().click();
    await settled(page);
    const fridge = page.getByLabel(enRules.parameters.cookedChilledMaxDays);
    expect(await fridge.inputValue()).toBe('3');
    await fridge.fill('1');
    await page.getByRole('button', { name: enRules.form.run }).click();
    const changed = page.getByRole('heading', { name: enRules.outcome.changedTitle });
    await expect.poll(() => changed.isVisible(), LIVE).toBe(true);
    for (const title of CHILLED)
      await expect.poll(() => page.getByRole('link', { name: title }).isVisible()).toBe(true);
    // Review → reject, twice, in the verdict table.
    const rejectColumn = page
      .getByRole('row', { name: /^review/ })
      .getByRole('cell')
      .nth(2);
    expect(await rejectColumn.textContent()).toBe('2');
    await screenshot(page, 'rules-outcome-en-1440');

    // The donation's history shows the version its verdict was recorded under, rule by rule.
    await page.getByRole('link', { name: CHILLED[0] }).click();
    await settled(page);
    await expect
      .poll(() => page.getByRole('heading', { name: enRules.comparison.title }).isVisible(), LIVE)
      .toBe(true);
    await page.getByRole('heading', { name: enRules.comparison.title }).scrollIntoViewIfNeeded();
    await screenshot(page, 'rules-history-comparison-en');

    // A threshold out of range is refused in the form, naming what to give.
    await page.goto(`${journey.baseUrl}/admin/rules`);
    await settled(page);
    await page.getByLabel(enRules.parameters.cookedRoomTemperatureMaxHours).fill('9');
    await page.getByRole('button', { name: enRules.form.run }).click();
    await expect
      .poll(() =>
        page
          .getByText('Give the room-temperature limit as a whole number of hours from 1 to 4')
          .isVisible(),
      )
      .toBe(true);
    await page.context().close();
  });

  it.each([
    ['en', DESKTOP, '1440'],
    ['en', PHONE, '390'],
    ['ar', DESKTOP, '1440'],
    ['ar', PHONE, '390'],
  ] as const)('in %s at %s, the outcome reads whole', async (language, viewport, width) => {
    const page = await moderatorPage(language, viewport);
    await runFridgeExample(page, language);
    await screenshot(page, `rules-${language}-${width}`);
    await page.screenshot({
      path: join(SCREENSHOT_DIR, `rules-${language}-${width}-full.png`),
      fullPage: true,
    });
    // Nothing wider than the screen: the tables scroll inside their cards.
    const overflow = await page.evaluate(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    );
    expect(Number(overflow)).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
