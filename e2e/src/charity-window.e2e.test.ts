import { CHARITY_MESSAGES, uaeClock } from '@foodshare/contracts/charities';
import { REQUEST_MESSAGES } from '@foodshare/contracts/requests';
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
  startDemoJourney,
  unique,
} from './harness';

let journey: Journey;
beforeAll(async () => {
  journey = await startDemoJourney();
});
afterAll(() => journey?.close());

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF');

async function visible(locator: Locator, options = LIVE): Promise<void> {
  await expect.poll(() => locator.isVisible(), options).toBe(true);
}

async function signedInAs(username: string, viewport = DESKTOP): Promise<BrowserContext> {
  const context = await journey.browser.newContext({ viewport });
  const response = await context.request.post(`${journey.baseUrl}/api/login`, {
    data: { username },
  });
  expect(response.status()).toBe(200);
  return context;
}

/** Opens the listing's dialog from the Donations list. */
async function openListing(page: Page, title: string): Promise<Locator> {
  await page.goto(`${journey.baseUrl}/marketplace`);
  await page.getByLabel('Search').fill(title);
  await visible(page.getByRole('button', { name: title }));
  await page.getByRole('button', { name: title }).click();
  const dialog = page.getByRole('dialog');
  await visible(dialog);
  return dialog;
}

