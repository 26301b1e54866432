import { fileURLToPath } from 'node:url';
import { safeDonation } from '@foodshare/standalone/testing/donations';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arrowTo,
  contextFor,
  hasFocus,
  LANGUAGES,
  type Language,
  preparePage,
  tabTo,
  words,
} from './a11y';
import { type Journey, LIVE, startDemoJourney, unique } from './harness';

/**
 * The four journeys of the accessibility issue done with the keyboard alone (Tab, Shift+Tab,
 * Enter, Space, arrows; no clicks), each stop on the way showing its focus, in every language.
 */

const PHOTO = fileURLToPath(
  new URL('../../standalone/src/seed/photos/tomatoes.jpg', import.meta.url),
);

let journey: Journey;
beforeAll(async () => {
  journey = await startDemoJourney();
}, 120_000);
afterAll(() => journey?.close());

/** A page signed in as `username` (a new member when none is named), reading `language`. */
async function signedIn(language: Language, username?: string): Promise<Page> {
  const context = await contextFor(journey.browser, language);
  const response = username
    ? await context.request.post(`${journey.baseUrl}/api/login`, { data: { username } })
    : await context.request.post(`${journey.baseUrl}/api/register`, {
        data: { username: unique('huda'), firstName: 'Huda', lastName: 'Saeed' },
      });
  expect(response.ok(), await response.text()).toBe(true);
  const page = await context.newPage();
  await preparePage(page, language);
  return page;
}

async function visible(page: Page, text: string | RegExp): Promise<void> {
  await expect.poll(() => page.getByText(text).first().isVisible(), LIVE).toBe(true);
}

/** Opens a select (a list box) from the keyboard and picks `option`. */
async function choose(page: Page, field: string, option: string): Promise<void> {
  await tabTo(page, page.getByLabel(field, { exact: true }));
  await page.keyboard.press('Enter');
  // The list opens on the current answer: from its first option, the arrows go down to ours.
  await page.getByRole('listbox').waitFor({ state: 'visible', timeout: LIVE.timeout });
  await page.keyboard.press('Home');
  await arrowTo(page, page.getByRole('option', { name: option, exact: true }));
  await page.keyboard.press('Enter');
}

/** Opens the user menu from the keyboard and goes to the staff area. */
async function openStaffArea(page: Page, named: ReturnType<typeof words>): Promise<void> {
  await tabTo(page, page.getByRole('button', { name: named.accountMenu }));
  await page.keyboard.press('Enter');
  await page.getByRole('menu').waitFor({ state: 'visible', timeout: LIVE.timeout });
  // From the first item, whichever one the menu gave focus to as it opened.
  await page.keyboard.press('Home');
  await arrowTo(page, page.getByRole('menuitem', { name: named.staff, exact: true }));
  await page.keyboard.press('Enter');
}

async function type(page: Page, field: string, text: string): Promise<void> {
  await tabTo(page, page.getByLabel(field));
  await page.keyboard.type(text);
}

async function tick(page: Page, box: ReturnType<Page['locator']>): Promise<void> {
  await tabTo(page, box);
  await page.keyboard.press('Space');
  await expect.poll(() => box.isChecked()).toBe(true);
}

