import { COMMUNITY_PAGE_SIZE } from '@foodshare/contracts/community';
import { HUB_APPLICATION_MESSAGES } from '@foodshare/contracts/hub-applications';
import { referenceFor } from '@foodshare/contracts/references';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Journey, screenshot, startJourney } from './harness';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function signedIn(firstName: string, isPublic: boolean): Promise<BrowserContext> {
  const context = await journey.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const response = await context.request.post(`${journey.baseUrl}/api/register`, {
    data: {
      username: unique('member'),
      firstName,
      lastName: 'Testing',
      role: 'individual',
      profileVisibility: isPublic,
    },
  });
  expect(response.status()).toBe(201);
  return context;
}

async function searchCommunity(page: Page, text: string): Promise<void> {
  await page.goto(`${journey.baseUrl}/community`);
  await page.getByPlaceholder('Search by name, business or bio').fill(text);
}

describe('a member', () => {
  it('edits their profile and sees it on /community', async () => {
    const firstName = unique('Noura');
    const context = await signedIn(firstName, false);
    const page = await context.newPage();
    await searchCommunity(page, firstName);
    await expect
      .poll(() => page.getByText(/Showing 0 of \d+ community members/).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);

    await page.goto(`${journey.baseUrl}/profile`);
    await page.getByLabel('Bio').fill('I bake on Fridays and share what is left.');
    await page.locator('#profile-visibility').click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect
      .poll(() => page.getByText('Profile updated successfully!').first().isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await screenshot(page, '21-profile-saved');

    await searchCommunity(page, firstName);
    const card = page.locator('main').getByText(`${firstName} Testing`).first();
    await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(true);
    await card.click();
    await expect
      .poll(() =>
        page.getByRole('dialog').getByText('I bake on Fridays and share what is left.').isVisible(),
      )
      .toBe(true);
    await screenshot(page, '22-community-profile');
    await context.close();
  });

  it('deletes their account and is gone from /community', async () => {
    const firstName = unique('Salma');
    const context = await signedIn(firstName, true);
    const page = await context.newPage();
    await searchCommunity(page, firstName);
    await expect
      .poll(() => page.locator('main').getByText(`${firstName} Testing`).first().isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);

    await page.goto(`${journey.baseUrl}/profile`);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const confirm = page.getByRole('button', { name: 'Delete My Account' });
    await page.getByLabel(/to confirm/).fill('delete');
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByLabel(/to confirm/).fill('DELETE');
    expect(await confirm.isDisabled()).toBe(false);
    await confirm.click();
    await expect
      .poll(() => page.getByText('Account Deleted').first().isVisible(), { timeout: 10_000 })
      .toBe(true);
    await page.waitForURL(`${journey.baseUrl}/`, { timeout: 5000 });
    expect((await context.request.get(`${journey.baseUrl}/api/user`)).status()).toBe(401);

    await searchCommunity(page, firstName);
    await expect
      .poll(() => page.getByText(/Showing 0 of \d+ community members/).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(await page.locator('main').getByText(`${firstName} Testing`).count()).toBe(0);
    await context.close();
  });
});

describe('a visitor on /community', () => {
  it('searches on the server, filters by role and loads the next page', async () => {
    // More members of one family name than a page holds, one of them a charity.
    const family = unique('Qasimi');
    const register = (index: number) =>
      journey.app.browser().post('/api/register', {
        username: unique(`kin${index}`),
        firstName: `Kin${String(index).padStart(2, '0')}`,
        lastName: family,
        role: index === 0 ? 'charity' : 'individual',
        ...(index === 0 ? { businessName: `${family} Relief` } : {}),
        profileVisibility: true,
      });
    for (let index = 0; index < COMMUNITY_PAGE_SIZE + 1; index++)
      expect((await register(index)).statusCode).toBe(201);
    // A visitor holds no write of theirs, so the list may answer a moment behind the last
    // registration: the page is opened once the server shows them all, as it would to anyone.
    const visitor = journey.app.browser();
    await expect
      .poll(
        async () =>
          (await visitor.get(`/api/community/profiles?search=${family}`)).headers['x-total-count'],
        { timeout: 10_000 },
      )
      .toBe(String(COMMUNITY_PAGE_SIZE + 1));
    const context = await journey.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await searchCommunity(page, family.toLowerCase());
    const showing = (shown: number, total: number) =>
      page.getByText(`Showing ${shown} of ${total} community members`);
    await expect
      .poll(() => showing(COMMUNITY_PAGE_SIZE, COMMUNITY_PAGE_SIZE + 1).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect
      .poll(() => showing(COMMUNITY_PAGE_SIZE + 1, COMMUNITY_PAGE_SIZE + 1).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);

    await page.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Charity' }).click();
    await expect.poll(() => showing(1, 1).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.locator('main').getByText(`${family} Relief`).isVisible()).toBe(true);
    await context.close();
  });
});

describe('an organisation', () => {
  it('applies to become a collection hub through all four steps, with errors shown and cleared', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const organization = unique('Al Noor Centre ');
    await page.goto(`${journey.baseUrl}/become-collection-hub`);

    // Step 1: Next on an empty step shows the errors; typing clears them.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect
      .poll(() => page.getByText(HUB_APPLICATION_MESSAGES.nextTitle).first().isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByText(HUB_APPLICATION_MESSAGES.organizationName).isVisible())
      .toBe(true);
    await screenshot(page, '23-hub-step1-errors');
    await page.getByLabel('Organization name').fill(organization);
    await expect
      .poll(() => page.getByText(HUB_APPLICATION_MESSAGES.organizationName).isVisible())
      .toBe(false);
    await page.getByLabel('Organization type').click();
    await page.getByRole('option', { name: 'Charity' }).click();
    await page.getByLabel('Contact person').fill('Yusuf Rahman');
    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByLabel('Phone number').fill('+971 50 123 4567');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect
      .poll(() => page.getByText(HUB_APPLICATION_MESSAGES.emailInvalid).isVisible())
      .toBe(true);
    await page.getByLabel('Email address').fill('yusuf@alnoor.ae');
    await expect
      .poll(() => page.getByText(HUB_APPLICATION_MESSAGES.emailInvalid).isVisible())
      .toBe(false);
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2.
    await expect.poll(() => page.getByLabel('Facility address').isVisible()).toBe(true);
    await page.getByLabel('Facility address').fill('Street 12, Al Qusais, Dubai');
    await page.getByLabel('Hub type').click();
    await page.getByRole('option', { name: 'Community hub' }).click();
    await page.getByLabel('Storage capacity').fill('40 crates chilled');
    await page.getByLabel('Operating hours').fill('Sat-Thu 9:00-21:00');
    await page.getByLabel('Hub description').fill('Walk-in chiller beside the community hall.');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: documents are required.
    await expect
      .poll(() =>
        page
          .getByLabel('Business license')
          .isVisible()
          .catch(() => false),
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect
      .poll(() => page.getByText(HUB_APPLICATION_MESSAGES.businessLicense).isVisible())
      .toBe(true);
    await page
      .getByLabel('Business license')
      .setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page
      .getByLabel('Insurance certificate')
      .setInputFiles({ name: 'insurance.png', mimeType: 'image/png', buffer: PNG });
    await expect
      .poll(() => page.getByText(HUB_APPLICATION_MESSAGES.businessLicense).isVisible())
      .toBe(false);
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 4: review and submit.
    await expect.poll(() => page.getByText(organization).first().isVisible()).toBe(true);
    await screenshot(page, '24-hub-review');
    const submit = page.getByRole('button', { name: 'Submit Application' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await page.waitForTimeout(700); // the wizard ignores a click that lands in the same spot as Next
    await submit.click();
    await expect
      .poll(() => page.getByText(HUB_APPLICATION_MESSAGES.submittedTitle).first().isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await screenshot(page, '25-hub-submitted');

    const { rows } = await journey.app.infra.pool.query<{ id: string }>(
      "select data->>'applicationId' as id from events where type = 'HubApplicationSubmitted' and data->>'organizationName' = $1",
      [organization],
    );
    expect(rows).toHaveLength(1);
    // The confirmation quotes a reference derived from the recorded application.
    const reference = await page.getByTestId('submission-reference').textContent();
    expect(reference).toBe(referenceFor('hubApplication', rows[0]?.id ?? ''));
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, '25-hub-submitted-phone');
    // Another application starts again at step 1, empty.
    await page.getByRole('button', { name: 'Start another application' }).click();
    await expect.poll(() => page.getByLabel('Organization name').inputValue()).toBe('');
    await context.close();
  });

  it('sends a contact message and ends on a confirmation with a reference to quote', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/contact-us`);
    const subject = `Pickup question ${Date.now().toString(36)}`;
    await page.getByLabel('Full name').fill('Mariam Al Suwaidi');
    await page.getByLabel('Email address').fill('mariam@example.ae');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('Can a hub keep my donation overnight?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Message Sent!' }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    const reference = await page.getByTestId('submission-reference').textContent();
    expect(reference).toMatch(/^MSG-[0-9A-F]{4}-[0-9A-F]{4}$/);
    const { rows } = await journey.app.infra.pool.query<{ id: string }>(
      "select data->>'messageId' as id from events where type = 'ContactMessageReceived' order by global_position desc limit 1",
    );
    expect(reference).toBe(referenceFor('contact', rows[0]?.id ?? ''));
    await screenshot(page, '26-contact-sent-phone');
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, '26-contact-sent');
    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect.poll(() => page.getByLabel('Subject').inputValue()).toBe('');
    await context.close();
  });
});
