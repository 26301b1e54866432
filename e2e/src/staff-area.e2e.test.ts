import { grantStaffRole } from '@foodshare/standalone/testing/staff';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Journey, screenshot, startJourney } from './harness';

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const LIVE = { timeout: 20_000 };

const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function member(firstName: string): Promise<{ context: BrowserContext; username: string }> {
  const context = await journey.browser.newContext({ viewport: DESKTOP });
  const username = unique(firstName.toLowerCase());
  const response = await context.request.post(`${journey.baseUrl}/api/register`, {
    data: { username, firstName, lastName: 'Al Hashimi', role: 'individual' },
  });
  expect(response.status()).toBe(201);
  return { context, username };
}

async function openAccountMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Account menu for/ }).click();
}

describe('the staff area', () => {
  it('is reached from the user menu by staff only; members are told it is for staff, visitors sent to sign in', async () => {
    const staff = await member('Noor');
    await grantStaffRole(journey.app, staff.username, 'moderator');
    const page = await staff.context.newPage();
    await page.goto(`${journey.baseUrl}/`);
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Staff' }).click();
    await expect.poll(() => page.url(), LIVE).toMatch(/\/admin$/);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Staff area', level: 1 }).isVisible(), LIVE)
      .toBe(true);
    await expect.poll(() => page.getByText(`@${staff.username}`).isVisible(), LIVE).toBe(true);
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Staff pages' }).isVisible())
      .toBe(true);
    await screenshot(page, 'admin-overview-1440');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'admin-overview-390');

    const plain = await member('Omar');
    const memberPage = await plain.context.newPage();
    await memberPage.goto(`${journey.baseUrl}/`);
    await openAccountMenu(memberPage);
    await expect
      .poll(() => memberPage.getByRole('menuitem', { name: 'My Profile' }).isVisible())
      .toBe(true);
    expect(await memberPage.getByRole('menuitem', { name: 'Staff' }).count()).toBe(0);
    await memberPage.keyboard.press('Escape');
    await memberPage.goto(`${journey.baseUrl}/admin`);
    await expect
      .poll(() => memberPage.getByRole('heading', { name: 'Staff only' }).isVisible(), LIVE)
      .toBe(true);
    await screenshot(memberPage, 'admin-staff-only-1440');

    const visitor = await journey.browser.newContext({ viewport: PHONE });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${journey.baseUrl}/admin`);
    await expect.poll(() => new URL(visitorPage.url()).pathname, LIVE).toBe('/auth');
    await Promise.all([staff.context.close(), plain.context.close(), visitor.close()]);
  });
});
