import { safeDonation } from '@foodshare/standalone/testing/donations';
import type { Page } from 'playwright-core';
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

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

const offerCard = (page: Page, title: string) => page.locator('article').filter({ hasText: title });

describe('an offer sold by the unit, and the personal home', () => {
  it('buys 2 of 5 boxes: the card says 3 left, and home shows the waiting request and the pickup code', async () => {
    const seller = await signedInContext(journey, {
      role: 'restaurant',
      businessName: 'Bait Al Mandi',
    });
    const title = `Mandi meal boxes ${unique('')}`;
    const posted = await seller.request.post(`${journey.baseUrl}/api/food-items`, {
      data: safeDonation({
        title,
        donationMode: 'marketplace',
        category: 'prepared_meals',
        foodType: 'cooked_meal',
        foodSource: 'restaurant',
        originalPrice: '30',
        price: '12.50',
        units: 5,
        unitLabel: 'meal box',
      }),
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const { id: itemId } = (await posted.json()) as { id: string };

    // The buyer picks 2 of the 5 boxes.
    const buyer = await signedInContext(journey);
    const page = await buyer.newPage();
    await page.goto(`${journey.baseUrl}/offers`);
    await page.getByLabel('Search').fill(title);
    const card = offerCard(page, title);
    await expect.poll(() => card.getByText('5 left').isVisible(), LIVE).toBe(true);
    await expect.poll(() => card.getByText('per meal box').isVisible()).toBe(true);
    await card.getByRole('button', { name: /Buy Now/ }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('How many meal boxes?').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'One meal box more' }).click();
    await screenshot(page, '50-buy-two-boxes');
    await dialog.getByRole('button', { name: /^Buy 2 for/ }).click();
    await expect
      .poll(() => page.getByText('Pay AED 25.00 at pickup').first().isVisible(), LIVE)
      .toBe(true);

    // The seller's home starts with the purchase waiting for an answer.
    const sellerPage = await seller.newPage();
    await sellerPage.goto(`${journey.baseUrl}/`);
    const waiting = sellerPage.getByRole('region', { name: 'Waiting for your answer' });
    await expect.poll(() => waiting.getByText(title).isVisible(), LIVE).toBe(true);
    await screenshot(sellerPage, '51-home-waiting-request');
    await sellerPage.setViewportSize(PHONE);
    await screenshot(sellerPage, '51-home-waiting-request-phone');

    // The seller accepts: 2 boxes are held for the buyer, 3 are left for others.
    const mine = (await (
      await seller.request.get(`${journey.baseUrl}/api/my-donations`)
    ).json()) as { id: string; requests: { id: string; quantity: number }[] }[];
    const purchase = mine.find((item) => item.id === itemId)?.requests[0];
    expect(purchase?.quantity).toBe(2);
    const accepted = await seller.request.post(
      `${journey.baseUrl}/api/food-items/${itemId}/requests/${purchase?.id}/accept`,
    );
    expect(accepted.status()).toBe(200);

    await page.reload();
    await page.getByLabel('Search').fill(title);
    await expect
      .poll(() => offerCard(page, title).getByText('3 left').isVisible(), LIVE)
      .toBe(true);
    await screenshot(page, '52-offer-three-left');
    await page.setViewportSize(PHONE);
    await offerCard(page, title).scrollIntoViewIfNeeded();
    await screenshot(page, '52-offer-three-left-phone');

    // The buyer's home shows the pickup code and where to collect.
    await page.setViewportSize(DESKTOP);
    await page.goto(`${journey.baseUrl}/`);
    const code = page.getByTestId('home-pickup-code');
    await expect.poll(() => code.textContent(), LIVE).toMatch(/^\d{6}$/);
    await expect.poll(() => page.getByText(/^Welcome, Layla/).isVisible()).toBe(true);
    await screenshot(page, '53-home-pickup-code');
    await page.setViewportSize(PHONE);
    await screenshot(page, '53-home-pickup-code-phone');

    // The seller's home counts the offer's units left.
    await sellerPage.setViewportSize(DESKTOP);
    await sellerPage.reload();
    const offers = sellerPage.getByText('Your offers today');
    await expect.poll(() => offers.isVisible(), LIVE).toBe(true);
    await offers.scrollIntoViewIfNeeded();
    await screenshot(sellerPage, '54-home-offers-today');

    // My Donations names the buyer's quantity and what they pay; My Requests the buyer's side.
    await sellerPage.goto(`${journey.baseUrl}/profile?tab=donations`);
    await expect
      .poll(
        () => sellerPage.getByText('2 meal boxes: they pay AED 25.00 at pickup.').isVisible(),
        LIVE,
      )
      .toBe(true);
    await screenshot(sellerPage, '55-my-donations-units');
    await sellerPage.setViewportSize(PHONE);
    await screenshot(sellerPage, '55-my-donations-units-phone');
    await page.goto(`${journey.baseUrl}/profile?tab=requests`);
    await expect.poll(() => page.getByText('2 meal boxes').first().isVisible(), LIVE).toBe(true);
    await screenshot(page, '56-my-requests-units-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, '56-my-requests-units');

    // The seller's form for a business sale: units, what one unit is, and a limit per buyer.
    await sellerPage.goto(`${journey.baseUrl}/donate`);
    await sellerPage.getByRole('radio', { name: /Business sale/ }).click();
    await sellerPage.getByLabel('Units for sale').scrollIntoViewIfNeeded();
    await screenshot(sellerPage, '57-donate-units-phone');
    await sellerPage.setViewportSize(DESKTOP);
    await sellerPage.getByLabel('Units for sale').scrollIntoViewIfNeeded();
    await screenshot(sellerPage, '57-donate-units');
    await seller.close();
    await buyer.close();
  });
});
