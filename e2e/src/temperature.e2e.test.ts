import { TEMPERATURE_MESSAGES } from '@foodshare/contracts/handover-temperature';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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

/** Journey 3 of docs/product.md §11.3: a handover at 9 °C for chilled food, refused by the taker. */

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

async function visible(locator: Locator): Promise<void> {
  await expect.poll(() => locator.isVisible(), LIVE).toBe(true);
}

async function centre(locator: Locator): Promise<void> {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));
}

/** The donor's row of one item on My Donations. */
const donationRow = (page: Page, title: string) =>
  page
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .first();

/** The page at both widths and in both languages, back in English at 1440 px. */
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
      await centre(part);
      await screenshot(page, `${name}-${language}-${width}`);
    }
  }
  await page.evaluate("localStorage.setItem('foodshare.language', 'en')");
  await page.setViewportSize(DESKTOP);
  await page.reload();
}

async function api(context: BrowserContext, path: string, data?: unknown) {
  const response = await context.request.post(`${journey.baseUrl}${path}`, { data: data ?? {} });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json();
}

describe('temperature at handover', () => {
  it('holds a handover of chilled food at 9 °C, warns the taker, and the taker refuses it', async () => {
    const donor = await signedInContext(journey, {
      username: unique('fridge'),
      role: 'restaurant',
      businessName: 'Cold Kitchen',
    });
    const title = `Chilled hummus tubs ${unique('')}`;
    const itemId = await postListed(journey, donor, {
      title,
      category: 'prepared_meals',
      foodType: 'cooked_meal',
      foodSource: 'restaurant',
      storageMethod: 'refrigerated',
    });
    const taker = await signedInContext(journey, { firstName: 'Omar', lastName: 'Haddad' });
    const { id: requestId } = await api(taker, '/api/food-requests', { foodItemId: itemId });
    await api(donor, `/api/food-items/${itemId}/requests/${requestId}/accept`);

    const takerPage = await taker.newPage();
    await takerPage.goto(`${journey.baseUrl}/profile?tab=requests`);
    const code = takerPage.getByTestId('pickup-code');
    await visible(code);
    const pickupCode = (await code.textContent())?.trim() ?? '';

    // The donor enters the code and the reading: 9 °C is above the chilled limit of 5 °C.
    const donorPage = await donor.newPage();
    await donorPage.goto(`${journey.baseUrl}/profile?tab=donations`);
    const row = donationRow(donorPage, title);
    await visible(row.getByLabel('Temperature (°C)'));
    await visible(row.getByText('Chilled food: 5 °C or below.'));
    await row.getByLabel('Pickup code').fill(pickupCode);
    await row.getByLabel('Temperature (°C)').fill('9');
    await bothWaysRound(
      donorPage,
      donorPage.locator(`#handover-temperature-${itemId}`),
      '70-handover-temperature',
    );
    await row.getByLabel('Pickup code').fill(pickupCode);
    await row.getByLabel('Temperature (°C)').fill('9');
    await row.getByRole('button', { name: 'Confirm handover' }).click();
    await visible(donorPage.getByText(TEMPERATURE_MESSAGES.held).first());
    const waiting = row.getByText('Omar Haddad decides: the food measured 9.0 °C');
    await visible(waiting);

    // The taker sees the warning instead of the code, without reloading.
    const warning = takerPage.getByRole('heading', {
      name: 'Measured at 9.0 °C: outside the safe range',
    });
    await visible(warning);
    expect(await code.count()).toBe(0);
    await bothWaysRound(
      takerPage,
      takerPage.getByTestId('temperature-warning'),
      '71-taker-temperature-warning',
    );

    // The taker refuses: recorded, and the donor decides whether it goes back on the listing.
    await takerPage.getByRole('button', { name: 'Refuse it' }).click();
    await visible(takerPage.getByText('You refused the food: the donor has been told').first());
    await visible(
      takerPage.getByText('You refused it. The donor decides whether it goes back on the listing.'),
    );
    const refused = row.getByText('Omar Haddad refused the food at 9.0 °C');
    await visible(refused);
    await bothWaysRound(
      donorPage,
      donorPage.getByTestId('temperature-hold'),
      '72-donor-refused-handover',
    );

    // Put back on the listing: the item is on offer again, and the history has every step.
    await row.getByRole('button', { name: 'Put back on the listing' }).click();
    await expect
      .poll(async () => {
        const mine = (await (
          await donor.request.get(`${journey.baseUrl}/api/my-donations`)
        ).json()) as { id: string; status: string }[];
        return mine.find((item) => item.id === itemId)?.status;
      }, LIVE)
      .toBe('available');
    const steps = new Set([
      'HandoverHeldForTemperature',
      'HandoverTemperatureDecided',
      'RefusedHandoverSettled',
    ]);
    expect(await journey.app.eventCount(steps)).toBe(3);
    await donor.close();
    await taker.close();
  });
});
