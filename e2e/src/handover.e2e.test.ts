import { DECLINE_REASON_TEXT, REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

async function visible(locator: Locator, options = LIVE): Promise<void> {
  await expect.poll(() => locator.isVisible(), options).toBe(true);
}

/** Brings a part of the page to the middle of the screen, for a screenshot that shows it whole. */
async function centre(locator: Locator): Promise<void> {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));
}

async function signedIn(
  firstName: string,
  lastName: string,
  extra: Record<string, unknown> = {},
): Promise<BrowserContext> {
  const context = await journey.browser.newContext({ viewport: DESKTOP });
  const response = await context.request.post(`${journey.baseUrl}/api/register`, {
    data: {
      username: unique(firstName.toLowerCase()),
      firstName,
      lastName,
      role: 'individual',
      profileVisibility: true,
      ...extra,
    },
  });
  expect(response.status()).toBe(201);
  return context;
}

/** Posts through the API and waits for the automated safety check to list it. */
const postApproved = (context: BrowserContext, overrides: Record<string, unknown>) =>
  postListed(journey, context, overrides);

interface Counters {
  totalDonations: number;
  activeDonors: number;
  totalUsers: number;
}

/** The landing page's counters as a signed-out visitor reads them. */
async function landingCounters(name: string): Promise<Counters> {
  const context = await journey.browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${journey.baseUrl}/`);
  const read = async (label: string) => {
    const counter = page.locator('dl div').filter({ hasText: label }).locator('dd').first();
    await expect.poll(() => counter.textContent(), LIVE).not.toBe('--');
    return Number((await counter.textContent())?.replaceAll(',', ''));
  };
  const counters = {
    totalDonations: await read('Total Donations'),
    activeDonors: await read('Active Donors'),
    totalUsers: await read('Community Members'),
  };
  await screenshot(page, name);
  await context.close();
  return counters;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications,/ });
const badge = (page: Page) => page.getByTestId('notification-badge');

/** The donor's row of one item on My Donations (the outer article: requests nest inside). */
const donationRow = (page: Page, title: string) =>
  page
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .first();

describe('food changing hands', () => {
  it('goes from a request to a confirmed handover, with live notifications and a purchase', async () => {
    const before = await landingCounters('30-landing-before');

    // A restaurant shares a free donation and sells an offer.
    const donor = await signedIn('Huda', 'Saeed', {
      role: 'restaurant',
      businessName: 'Bait Al Mandi',
    });
    const donation = `Vegetable biryani trays ${unique('')}`;
    const offer = `Mandi rice boxes ${unique('')}`;
    await postApproved(donor, { title: donation, pickupLocation: 'Al Quoz 3, Dubai' });
    await postApproved(donor, {
      title: offer,
      donationMode: 'marketplace',
      isMarketplace: true,
      category: 'prepared_meals',
      foodType: 'cooked_meal',
      originalPrice: '40',
      discountedPrice: '14',
    });

    const donorPage = await donor.newPage();
    await donorPage.goto(`${journey.baseUrl}/profile?tab=donations`);
    await visible(donationRow(donorPage, donation));
    // The approvals notified the donor already: start from a clean slate, by keyboard alone.
    await expect.poll(() => badge(donorPage).textContent(), LIVE).toBe('2');
    await bell(donorPage).focus();
    await donorPage.keyboard.press('Enter');
    const markAll = donorPage.getByRole('menuitem', { name: 'Mark all as read' });
    await visible(markAll);
    await expect.poll(() => markAll.evaluate((item) => item.matches(':focus'))).toBe(true);
    await donorPage.keyboard.press('Enter');
    await expect.poll(() => badge(donorPage).count(), LIVE).toBe(0);
    await donorPage.keyboard.press('Escape');
    await expect
      .poll(() => bell(donorPage).getAttribute('aria-label'))
      .toBe('Notifications, none unread');

    // A taker requests the donation from the Donations list.
    const taker = await signedIn('Omar', 'Haddad');
    const takerPage = await taker.newPage();
    await takerPage.goto(`${journey.baseUrl}/marketplace`);
    await takerPage.getByLabel('Search').fill(donation);
    await visible(takerPage.getByRole('button', { name: donation }));
    await takerPage.getByRole('button', { name: donation }).click();
    await takerPage.getByRole('dialog').getByRole('button', { name: 'Request This Item' }).click();
    await visible(takerPage.getByText(REQUEST_MESSAGES.requestSent).first());

    // The donor, without reloading, hears of it: the badge goes up, the request appears.
    await expect.poll(() => badge(donorPage).textContent(), LIVE).toBe('1');
    await expect
      .poll(() => bell(donorPage).getAttribute('aria-label'))
      .toBe('Notifications, 1 unread');
    await visible(donationRow(donorPage, donation).getByText('Omar Haddad', { exact: true }));
    await bell(donorPage).click();
    const newRequest = donorPage.getByRole('menuitem', { name: /New request/ });
    await visible(newRequest);
    await visible(
      newRequest.getByText(`A community member requested “${donation}”`, { exact: false }),
    );
    await screenshot(donorPage, '31-bell-dropdown');
    await donorPage.setViewportSize(PHONE);
    await screenshot(donorPage, '31b-bell-dropdown-phone');
    await donorPage.setViewportSize(DESKTOP);
    // Opening it marks it read and goes to where to act on it.
    await newRequest.click();
    await expect.poll(() => badge(donorPage).count(), LIVE).toBe(0);
    expect(donorPage.url()).toContain('/profile?tab=donations');

    // The taker buys the offer with Buy Now on /offers, on a phone.
    await takerPage.keyboard.press('Escape');
    await takerPage.goto(`${journey.baseUrl}/offers`);
    await takerPage.getByLabel('Search').fill(offer);
    const offerCard = takerPage.locator('article').filter({ hasText: offer });
    await visible(offerCard.getByRole('button', { name: /Buy Now/ }));
    await visible(offerCard.getByText(REQUEST_MESSAGES.payAtPickup));
    await screenshot(takerPage, '32-offers-buy-now-1440');
    // The offer's dialog offers Buy Now instead of Request This Item.
    await offerCard.getByRole('button', { name: offer, exact: true }).click();
    const offerDialog = takerPage.getByRole('dialog');
    await visible(offerDialog.getByRole('button', { name: 'Buy Now' }));
    await visible(offerDialog.getByText(REQUEST_MESSAGES.payAtPickup));
    expect(await offerDialog.getByRole('button', { name: 'Request This Item' }).count()).toBe(0);
    await screenshot(takerPage, '32b-offer-dialog');
    await takerPage.keyboard.press('Escape');
    await expect.poll(() => offerDialog.count()).toBe(0);
    await takerPage.setViewportSize(PHONE);
    await centre(offerCard.getByRole('button', { name: /Buy Now/ }));
    await screenshot(takerPage, '33-offers-buy-now-390');
    await offerCard.getByRole('button', { name: /Buy Now/ }).click();
    await visible(takerPage.getByText(REQUEST_MESSAGES.purchaseSent('14.00')).first());
    await visible(offerCard.getByText('Purchase requested'));
    await screenshot(takerPage, '34-offers-purchase-requested-390');
    await takerPage.setViewportSize(DESKTOP);

    // The seller sees the purchase live, with its price.
    await expect.poll(() => badge(donorPage).textContent(), LIVE).toBe('1');
    await visible(donationRow(donorPage, offer).getByText('Wants to buy for AED 14.00'));
    await screenshot(donorPage, '35-my-donations-requests');

    // The taker waits on My Requests; the donor accepts the donation's request.
    await takerPage.goto(`${journey.baseUrl}/profile?tab=requests`);
    await visible(takerPage.getByRole('heading', { name: offer }));
    await visible(
      takerPage.locator('article').filter({ hasText: offer }).getByText('Pay at pickup'),
    );
    const row = donationRow(donorPage, donation);
    await row.getByRole('button', { name: /^Accept/ }).click();
    await visible(row.getByText('Reserved for Omar Haddad'));
    await visible(donorPage.getByText(REQUEST_MESSAGES.accepted).first());

    // The pickup code appears for the taker without a reload.
    const code = takerPage.getByTestId('pickup-code');
    await visible(code);
    const pickupCode = (await code.textContent())?.trim() ?? '';
    expect(pickupCode).toMatch(/^\d{6}$/);
    await visible(takerPage.getByText('Show this code to the donor at pickup'));
    await screenshot(takerPage, '36-my-requests-code-1440');
    await takerPage.setViewportSize(PHONE);
    await centre(code);
    await screenshot(takerPage, '37-my-requests-code-390');

    // A wrong code is refused under the field; the right one completes the handover.
    const field = row.getByLabel('Pickup code');
    const wrong = pickupCode.slice(0, 5) + String((Number(pickupCode[5]) + 1) % 10);
    await field.fill(wrong);
    await row.getByRole('button', { name: 'Confirm handover' }).click();
    await visible(row.getByText(REQUEST_MESSAGES.wrongPickupCode));
    await centre(field);
    await screenshot(donorPage, '38-handover-wrong-code');
    await field.fill(pickupCode);
    await row.getByRole('button', { name: 'Confirm handover' }).click();
    await visible(donorPage.getByText(REQUEST_MESSAGES.handover).first());
    await visible(row.getByText('Collected').first());
    await expect.poll(() => row.getByLabel('Pickup code').count()).toBe(0);
    await centre(row.getByText('Thank you for sharing food with your community.'));
    await screenshot(donorPage, '39-my-donations-collected');
    await donorPage.setViewportSize(PHONE);
    await centre(row.getByText('Thank you for sharing food with your community.'));
    await screenshot(donorPage, '39b-my-donations-collected-390');

    // The taker's request now reads Collected.
    await visible(
      takerPage.locator('article').filter({ hasText: donation }).getByText('Collected').first(),
    );

    // The sale: the seller accepts the purchase and confirms it with the buyer's code.
    await donorPage.setViewportSize(DESKTOP);
    const saleRow = donationRow(donorPage, offer);
    await saleRow.getByRole('button', { name: /^Accept/ }).click();
    await visible(saleRow.getByText('They pay AED 14.00 at pickup.', { exact: false }));
    const saleCode = takerPage
      .locator('article')
      .filter({ hasText: offer })
      .getByTestId('pickup-code');
    await visible(saleCode);
    await saleRow.getByLabel('Pickup code').fill((await saleCode.textContent())?.trim() ?? '');
    await saleRow.getByRole('button', { name: 'Confirm handover' }).click();
    const sold = saleRow.getByText('Sold for AED 14.00 · Platform fee AED 0.70 (5%)');
    await visible(sold);
    await centre(sold);
    await screenshot(donorPage, '39c-my-donations-sold');

    // The public counters moved: two more donations changed hands, two more members.
    const after = await landingCounters('40-landing-after');
    expect(after.totalDonations).toBeGreaterThanOrEqual(before.totalDonations + 2);
    expect(after.totalUsers).toBeGreaterThanOrEqual(before.totalUsers + 2);
    expect(after.activeDonors).toBeGreaterThan(before.activeDonors);

    await donor.close();
    await taker.close();
  });

  it('asks a visitor who is not signed in to sign up before Buy Now', async () => {
    const seller = await signedIn('Rania', 'Khoury', {
      role: 'grocery_store',
      businessName: 'Khoury Grocers',
    });
    const offer = `Bakery bundle ${unique('')}`;
    await postApproved(seller, {
      title: offer,
      donationMode: 'marketplace',
      isMarketplace: true,
      category: 'bakery_items',
      foodType: 'baked_goods',
      originalPrice: '20',
      discountedPrice: '8',
    });
    await seller.close();

    const visitor = await journey.browser.newContext({ viewport: PHONE });
    const page = await visitor.newPage();
    await page.goto(`${journey.baseUrl}/offers`);
    await page.getByLabel('Search').fill(offer);
    const card = page.locator('article').filter({ hasText: offer });
    await visible(card.getByRole('button', { name: /Buy Now/ }));
    expect(await bell(page).count()).toBe(0);
    await card.getByRole('button', { name: /Buy Now/ }).click();
    await visible(page.getByText('Account Required'));
    await page.waitForURL('**/auth?tab=signup', { timeout: 15_000 });
    await visitor.close();
  });

  it('lets a donor decline a request with a note, and the taker reads why', async () => {
    const donor = await signedIn('Layla', 'Nasser');
    const title = `Lentil soup pots ${unique('')}`;
    const itemId = await postApproved(donor, {
      title,
      category: 'prepared_meals',
      foodType: 'cooked_meal',
    });
    const taker = await signedIn('Yousef', 'Amin');
    const requested = await taker.request.post(`${journey.baseUrl}/api/food-requests`, {
      data: { foodItemId: itemId, message: 'Could I pick this up tonight?' },
    });
    expect(requested.status()).toBe(201);

    const donorPage = await donor.newPage();
    await donorPage.goto(`${journey.baseUrl}/profile?tab=donations`);
    const row = donationRow(donorPage, title);
    await visible(row.getByText('Could I pick this up tonight?'));
    await row.getByRole('button', { name: /^Decline/ }).click();
    const dialog = donorPage.getByRole('dialog');
    await dialog
      .getByLabel('Note for the requester (optional)')
      .fill('Sorry, it has gone already.');
    await screenshot(donorPage, '41-decline-dialog');
    await dialog.getByRole('button', { name: 'Decline request' }).click();
    await visible(donorPage.getByText(REQUEST_MESSAGES.declinedTitle).first());
    await expect.poll(() => dialog.count(), LIVE).toBe(0);

    const takerPage = await taker.newPage();
    await takerPage.goto(`${journey.baseUrl}/profile?tab=requests`);
    const card = takerPage.locator('article').filter({ hasText: title });
    await visible(card.getByText('Declined', { exact: true }));
    await visible(card.getByText(DECLINE_REASON_TEXT.declined_by_donor, { exact: false }));
    expect(await card.getByRole('button', { name: /^Cancel/ }).count()).toBe(0);
    await screenshot(takerPage, '42-my-requests-declined');
    await donor.close();
    await taker.close();
  });

  it('lets a taker give up a reservation, and the donor then delete the item', async () => {
    const donor = await signedIn('Hessa', 'Obaid');
    const title = `Falafel wraps ${unique('')}`;
    const itemId = await postApproved(donor, {
      title,
      category: 'prepared_meals',
      foodType: 'cooked_meal',
    });
    const taker = await signedIn('Rashid', 'Kaabi');
    const requested = await taker.request.post(`${journey.baseUrl}/api/food-requests`, {
      data: { foodItemId: itemId, message: 'On my way home' },
    });
    const { id: requestId } = (await requested.json()) as { id: string };
    const accepted = await donor.request.post(
      `${journey.baseUrl}/api/food-items/${itemId}/requests/${requestId}/accept`,
    );
    expect(accepted.status()).toBe(200);

    const takerPage = await taker.newPage();
    await takerPage.goto(`${journey.baseUrl}/profile?tab=requests`);
    const card = takerPage.locator('article').filter({ hasText: title });
    await visible(card.getByText('Approved', { exact: true }));
    await card.getByRole('button', { name: 'Cancel reservation' }).click();
    const confirm = takerPage.getByRole('dialog');
    await visible(confirm.getByText('Cancel your reservation?'));
    await confirm.getByRole('button', { name: 'Cancel reservation' }).click();
    await visible(card.getByText('Cancelled', { exact: true }));

    // The item is on offer again: the donor sees it available, and may now withdraw it.
    const donorPage = await donor.newPage();
    await donorPage.goto(`${journey.baseUrl}/profile?tab=donations`);
    const row = donationRow(donorPage, title);
    await visible(row.getByText('Available', { exact: true }));
    await row.getByRole('button', { name: /Delete/ }).click();
    const deletion = donorPage.getByRole('dialog');
    await visible(deletion.getByText('Are you sure you want to delete this food donation?'));
    await deletion.getByRole('button', { name: 'Delete', exact: true }).click();
    // Withdrawn uncollected, it stays in My Donations to say what became of it (§13).
    await visible(row.getByText('Withdrawn', { exact: true }));
    await visible(row.getByText('What became of it?'));
    expect(await row.getByRole('button', { name: /Delete/ }).count()).toBe(0);
    await donor.close();
    await taker.close();
  });
});