describe.each(LANGUAGES)('keyboard only, in %s', (language) => {
  const named = words(language);
  const { donate: form, labels } = named;

  it('a member donates: fills the form, adds a photo, answers the safety questions and posts', async () => {
    const page = await signedIn(language);
    const title = `Crate of cucumbers ${unique('')}`;
    await page.goto(`${journey.baseUrl}/donate`);
    await type(page, form.title, title);
    await choose(page, form.category, labels.category.fresh_produce);
    await type(page, form.quantity, '2 crates');
    await type(page, form.pickupLocation, 'Al Quoz 3, Dubai');
    // Enter on the photo button opens the system's file dialog, which is not the page's: the
    // file is handed to the input that dialog fills.
    await tabTo(page, page.getByRole('button', { name: form.uploadPhoto, exact: true }));
    await page.keyboard.press('Enter');
    await page.getByTestId('donation-photo-upload').setInputFiles(PHOTO);
    await visible(page, form.photoReady);
    await choose(page, form.foodType, labels.foodType.fresh_produce);
    await choose(page, form.foodSource, labels.source.store_bought);
    await choose(page, form.preparationTime, labels.preparationTime.today);
    await choose(page, form.storageMethod, labels.storageMethod.refrigerated);
    // A radio group takes one Tab stop; its arrows move between (and choose) its answers.
    const sealed = page.getByRole('radio', { name: form.yes, exact: true });
    await tabTo(page, page.locator('fieldset').filter({ has: sealed }).getByRole('radio').first());
    await arrowTo(page, sealed);
    await page.keyboard.press('Space');
    await expect.poll(() => sealed.isChecked()).toBe(true);
    await tick(page, page.getByRole('checkbox', { name: labels.allergen.none, exact: true }));
    await choose(page, form.handlingStatus, labels.handlingStatus.untouched);
    await tick(
      page,
      page.getByRole('checkbox', { name: labels.spoilage.no_spoilage, exact: true }),
    );
    await tick(page, page.locator('#donation-hygienic-handling'));
    await tick(page, page.locator('#donation-agreement'));
    await visible(page, form.passed);
    await tabTo(page, page.getByRole('button', { name: named.postDonation, exact: true }));
    await page.keyboard.press('Enter');
    await visible(page, form.posted);
    await expect.poll(() => new URL(page.url()).pathname, LIVE).toBe('/marketplace');
    await visible(page, title);
    await page.context().close();
  });

  it('a member requests an item from its dialog; focus returns to the card that opened it', async () => {
    const donor = await signedIn(language);
    const title = `Box of mangoes ${unique('')}`;
    const posted = await donor.request.post(`${journey.baseUrl}/api/food-items`, {
      data: safeDonation({ title }),
    });
    expect(posted.status(), await posted.text()).toBe(201);
    await donor.context().close();

    const page = await signedIn(language);
    await page.goto(`${journey.baseUrl}/marketplace`);
    await type(page, named.search, title);
    const card = page.getByRole('button', { name: title, exact: true });
    await tabTo(page, card);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await tabTo(page, dialog.getByRole('button', { name: named.requestItem, exact: true }));
    await page.keyboard.press('Enter');
    await visible(page, named.requestSent);
    await expect.poll(() => dialog.count(), LIVE).toBe(0);
    await expect.poll(() => hasFocus(card), LIVE).toBe(true);
    // The request is the member's now, in My Requests.
    const mine = await page.request.get(`${journey.baseUrl}/api/my-requests`);
    expect(JSON.stringify(await mine.json())).toContain(title);

    // Escape closes the dialog again, and focus is back on the card.
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.isVisible(), LIVE).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), LIVE).toBe(0);
    await expect.poll(() => hasFocus(card)).toBe(true);
    await page.context().close();
  });

  it('a moderator approves a flagged donation from the review queue', async () => {
    const page = await signedIn(language, 'noor.moderator');
    const queue = (await (
      await page.request.get(`${journey.baseUrl}/api/moderation/queue`)
    ).json()) as { itemId: string; title: string; kind: string }[];
    const flagged = queue.find((entry) => entry.kind === 'flagged');
    if (!flagged) throw new Error('the demo has no flagged donation');

    await page.goto(`${journey.baseUrl}/`);
    await openStaffArea(page, named);
    await expect.poll(() => new URL(page.url()).pathname, LIVE).toBe('/admin');
    const nav = page.getByRole('navigation', { name: named.staffPages });
    await tabTo(page, nav.getByRole('link', { name: named.reviewQueue, exact: true }));
    await page.keyboard.press('Enter');
    // On a right-to-left page the card's label holds its title between bidi isolation marks.
    const card = page.locator(`[aria-label*=${JSON.stringify(flagged.title)}]`);
    await tabTo(page, card.getByRole('button', { name: named.approve, exact: true }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await tabTo(page, dialog.getByRole('button', { name: named.approveConfirm, exact: true }));
    await page.keyboard.press('Enter');
    await visible(page, named.donationApproved);
    await expect.poll(() => card.count(), LIVE).toBe(0);
    const after = (await (
      await page.request.get(`${journey.baseUrl}/api/moderation/queue`)
    ).json()) as { itemId: string }[];
    expect(after.some((entry) => entry.itemId === flagged.itemId)).toBe(false);
    await page.context().close();
  });

  it('an analyst opens the impact page and reads its report, grouped another way', async () => {
    const page = await signedIn(language, 'rashid.analyst');
    await page.goto(`${journey.baseUrl}/`);
    await openStaffArea(page, named);
    const nav = page.getByRole('navigation', { name: named.staffPages });
    await tabTo(page, nav.getByRole('link', { name: named.impactPage, exact: true }));
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname, LIVE).toBe('/admin/impact');

    const groupBy = page.getByLabel(named.groupBy);
    await tabTo(page, groupBy);
    const before = await groupBy.inputValue();
    // A native select changes with the arrows; the grouping lives in the address.
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(async () => {
        const chosen = await groupBy.inputValue();
        return chosen !== before && new URL(page.url()).searchParams.get('groupBy') === chosen;
      }, LIVE)
      .toBe(true);
    const grouping = await groupBy.locator('option:checked').textContent();
    // The report table scrolls on its own: it takes focus, so the arrows scroll it.
    const report = page.getByRole('region', { name: named.impactReport });
    await tabTo(page, report);
    const table = report.getByRole('table');
    await expect
      .poll(() => table.getByRole('columnheader').first().textContent(), LIVE)
      .toBe(grouping);
    await expect.poll(() => table.getByRole('row').count(), LIVE).toBeGreaterThan(2);
    await expect.poll(() => table.getByText(named.total).count(), LIVE).toBeGreaterThan(0);
    await page.context().close();
  });
});
