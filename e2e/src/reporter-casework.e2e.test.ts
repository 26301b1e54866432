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

/** Reporters and bulk dismissal in the review queue (docs/product.md §18). */
let journey: Journey;
beforeAll(async () => {
  journey = await startDemoJourney();
});
afterAll(() => journey?.close());

async function visible(locator: Locator): Promise<void> {
  await expect.poll(() => locator.isVisible(), LIVE).toBe(true);
}

async function moderator(username = 'noor.moderator'): Promise<BrowserContext> {
  const context = await journey.browser.newContext({ viewport: DESKTOP });
  const response = await context.request.post(`${journey.baseUrl}/api/login`, {
    data: { username },
  });
  expect(response.status()).toBe(200);
  return context;
}

const cardOf = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

async function reported(reporter: BrowserContext, itemId: string): Promise<void> {
  const response = await reporter.request.post(
    `${journey.baseUrl}/api/food-items/${itemId}/reports`,
    { data: { reason: 'not_as_described' } },
  );
  expect(response.status()).toBe(201);
}

/** The page at both widths in one language, the card in view. */
async function bothWidths(page: Page, card: Locator, name: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, `${name}-1440`);
  await page.setViewportSize(PHONE);
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
}

describe('reporters and bulk dismissal', () => {
  it('Noor mutes a reporter with a reason, then dismisses the reports of two items at once', async () => {
    const donor = await signedInContext(journey, { firstName: 'Huda' });
    const first = unique('Sealed laban ');
    const second = unique('Date maamoul ');
    const firstId = await postListed(journey, donor, { title: first });
    const secondId = await postListed(journey, donor, { title: second });
    const held = unique('Olive jar ');
    const heldId = await postListed(journey, donor, { title: held });
    const reporter = await signedInContext(journey, { firstName: 'Karim', lastName: 'Saleh' });
    await reported(reporter, firstId);
    await reported(reporter, secondId);
    await reported(reporter, heldId);
    // Salem is on the third case: the bulk dismissal leaves it, and says why.
    const salem = await moderator('salem.moderator');
    const claim = await salem.request.post(
      `${journey.baseUrl}/api/moderation/food-items/${heldId}/claim`,
      { data: { takeOver: false } },
    );
    expect(claim.status(), await claim.text()).toBe(200);

    const noor = await moderator();
    const page = await noor.newPage();
    await page.goto(`${journey.baseUrl}/admin/queue`);
    const card = cardOf(page, first);
    const mute = card.getByRole('button', { name: 'Mute reporter Karim Saleh' });
    await visible(mute);
    await visible(card.getByText(/50% upheld, 0 decided reports/));
    await mute.click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByRole('heading', { name: 'Mute Karim Saleh?' }));
    // The reason is required: the button waits for it.
    expect(await dialog.getByRole('button', { name: 'Mute reporter' }).isDisabled()).toBe(true);
    await dialog
      .getByLabel('Your reason (recorded with your name)')
      .fill('Reports every listing of this donor.');
    await screenshot(page, 'reporter-mute-dialog-1440');
    await dialog.getByRole('button', { name: 'Mute reporter' }).click();
    await visible(page.getByText('Karim Saleh is muted.'));
    await visible(card.getByText('Muted: Reports every listing of this donor.'));
    await visible(card.getByRole('button', { name: 'Unmute Karim Saleh' }));
    await bothWidths(page, card, 'reporter-muted');

    // Both items chosen, one reason, one answer: both leave the queue.
    const other = cardOf(page, second);
    await card.getByRole('checkbox', { name: `Choose ${first} to dismiss its reports` }).check();
    await other.getByRole('checkbox', { name: `Choose ${second} to dismiss its reports` }).check();
    const third = cardOf(page, held);
    await third.getByRole('checkbox', { name: `Choose ${held} to dismiss its reports` }).check();
    const chosen = page.getByRole('region', { name: 'Chosen items' });
    await visible(chosen.getByText('3 items chosen'));
    await screenshot(page, 'bulk-dismiss-chosen-1440');
    await chosen.getByRole('button', { name: 'Dismiss reports' }).click();
    await dialog
      .getByLabel('Why the reports are unfounded')
      .fill('Both listings match the photos.');
    await screenshot(page, 'bulk-dismiss-dialog-1440');
    await dialog.getByRole('button', { name: 'Dismiss reports' }).click();
    await visible(page.getByText('Reports dismissed on 2 items.'));
    await expect.poll(() => card.count(), LIVE).toBe(0);
    await expect.poll(() => other.count(), LIVE).toBe(0);
    await visible(chosen.getByText('Left as they were:'));
    await visible(chosen.getByText(/is reviewing this case/));
    await visible(third);
    await screenshot(page, 'bulk-dismiss-refused-1440');
    await chosen.getByRole('button', { name: 'Close this list' }).click();
    await expect.poll(() => chosen.count(), LIVE).toBe(0);
    await Promise.all([donor.close(), reporter.close(), noor.close(), salem.close()]);
  });

  it('the same screens in Arabic, at both widths', async () => {
    const donor = await signedInContext(journey, { firstName: 'Huda' });
    const title = unique('Labneh jar ');
    const itemId = await postListed(journey, donor, { title });
    const reporter = await signedInContext(journey, { firstName: 'Omar', lastName: 'Haddad' });
    await reported(reporter, itemId);
    const noor = await moderator();
    const page = await noor.newPage();
    await page.goto(`${journey.baseUrl}/admin/queue`);
    await page.evaluate("localStorage.setItem('foodshare.language', 'ar')");
    await page.goto(`${journey.baseUrl}/admin/queue`);
    const card = cardOf(page, title);
    await visible(card.getByRole('button', { name: /كتم المُبلِّغ/ }));
    await card.getByRole('checkbox').check();
    await visible(page.getByText('صنف واحد مختار'));
    await bothWidths(page, card, 'reporter-queue-ar');
    await card.getByRole('button', { name: /كتم المُبلِّغ/ }).click();
    await visible(page.getByRole('dialog'));
    await screenshot(page, 'reporter-mute-dialog-ar-1440');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'reporter-mute-dialog-ar-390');
    await Promise.all([donor.close(), reporter.close(), noor.close()]);
  });
});
