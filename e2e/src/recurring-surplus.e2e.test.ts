import { safeDonation } from '@foodshare/standalone/testing/donations';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  type Journey,
  LIVE,
  PHONE,
  screenshot,
  signedInContext,
  startJourney,
  unique,
} from './harness';

/** Journey 2 of docs/product.md §21: a bakery's template fires, one tap posts the listing. */

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

/** A reminder comes at the start of the next minute: the wait spans it, never bounds it. */
const AT_ITS_TIME = { timeout: 120_000, interval: 1_000 };

async function visible(locator: Locator, options = LIVE): Promise<void> {
  await expect.poll(() => locator.isVisible(), options).toBe(true);
}

async function bothWaysRound(page: Page, part: Locator, name: string): Promise<void> {
  for (const language of ['en', 'ar'] as const) {
    await page.evaluate(`localStorage.setItem('foodshare.language', '${language}')`);
    await page.reload();
    await visible(part);
    for (const [width, viewport] of [
      ['1440', DESKTOP],
      ['390', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await part.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await screenshot(page, `${name}-${language}-${width}`);
    }
  }
  await page.evaluate("localStorage.setItem('foodshare.language', 'en')");
  await page.setViewportSize(DESKTOP);
  await page.reload();
}

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/**
 * Today's weekday and the next minute, in the UAE: the template's time comes within a minute, its
 * pickup window from then to an hour and a half later or the day's last minute. A template's
 * window lies within one UAE day, so in the day's last three minutes this waits for the next.
 */
async function nextMinute() {
  const uaeNow = () => new Date(Date.now() + 4 * 3_600_000);
  const minutesOf = (at: Date) => at.getUTCHours() * 60 + at.getUTCMinutes();
  const lastStart = 23 * 60 + 56;
  if (minutesOf(uaeNow()) + 1 > lastStart) {
    const untilNextDay = ((24 * 60 - minutesOf(uaeNow())) * 60 - uaeNow().getUTCSeconds()) * 1000;
    await new Promise((resolve) => setTimeout(resolve, untilNextDay + 1_000));
  }
  const uae = new Date(uaeNow().getTime() + 60_000);
  const minutes = minutesOf(uae);
  const hhmm = (total: number) =>
    `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  return {
    days: [WEEKDAYS[uae.getUTCDay()] ?? 'sun'],
    time: hhmm(minutes),
    pickupFrom: hhmm(minutes),
    pickupUntil: hhmm(Math.min(minutes + 90, 23 * 60 + 59)),
  };
}

describe('recurring surplus', () => {
  it("a bakery's template fires, one tap confirms the day, and the listing appears", async () => {
    const bakery = await signedInContext(journey, {
      username: unique('bakery'),
      role: 'restaurant',
      businessName: 'Golden Crust Bakery',
    });
    const title = `Evening bread basket ${unique('')}`;
    const { imageUrl, ...listing } = safeDonation({
      title,
      category: 'bakery_items',
      foodType: 'baked_goods',
      foodSource: 'restaurant',
      storageMethod: 'room_temperature',
      quantity: '10 loaves',
      weightKg: 5,
    });
    const page = await bakery.newPage();
    await page.goto(`${journey.baseUrl}/surplus`);
    // The form to make one, as a business sees it.
    await page.getByRole('button', { name: 'New template' }).click();
    const form = page.getByRole('form', { name: 'New recurring template' });
    await visible(form);
    await screenshot(page, '80-surplus-new-template-en-1440');
    await page.getByRole('button', { name: 'Cancel' }).click();

    const created = await bakery.request.post(`${journey.baseUrl}/api/surplus-templates`, {
      data: {
        name: 'Evening bread',
        listing: { ...listing, imageUrl },
        schedule: await nextMinute(),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const card = page.getByTestId('surplus-template');
    await page.reload();
    await visible(card.getByRole('heading', { name: 'Evening bread', exact: true }));
    await bothWaysRound(page, card, '81-surplus-templates');

    // At its time the bakery is told: the bell's notification opens the day's confirmation.
    const bell = page.getByRole('button', { name: /^Notifications,/ });
    await expect
      .poll(async () => (await bell.getAttribute('aria-label')) ?? '', AT_ITS_TIME)
      .toMatch(/[1-9] unread/);
    await bell.click();
    const reminder = page.getByRole('menuitem', { name: /Time to post your surplus/ });
    await visible(reminder);
    await screenshot(page, '82-surplus-reminder-en-1440');
    await reminder.click();
    const confirm = page.getByTestId('confirm-day');
    await visible(confirm);
    await bothWaysRound(page, confirm, '83-surplus-confirm-day');

    // One tap: confirmed and posted, then listed once the safety check passes it.
    await page.getByRole('button', { name: 'Confirm and post' }).click();
    await visible(page.getByText('Posted: the safety check runs now').first());
    await expect.poll(() => confirm.count(), LIVE).toBe(0);
    await page.goto(`${journey.baseUrl}/marketplace`);
    await page.getByLabel('Search').fill(title);
    await visible(page.getByRole('button', { name: title }));
    await screenshot(page, '84-surplus-listed-en-1440');
    await bakery.close();
    // Up to three minutes more at the end of a UAE day (nextMinute).
  }, 300_000);
});
