import { safeDonation } from '@foodshare/standalone/testing/donations';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Journey, postListed, screenshot, startDemoJourney } from './harness';

/** Casework (docs/product.md §18): two moderators on one case, and an appeal overturned. */
let journey: Journey;
beforeAll(async () => {
  journey = await startDemoJourney();
});
afterAll(() => journey?.close());

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const LIVE = { timeout: 20_000 };

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function visible(locator: Locator, options = LIVE): Promise<void> {
  await expect.poll(() => locator.isVisible(), options).toBe(true);
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications,/ });

async function signedInAs(username: string, viewport = DESKTOP): Promise<BrowserContext> {
  const context = await journey.browser.newContext({ viewport });
  const response = await context.request.post(`${journey.baseUrl}/api/login`, {
    data: { username },
  });
  expect(response.status()).toBe(200);
  return context;
}

async function registered(firstName: string): Promise<BrowserContext> {
  const context = await journey.browser.newContext({ viewport: DESKTOP });
  const response = await context.request.post(`${journey.baseUrl}/api/register`, {
    data: {
      username: unique(firstName.toLowerCase()).replace(' ', ''),
      firstName,
      lastName: 'Member',
    },
  });
  expect(response.status()).toBe(201);
  return context;
}

/** Both languages: the page's words switched to Arabic through the stored choice. */
async function inArabic(page: Page, path: string): Promise<void> {
  await page.evaluate("localStorage.setItem('foodshare.language', 'ar')");
  await page.goto(`${journey.baseUrl}${path}`);
}

