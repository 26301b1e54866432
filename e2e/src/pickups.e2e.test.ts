import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arFood from '../../client/src/i18n/locales/ar/food';
import arProfile from '../../client/src/i18n/locales/ar/profile';
import enFood from '../../client/src/i18n/locales/en/food';
import enProfile from '../../client/src/i18n/locales/en/profile';
import { memberIn, pageIn } from './a11y';
import {
  DESKTOP,
  type Journey,
  LIVE,
  PHONE,
  postListed,
  screenshot,
  startJourney,
  unique,
} from './harness';

/**
 * docs/product.md §10, journey 2 of the pickup windows: the window closes on a reservation
 * nobody collected, the donor marks that the taker did not come, and the next donor the taker
 * asks sees their missed pickup on the request.
 */

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

const PROFILE = { en: enProfile, ar: arProfile } as const;
const FOOD = { en: enFood, ar: arFood } as const;

async function request(context: BrowserContext, foodItemId: string): Promise<string> {
  const response = await context.request.post(`${journey.baseUrl}/api/food-requests`, {
    data: { foodItemId },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function looked(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

describe('the window closes: the donor marks a no-show, and the next donor sees the count', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`in ${language}`, async () => {
      const words = PROFILE[language].noShow;
      const donor = await memberIn(journey, 'Salem', language);
      const taker = await memberIn(journey, 'Huda', language);
      const title = `Tonight's bread ${unique('')}`;
      const closesAt = Date.now() + 12_000;
      const itemId = await postListed(journey, donor, {
        title,
        pickupUntil: new Date(closesAt).toISOString(),
      });

      // The card says when to pick it up, in the page's language.
      const card = await pageIn(taker, language);
      await card.goto(`${journey.baseUrl}/marketplace`);
      await expect
        .poll(() => card.getByText(FOOD[language].format.pickupDay.today).first().isVisible(), LIVE)
        .toBe(true);
      await card.getByText(FOOD[language].format.pickupDay.today).first().scrollIntoViewIfNeeded();
      await looked(card, `pickup-window-card-${language}`);

      const requestId = await request(taker, itemId);
      const accepted = await donor.request.post(
        `${journey.baseUrl}/api/food-items/${itemId}/requests/${requestId}/accept`,
      );
      expect(accepted.status(), await accepted.text()).toBe(200);

      // The window closes uncollected: the donor is asked whether the taker came.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, closesAt - Date.now()) + 500));
      const page = await pageIn(donor, language);
      await page.goto(`${journey.baseUrl}/profile?tab=donations`);
      const didNotCome = page.getByRole('button', { name: new RegExp(words.didNotCome) });
      await expect.poll(() => didNotCome.first().isVisible(), LIVE).toBe(true);
      await page.getByText(words.question).first().scrollIntoViewIfNeeded();
      await looked(page, `no-show-question-${language}`);
      await didNotCome.first().click();
      // Said once: the question goes, and the donor is thanked.
      await expect.poll(() => page.getByText(words.recorded).first().isVisible(), LIVE).toBe(true);
      await expect.poll(() => didNotCome.count(), LIVE).toBe(0);

      // The next donor sees the taker's missed pickup on their request.
      const next = await memberIn(journey, 'Mariam', language);
      const nextItem = await postListed(journey, next, { title: `Dates ${unique('')}` });
      await request(taker, nextItem);
      const nextPage = await pageIn(next, language);
      await nextPage.goto(`${journey.baseUrl}/profile?tab=donations`);
      const count = nextPage.getByText(words.count_one.replace('{{count}}', '1'));
      const shown = language === 'ar' ? nextPage.getByText(words.count_one) : count;
      await expect.poll(() => shown.first().isVisible(), LIVE).toBe(true);
      await shown.first().scrollIntoViewIfNeeded();
      await looked(nextPage, `no-show-count-${language}`);
      for (const context of [donor, taker, next]) await context.close();
    }, 120_000);
  }
});
