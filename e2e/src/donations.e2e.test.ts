import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Journey, screenshot, startJourney } from './harness';

const PHOTO = fileURLToPath(
  new URL('../../standalone/src/seed/photos/tomatoes.jpg', import.meta.url),
);

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

/** A browser context signed in as a new account (the session cookie is the context's). */
async function signedInContext(
  role = 'individual',
  businessName?: string,
): Promise<BrowserContext> {
  const context = await journey.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const response = await context.request.post(`${journey.baseUrl}/api/register`, {
    data: {
      username: `donor${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      firstName: 'Huda',
      lastName: 'Saeed',
      role,
      businessName,
      profileVisibility: true,
    },
  });
  expect(response.status()).toBe(201);
  return context;
}

/** Picks an option of one of the form's selects, by the field's label and the option's words. */
async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByLabel(field, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills the listing and a truthful, safe questionnaire, every answer given on purpose. */
async function fillDonation(page: Page, title: string): Promise<void> {
  await page.goto(`${journey.baseUrl}/donate`);
  await page.getByLabel('Title').fill(title);
  await choose(page, 'Category *', 'Fresh Produce');
  await page.getByLabel('Quantity').fill('2 crates');
  await page.getByLabel('Pickup location').fill('Al Quoz 3, Dubai');
  await page.getByTestId('donation-photo-upload').setInputFiles(PHOTO);
  await expect
    .poll(() => page.getByText('Photo ready').isVisible(), { timeout: 10_000 })
    .toBe(true);
  await choose(page, 'Food type', 'Fresh produce');
  await choose(page, 'Food source', 'Store-bought');
  await choose(page, 'Prepared or bought', 'Earlier today');
  await choose(page, 'Storage method', 'Refrigerated');
  await page.getByRole('radio', { name: 'Yes', exact: true }).check();
  await page.getByRole('checkbox', { name: 'None', exact: true }).check();
  await choose(page, 'Handling status', 'Untouched');
  await page.getByRole('checkbox', { name: 'No signs of spoilage' }).check();
  await page.locator('#donation-hygienic-handling').click();
  await page.locator('#donation-agreement').click();
}

describe('a donor', () => {
  it('sees no verdict on an empty form, and a category that disagrees with the food type at once', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/donate`);
    const preview = page.getByRole('region', { name: 'Safety check preview' });
    await expect.poll(() => preview.getByText('10 questions left').isVisible()).toBe(true);
    for (const verdict of ['Rejected for safety', 'Passed the safety check']) {
      expect(await preview.getByText(verdict).count()).toBe(0);
    }
    expect(await page.locator('[data-verdict="reject"]').count()).toBe(0);
    await screenshot(page, '10-donate-empty');

    await choose(page, 'Category *', 'Prepared Meals');
    await choose(page, 'Food type', 'Fresh produce');
    const mismatch =
      'The category Prepared Meals does not match the food type Fresh produce: Prepared Meals take Cooked meal. Change the category or the food type.';
    await expect.poll(() => page.getByText(mismatch).count()).toBe(2);
    expect(await page.getByLabel('Food type', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    await page.getByText(mismatch).last().scrollIntoViewIfNeeded();
    await screenshot(page, '10-donate-mismatch');
    await choose(page, 'Food type', 'Cooked meal');
    await expect.poll(() => page.getByText(mismatch).count()).toBe(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await choose(page, 'Food type', 'Baked goods');
    await page
      .getByText(/does not match the food type Baked goods/)
      .first()
      .scrollIntoViewIfNeeded();
    await screenshot(page, '10-donate-mismatch-phone');
    await context.close();
  });

  it('posts a safe donation with a photo and finds it on /marketplace at once', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    const title = `Fresh tomatoes ${Date.now().toString(36)}`;
    await fillDonation(page, title);
    await expect
      .poll(() => page.getByText('Passed the safety check').first().isVisible())
      .toBe(true);
    await screenshot(page, '11-donate-filled');
    await page.getByRole('button', { name: 'Post Food Donation' }).click();
    await expect
      .poll(() => page.getByText('Your food donation has been posted successfully!').isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await page.waitForURL('**/marketplace', { timeout: 10_000 });
    await expect.poll(() => page.getByText(title).isVisible(), { timeout: 5000 }).toBe(true);
    await screenshot(page, '12-marketplace-with-donation');

    await page.getByText(title).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Community member').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText('Just now').isVisible()).toBe(true);
    await screenshot(page, '13-donation-dialog');
    await context.close();
  });

  it("posts a marketplace listing whose 'N% OFF' badge shows on /offers", async () => {
    const context = await signedInContext('restaurant', 'Bait Al Mandi');
    const page = await context.newPage();
    const title = `Mandi rice trays ${Date.now().toString(36)}`;
    await fillDonation(page, title);
    await page.getByRole('radio', { name: /Business sale/ }).click();
    await page.getByLabel('One unit is a').fill('tray');
    await page.getByLabel('Original price (AED)').fill('40');
    await page.getByLabel('Discounted price (AED)').fill('14');
    // A business reports its surplus by weight, for its ESG figures.
    await page.getByLabel(/Approximate weight/).fill('6.5');
    await expect.poll(() => page.getByText('65% OFF').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Post Food Donation' }).click();
    await page.waitForURL('**/offers', { timeout: 15_000 });
    const card = page
      .locator('article, li, div')
      .filter({ hasText: title })
      .filter({ hasText: '65% OFF' })
      .last();
    await expect.poll(() => card.isVisible(), { timeout: 5000 }).toBe(true);
    await expect.poll(() => card.getByText('Bait Al Mandi').first().isVisible()).toBe(true);
    await screenshot(page, '14-offers-with-discount');
    await context.close();
  });

  it('posts mouldy food: it never appears publicly, and My Donations says why', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    const title = `Old bread ${Date.now().toString(36)}`;
    await fillDonation(page, title);
    await page.getByRole('checkbox', { name: 'Mold' }).click();
    await expect.poll(() => page.getByText('Rejected for safety').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Post Food Donation' }).click();
    await expect
      .poll(() => page.getByText('Not Published').first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    await screenshot(page, '15-mould-rejected');

    const mine = (await (
      await context.request.get(`${journey.baseUrl}/api/my-donations`)
    ).json()) as {
      title: string;
      reviewStatus: string;
      safetyReasons: { rule: number; message: string }[];
    }[];
    const rejected = mine.find((item) => item.title === title);
    expect(rejected?.reviewStatus).toBe('rejected');
    expect(rejected?.safetyReasons.map((reason) => reason.rule)).toContain(2);

    const publicList = (await (
      await context.request.get(`${journey.baseUrl}/api/food-items?status=all&limit=100`)
    ).json()) as { title: string }[];
    expect(publicList.map((item) => item.title)).not.toContain(title);
    await page.goto(`${journey.baseUrl}/marketplace`);
    await expect
      .poll(() => page.getByText(/Showing \d+ of \d+ available donations/).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(await page.getByText(title).count()).toBe(0);
    await context.close();
  });
});