describe('casework', () => {
  it('two moderators: Noor claims a case, Salem sees it, takes it over and decides it', async () => {
    const donor = await registered('Layla');
    const title = unique('Yesterday’s ka’ak');
    const posted = await donor.request.post(`${journey.baseUrl}/api/food-items`, {
      data: safeDonation({
        title,
        foodType: 'baked_goods',
        category: 'bakery_items',
        preparationTime: 'one_to_three_days',
      }),
    });
    expect(posted.status()).toBe(201);

    const noor = await signedInAs('noor.moderator');
    const noorPage = await noor.newPage();
    await noorPage.goto(`${journey.baseUrl}/admin/queue`);
    const noorCard = noorPage
      .getByRole('listitem')
      .filter({ has: noorPage.getByRole('heading', { name: title }) });
    await visible(noorCard);
    await noorCard.getByRole('button', { name: 'Review this' }).click();
    await visible(noorCard.getByText(/^You are reviewing this \(\d+ min\)$/));

    const salem = await signedInAs('salem.moderator');
    const salemPage = await salem.newPage();
    await salemPage.goto(`${journey.baseUrl}/admin/queue`);
    const card = salemPage
      .getByRole('listitem')
      .filter({ has: salemPage.getByRole('heading', { name: title }) });
    await visible(card.getByText(/^Noor Al Hashimi is reviewing this \(\d+ min\)$/));
    await card.scrollIntoViewIfNeeded();
    await screenshot(salemPage, 'casework-claimed-1440');
    await salemPage.setViewportSize(PHONE);
    await card.scrollIntoViewIfNeeded();
    await screenshot(salemPage, 'casework-claimed-390');
    // The same in Arabic: «Noor is reviewing this» in its reader's words.
    await inArabic(salemPage, '/admin/queue');
    const arabicCard = salemPage
      .getByRole('listitem')
      .filter({ has: salemPage.getByRole('heading', { name: title }) });
    await visible(arabicCard.getByText(/يراجع هذه الحالة/));
    await arabicCard.scrollIntoViewIfNeeded();
    await screenshot(salemPage, 'casework-claimed-ar-390');
    await salemPage.setViewportSize(DESKTOP);
    await arabicCard.scrollIntoViewIfNeeded();
    await screenshot(salemPage, 'casework-claimed-ar-1440');
    await salemPage.evaluate("localStorage.setItem('foodshare.language', 'en')");
    await salemPage.goto(`${journey.baseUrl}/admin/queue`);
    await card.getByRole('button', { name: 'Take over' }).click();
    await visible(card.getByText(/^You are reviewing this/));
    await card.getByRole('button', { name: 'Approve' }).click();
    await salemPage.getByRole('dialog').getByRole('button', { name: 'Approve and list' }).click();
    await expect.poll(() => card.count(), LIVE).toBe(0);

    // Noor is told her case was taken over.
    await noorPage.reload();
    await bell(noorPage).click();
    await visible(noorPage.getByRole('menuitem', { name: /Case taken over/ }).first());
    await screenshot(noorPage, 'casework-taken-over-bell-1440');
    await Promise.all([donor.close(), noor.close(), salem.close()]);
  });

  it('a taken-down donor appeals, Salem overturns it, the item is listed again, and the donor and the reporter read the outcomes', async () => {
    const donor = await registered('Huda');
    const title = unique('Sealed hummus');
    const itemId = await postListed(journey, donor, { title });
    const reporter = await registered('Karim');
    const reported = await reporter.request.post(
      `${journey.baseUrl}/api/food-items/${itemId}/reports`,
      {
        data: { reason: 'not_as_described' },
      },
    );
    expect(reported.status()).toBe(201);
    const noor = await signedInAs('noor.moderator');
    const down = await noor.request.post(
      `${journey.baseUrl}/api/moderation/food-items/${itemId}/reports/resolution`,
      { data: { action: 'take_down', reason: 'The tubs look opened.' } },
    );
    expect(down.status()).toBe(200);

    // The donor finds it in My Donations with the reason, and appeals.
    const donorPage = await donor.newPage();
    await donorPage.goto(`${journey.baseUrl}/profile?tab=donations`);
    const row = donorPage
      .getByRole('article')
      .filter({ has: donorPage.getByRole('heading', { name: title }) });
    await visible(row.getByText('The tubs look opened.'));
    await screenshot(donorPage, 'casework-appeal-open-1440');
    await row.getByRole('button', { name: /^Appeal/ }).click();
    await row
      .getByLabel(/Why should the decision change/)
      .fill('They were sealed until the photo.');
    await row.getByRole('button', { name: 'Send appeal' }).click();
    await visible(row.getByText('Your appeal is waiting for a moderator.'));

    // Noor may not decide an appeal of her own decision; Salem overturns it.
    const salem = await signedInAs('salem.moderator');
    const page = await salem.newPage();
    await page.goto(`${journey.baseUrl}/admin/appeals`);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await visible(card.getByText('They were sealed until the photo.'));
    await screenshot(page, 'casework-appeals-1440');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'casework-appeals-390');
    await page.setViewportSize(DESKTOP);
    await card
      .getByLabel('Your reason (the donor reads it)')
      .fill('The seal is visible on the photo.');
    await card.getByRole('button', { name: 'Overturn' }).click();
    await visible(page.getByText('Overturned: the item is listed again.'));
    await screenshot(page, 'casework-overturned-1440');

    const visitor = await journey.browser.newContext({ viewport: DESKTOP });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${journey.baseUrl}/marketplace`);
    await visitorPage.getByLabel('Search').fill(title);
    await visible(visitorPage.getByRole('button', { name: title }));

    await donorPage.reload();
    await bell(donorPage).click();
    await visible(donorPage.getByRole('menuitem', { name: /Appeal accepted/ }).first());
    await screenshot(donorPage, 'casework-appeal-outcome-1440');
    // My Donations says the take-down was reversed, not that it stands.
    await donorPage.goto(`${journey.baseUrl}/profile?tab=donations`);
    await visible(
      donorPage.getByText('Taken down by a moderator, then reversed on appeal.', { exact: false }),
    );
    const reporterPage = await reporter.newPage();
    await reporterPage.goto(`${journey.baseUrl}/profile`);
    await bell(reporterPage).click();
    await visible(reporterPage.getByRole('menuitem', { name: /Report outcome/ }).first());
    await screenshot(reporterPage, 'casework-report-outcome-1440');

    // The same pages in Arabic, at both widths.
    await inArabic(page, '/admin/appeals');
    await visible(page.getByRole('heading', { level: 1, name: 'الطعون' }));
    await screenshot(page, 'casework-appeals-ar-1440');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'casework-appeals-ar-390');
    await inArabic(donorPage, '/profile?tab=donations');
    await screenshot(donorPage, 'casework-my-donations-ar-1440');
    await donorPage.setViewportSize(PHONE);
    await screenshot(donorPage, 'casework-my-donations-ar-390');
    await Promise.all([
      donor.close(),
      reporter.close(),
      noor.close(),
      salem.close(),
      visitor.close(),
    ]);
  });

  // A flagged donation was never listed, so no member could report it: the take-down journey
  // above is the one with a reporter.
  it('a rejected donor appeals, Salem overturns it, the item is listed, and the donor reads the outcome', async () => {
    const donor = await registered('Mariam');
    const title = unique('Date maamoul');
    // Baked one to three days ago: the safety check asks a moderator (SAFETY-RULES row 19).
    const posted = await donor.request.post(`${journey.baseUrl}/api/food-items`, {
      data: safeDonation({
        title,
        foodType: 'baked_goods',
        category: 'bakery_items',
        preparationTime: 'one_to_three_days',
      }),
    });
    expect(posted.status()).toBe(201);

    // Noor rejects it in the review queue, with a reason the donor reads.
    const noor = await signedInAs('noor.moderator');
    const noorPage = await noor.newPage();
    await noorPage.goto(`${journey.baseUrl}/admin/queue`);
    const queued = noorPage
      .getByRole('listitem')
      .filter({ has: noorPage.getByRole('heading', { name: title }) });
    await visible(queued);
    await queued.getByRole('button', { name: 'Reject' }).click();
    const dialog = noorPage.getByRole('dialog');
    await dialog.getByLabel('Reason the donor reads').fill('The photo shows a dry, cracked crust.');
    await screenshot(noorPage, 'casework-reject-dialog-1440');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => queued.count(), LIVE).toBe(0);

    // The donor reads the rejection and its reason in My Donations, and appeals.
    const donorPage = await donor.newPage();
    await donorPage.goto(`${journey.baseUrl}/profile?tab=donations`);
    const row = donorPage
      .getByRole('article')
      .filter({ has: donorPage.getByRole('heading', { name: title }) });
    await visible(row.getByText('The photo shows a dry, cracked crust.'));
    await visible(row.getByText('Safety review: Rejected'));
    // The reason is said to be the moderator's, not read as one of the automated check's.
    await visible(row.getByText('A moderator rejected it, for this reason:'));
    await screenshot(donorPage, 'casework-rejected-open-1440');
    await row.getByRole('button', { name: /^Appeal/ }).click();
    await row.getByLabel(/Why should the decision change/).fill('Maamoul is baked dry; it keeps.');
    await row.getByRole('button', { name: 'Send appeal' }).click();
    await visible(row.getByText('Your appeal is waiting for a moderator.'));

    // Noor may not decide the appeal of her own rejection; Salem overturns it.
    await noorPage.goto(`${journey.baseUrl}/admin/appeals`);
    const noorCard = noorPage
      .getByRole('listitem')
      .filter({ has: noorPage.getByRole('heading', { name: title }) });
    await visible(
      noorCard.getByText('You made the decision under appeal: another moderator decides it.'),
    );
    await expect(noorCard.getByRole('button', { name: 'Overturn' }).count()).resolves.toBe(0);
    const salem = await signedInAs('salem.moderator');
    const page = await salem.newPage();
    await page.goto(`${journey.baseUrl}/admin/appeals`);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await visible(card.getByText('Maamoul is baked dry; it keeps.'));
    await visible(card.getByText('Appeals a rejection'));
    await visible(card.getByText('The photo shows a dry, cracked crust.'));
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'casework-rejection-appeal-1440');
    await page.setViewportSize(PHONE);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'casework-rejection-appeal-390');
    await page.setViewportSize(DESKTOP);
    await card
      .getByLabel('Your reason (the donor reads it)')
      .fill('Maamoul is meant to be dry; the crust is as it should be.');
    await card.getByRole('button', { name: 'Overturn' }).click();
    await visible(page.getByText('Overturned: the item is listed again.'));

    const visitor = await journey.browser.newContext({ viewport: DESKTOP });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${journey.baseUrl}/marketplace`);
    await visitorPage.getByLabel('Search').fill(title);
    await visible(visitorPage.getByRole('button', { name: title }));
    await screenshot(visitorPage, 'casework-rejection-relisted-1440');

    await donorPage.reload();
    await bell(donorPage).click();
    await visible(
      donorPage
        .getByRole('menuitem', { name: /Appeal accepted/ })
        .filter({ hasText: 'it is listed again. Reason: Maamoul is meant to be dry' }),
    );
    await screenshot(donorPage, 'casework-rejection-outcome-1440');
    await donorPage.keyboard.press('Escape');
    await visible(row.getByText('Appeal accepted.'));
    // A person approved it in the end: it did not pass the automated check.
    await visible(row.getByText('Approved after a safety review'));
    await row.scrollIntoViewIfNeeded();
    await screenshot(donorPage, 'casework-rejection-my-donations-1440');
    await Promise.all([donor.close(), noor.close(), salem.close(), visitor.close()]);
  });
});