/** Both widths, both languages: each changed page looked at as people meet it. */
async function everyWay(
  page: Page,
  name: string,
  open: () => Promise<void>,
  /** What the screenshot is of, scrolled into view. */
  subject?: () => Locator,
): Promise<void> {
  // On the app's own origin first: its storage holds the language.
  await open();
  for (const language of ['en', 'ar'] as const) {
    await page.evaluate(`localStorage.setItem('foodshare.language', '${language}')`);
    for (const [width, viewport] of [
      ['1440', DESKTOP],
      ['390', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await open();
      await page.waitForLoadState('networkidle');
      if (subject) {
        await visible(subject());
        await subject().scrollIntoViewIfNeeded();
      }
      await screenshot(page, `charity-${name}-${language}-${width}`);
    }
  }
  await page.evaluate("localStorage.setItem('foodshare.language', 'en')");
  await page.setViewportSize(DESKTOP);
}

describe('verified charities and the charity-first window', () => {
  const charityName = unique('Hope Kitchen ');
  let charity: BrowserContext;
  let charityPage: Page;

  it('a charity applies with its licence, and noor.moderator verifies it', async () => {
    charity = await signedInContext(journey, {
      username: unique('hope'),
      firstName: 'Hope',
      lastName: 'Kitchen',
      role: 'charity',
      businessName: charityName,
    });
    charityPage = await charity.newPage();
    await charityPage.goto(`${journey.baseUrl}/profile`);
    const card = charityPage.getByRole('region', { name: 'Charity verification' });
    await visible(card);
    await card.getByLabel('Licence number').fill('MOCE-2025-7731');
    await card.getByLabel('Issuing authority').fill('Ministry of Community Empowerment');
    await card.getByRole('combobox', { name: 'Emirate' }).click();
    await charityPage.getByRole('option', { name: 'Dubai' }).click();
    await card
      .getByLabel('Licence document')
      .setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF });
    await card.getByRole('button', { name: 'Apply for verification' }).click();
    await visible(card.getByText('Waiting for a moderator'));

    const noor = await signedInAs('noor.moderator');
    const page = await noor.newPage();
    await page.goto(`${journey.baseUrl}/admin/queue`);
    await page.getByRole('tab', { name: 'Charity verifications' }).click();
    const application = page.getByRole('article').or(page.locator('li')).filter({
      hasText: charityName,
    });
    await visible(application.first());
    await screenshot(page, 'charity-queue-tab');
    await application.first().getByRole('button', { name: 'Verify' }).click();
    await visible(application.first().getByText('Verified charity'));

    await charityPage.reload();
    await visible(card.getByText('Verified in Dubai', { exact: false }));
  });

  it('a restaurant posts with a 30-minute window: the charity requests within it while a member is told to wait', async () => {
    const restaurant = await signedInAs('zaatar.grill');
    const title = unique('Grilled chicken trays ');
    const itemId = await postListed(journey, restaurant, {
      title,
      charityWindowMinutes: 30,
      weightKg: 6,
    });
    // Offered to charities once listed: the listing says until when.
    let opensAt = '';
    await expect
      .poll(async () => {
        const items = (await (
          await restaurant.request.get(
            `${journey.baseUrl}/api/food-items?search=${encodeURIComponent(title)}`,
          )
        ).json()) as { id: string; charitiesUntil?: string | null }[];
        opensAt = items.find((item) => item.id === itemId)?.charitiesUntil ?? '';
        return opensAt !== '';
      }, LIVE)
      .toBe(true);

    // A member sees when it opens to everyone, and a request is refused with that time.
    const member = await signedInContext(journey);
    const memberPage = await member.newPage();
    const memberDialog = await openListing(memberPage, title);
    await visible(memberDialog.getByText(/Open to everyone at/));
    await screenshot(memberPage, 'charity-member-dialog');
    await memberDialog.getByRole('button', { name: 'Request This Item' }).click();
    await visible(memberPage.getByText(CHARITY_MESSAGES.charitiesFirst(uaeClock(opensAt))).first());

    // The verified charity, told in its bell, requests it within the window.
    await charityPage.goto(`${journey.baseUrl}/marketplace`);
    await visible(charityPage.getByRole('button', { name: /^Notifications, [1-9]/ }));
    const charityDialog = await openListing(charityPage, title);
    await charityDialog.getByRole('button', { name: 'Request This Item' }).click();
    await visible(charityPage.getByText(REQUEST_MESSAGES.requestSent).first());

    // The restaurant sees the request with the charity's badge.
    const restaurantPage = await restaurant.newPage();
    await restaurantPage.goto(`${journey.baseUrl}/profile?tab=donations`);
    const row = restaurantPage.getByRole('article').filter({ hasText: charityName });
    await visible(row.first());
    await visible(row.first().getByText('Verified charity'));
    await row.first().scrollIntoViewIfNeeded();
    await screenshot(restaurantPage, 'charity-request-badge');

    // Staff see who was offered it and who asked.
    const analyst = await signedInAs('rashid.analyst');
    const allocationPage = await analyst.newPage();
    await allocationPage.goto(`${journey.baseUrl}/admin/allocation`);
    const listing = allocationPage.getByRole('listitem').filter({ hasText: title });
    await visible(listing);
    await visible(listing.getByText(charityName));
    await visible(listing.getByText('Requested'));

    // Every changed page, at both widths and in both languages.
    await everyWay(
      memberPage,
      'listing',
      async () => {
        await memberPage.goto(`${journey.baseUrl}/marketplace`);
        await memberPage
          .getByRole('searchbox')
          .or(memberPage.getByLabel(/Search|بحث/))
          .first()
          .fill(title);
        await visible(memberPage.getByRole('button', { name: title }));
      },
      () => memberPage.getByText(/Open to everyone at|يُتاح للجميع/).first(),
    );
    await everyWay(charityPage, 'profile', () =>
      charityPage.goto(`${journey.baseUrl}/profile`).then(() => {}),
    );
    await everyWay(
      restaurantPage,
      'donate',
      () => restaurantPage.goto(`${journey.baseUrl}/donate`).then(() => {}),
      () => restaurantPage.locator('#donation-charityWindowMinutes'),
    );
    await everyWay(
      restaurantPage,
      'my-donations',
      () => restaurantPage.goto(`${journey.baseUrl}/profile?tab=donations`).then(() => {}),
      () => restaurantPage.getByRole('article').filter({ hasText: charityName }).first(),
    );
    await everyWay(allocationPage, 'allocation', () =>
      allocationPage.goto(`${journey.baseUrl}/admin/allocation`).then(() => {}),
    );
    const noor = await signedInAs('noor.moderator');
    const queuePage = await noor.newPage();
    await everyWay(queuePage, 'queue', () =>
      queuePage.goto(`${journey.baseUrl}/admin/queue?tab=charities`).then(() => {}),
    );
  });
});
