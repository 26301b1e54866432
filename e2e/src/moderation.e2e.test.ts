import { safeDonation } from '@foodshare/standalone/testing/donations';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Journey, screenshot, startDemoJourney } from './harness';

let journey: Journey;
beforeAll(async () => {
  journey = await startDemoJourney();
});
afterAll(() => journey?.close());

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const LIVE = { timeout: 20_000 };

const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function visible(locator: Locator, options = LIVE): Promise<void> {
  await expect.poll(() => locator.isVisible(), options).toBe(true);
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications,/ });

/** A browser signed in as `username` through the API (the sign-in form has its own journey). */
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
    data: { username: unique(firstName.toLowerCase()), firstName, lastName: 'Member' },
  });
  expect(response.status()).toBe(201);
  return context;
}

async function searchMarketplace(page: Page, title: string): Promise<Locator> {
  await page.goto(`${journey.baseUrl}/marketplace`);
  await page.getByLabel('Search').fill(title);
  return page.getByRole('button', { name: title });
}

describe('the moderators’ workplace', () => {
  it('noor.moderator steps through a flagged demo donation with the keyboard and approves it; it is listed and the donor hears at once', async () => {
    const noor = await signedInAs('noor.moderator');
    const queueAnswer = await noor.request.get(`${journey.baseUrl}/api/moderation/queue`);
    const queue = (await queueAnswer.json()) as {
      itemId: string;
      title: string;
      kind: string;
      donor: { username: string };
    }[];
    const flagged = queue.find((entry) => entry.kind === 'flagged');
    if (!flagged) throw new Error('the demo has no flagged donation');

    // The donor watches their bell on another device.
    const donor = await signedInAs(flagged.donor.username);
    const donorPage = await donor.newPage();
    await donorPage.goto(`${journey.baseUrl}/profile?tab=donations`);
    await visible(bell(donorPage));
    const before = await bell(donorPage).getAttribute('aria-label');

    const page = await noor.newPage();
    await page.goto(`${journey.baseUrl}/`);
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Staff' }).click();
    await page
      .getByRole('navigation', { name: 'Staff pages' })
      .getByRole('link', { name: 'Review queue' })
      .click();
    const card = page
      .getByRole('article')
      .or(page.locator('li'))
      .filter({ hasText: flagged.title })
      .first();
    await visible(page.getByRole('heading', { name: flagged.title }));
    await screenshot(page, 'moderation-queue-1440');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'moderation-queue-390');
    await page.setViewportSize(DESKTOP);

    await card.getByRole('link', { name: 'Replay history' }).click();
    const stepHeading = page.getByRole('heading', { name: /^Step \d+ of \d+:/ });
    await visible(stepHeading);
    const last = (await stepHeading.textContent()) ?? '';
    const [, , total] = /^Step (\d+) of (\d+)/.exec(last) ?? [];
    expect(last).toMatch(/DonationFlaggedForReview$/);
    // Back to the first event with the ← key, then forward again with →.
    for (let step = Number(total); step > 1; step--) await page.keyboard.press('ArrowLeft');
    await expect
      .poll(() => stepHeading.textContent())
      .toBe(`Step 1 of ${total}: DonationSubmitted`);
    await screenshot(page, 'donation-history-step1-1440');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => stepHeading.textContent()).toMatch(/^Step 2 of/);
    await expect.poll(() => page.locator('[data-changed="true"]').count()).toBeGreaterThan(0);
    await screenshot(page, 'donation-history-step2-1440');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'donation-history-390');
    await page.setViewportSize(DESKTOP);

    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve and list' }).click();
    await visible(page.getByText('Donation approved: it is listed now and the donor is told.'));

    // Listed at once, for anyone.
    const visitor = await journey.browser.newContext({ viewport: DESKTOP });
    const visitorPage = await visitor.newPage();
    await visible(await searchMarketplace(visitorPage, flagged.title));

    // The donor's bell moved without a reload, and says a moderator approved it.
    await expect.poll(() => bell(donorPage).getAttribute('aria-label'), LIVE).not.toBe(before);
    await bell(donorPage).click();
    await visible(donorPage.getByRole('menuitem', { name: /Donation approved/ }).first());
    await visible(
      donorPage.getByText(`A moderator reviewed “${flagged.title}” and approved it`, {
        exact: false,
      }),
    );
    await screenshot(donorPage, 'moderation-donor-bell-1440');
    await Promise.all([noor.close(), donor.close(), visitor.close()]);
  });

  it('three members report an item and it disappears; the moderator takes it down and the donor reads why', async () => {
    const donor = await registered('Layla');
    const title = `Cheese sambousek ${unique('')}`;
    const posted = await donor.request.post(`${journey.baseUrl}/api/food-items`, {
      data: safeDonation({ title }),
    });
    expect(posted.status()).toBe(201);
    const donorPage = await donor.newPage();

    // The first member reports it from the food dialog.
    const first = await registered('Hamad');
    const firstPage = await first.newPage();
    const listed = await searchMarketplace(firstPage, title);
    await visible(listed);
    await listed.click();
    await firstPage.getByRole('dialog').getByRole('button', { name: 'Report this item' }).click();
    const reportDialog = firstPage.getByRole('dialog', { name: `Report “${title}”` });
    await visible(reportDialog);
    await reportDialog.getByLabel('Unsafe to eat').check();
    await reportDialog
      .getByLabel('Details (optional)')
      .fill('Smelled sour when I saw it at the stall');
    await screenshot(firstPage, 'report-dialog-1440');
    await firstPage.setViewportSize(PHONE);
    await screenshot(firstPage, 'report-dialog-390');
    await reportDialog.getByRole('button', { name: 'Send report' }).click();
    await visible(firstPage.getByText('Thank you: a moderator will look at this item.'));

    // Two more members report it too.
    const itemId = ((await posted.json()) as { id: string }).id;
    for (const name of ['Maryam', 'Sultan']) {
      const member = await registered(name);
      const reported = await member.request.post(
        `${journey.baseUrl}/api/food-items/${itemId}/reports`,
        {
          data: { reason: 'not_as_described' },
        },
      );
      expect(reported.status()).toBe(201);
      await member.close();
    }
    // Hidden: it is on no list any more.
    const visitor = await journey.browser.newContext({ viewport: DESKTOP });
    const visitorPage = await visitor.newPage();
    await searchMarketplace(visitorPage, title);
    await visible(visitorPage.getByText(/No (donations|food)/i).first());
    expect(await visitorPage.getByRole('button', { name: title }).count()).toBe(0);

    const noor = await signedInAs('noor.moderator');
    const page = await noor.newPage();
    await page.goto(`${journey.baseUrl}/admin/queue`);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await visible(card);
    await visible(card.getByText('Reported (3)'));
    await card.getByRole('button', { name: 'Take down' }).click();
    const reason = 'Three members found it unsafe; please do not list food kept out of the fridge.';
    await page.getByRole('dialog').getByLabel('Reason the donor reads').fill(reason);
    await page.getByRole('dialog').getByRole('button', { name: 'Take down' }).click();
    await visible(page.getByText('Item taken down: the donor and open requesters are told why.'));
    await expect.poll(() => card.count(), LIVE).toBe(0);

    await donorPage.goto(`${journey.baseUrl}/profile`);
    await bell(donorPage).click();
    await visible(donorPage.getByRole('menuitem', { name: /Item taken down/ }).first());
    await visible(donorPage.getByText(reason, { exact: false }));
    await screenshot(donorPage, 'moderation-taken-down-bell-1440');
    await Promise.all([donor.close(), first.close(), visitor.close(), noor.close()]);
  });

  it('searches every donation, rejected and taken down included, at 1440 and 390 px', async () => {
    const noor = await signedInAs('noor.moderator');
    const page = await noor.newPage();
    await page.goto(`${journey.baseUrl}/admin/donations`);
    await visible(page.getByRole('list', { name: 'Donations found' }));
    await expect.poll(() => page.getByText('Rejected for safety').count(), LIVE).toBeGreaterThan(0);
    await screenshot(page, 'admin-donations-1440');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'admin-donations-390');
    await noor.close();
  });

  it('approves a hub application made through the wizard, and the hub appears on /collection-hubs', async () => {
    const applicant = await journey.browser.newContext({ viewport: PHONE });
    const applicantPage = await applicant.newPage();
    await applicantPage.goto(`${journey.baseUrl}/become-collection-hub`);
    await applicantPage.getByRole('button', { name: 'Skip for Demo' }).click();
    const submit = applicantPage.getByRole('button', { name: 'Submit Demo Application' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await applicantPage.waitForTimeout(700); // the wizard ignores a click in the same spot as Next
    await submit.click();
    await visible(applicantPage.getByText('Demo Application Submitted!').first());

    const noor = await signedInAs('noor.moderator');
    const page = await noor.newPage();
    await page.goto(`${journey.baseUrl}/admin/hub-applications`);
    const card = page.getByRole('listitem').filter({ hasText: 'Pending' }).first();
    await visible(card);
    const organization = (await card.getByRole('heading').first().textContent()) ?? '';
    expect(organization).not.toBe('');
    await screenshot(page, 'admin-hub-applications-1440');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'admin-hub-applications-390');
    await page.setViewportSize(DESKTOP);
    await card.getByRole('button', { name: 'Approve and register hub' }).click();
    await visible(page.getByText('Application approved: the hub is listed on Collection Hubs.'));
    await visible(
      page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: organization }) })
        .getByText(/^Approved by Noor Al Hashimi/),
    );

    await applicantPage.goto(`${journey.baseUrl}/collection-hubs`);
    await visible(applicantPage.getByText(organization).first());
    await screenshot(applicantPage, 'collection-hubs-approved-390');

    // The other staff pages, looked at too.
    for (const [path, name] of [
      ['/admin/messages', 'admin-messages'],
      ['/admin/audit', 'admin-audit'],
    ] as const) {
      await page.goto(`${journey.baseUrl}${path}`);
      await visible(page.getByRole('heading', { level: 1 }));
      await screenshot(page, `${name}-1440`);
      await page.setViewportSize(PHONE);
      await screenshot(page, `${name}-390`);
      await page.setViewportSize(DESKTOP);
    }
    await visible(
      page.getByRole('list', { name: 'Staff actions' }).getByText(organization).first(),
    );
    await Promise.all([applicant.close(), noor.close()]);
  });
});
