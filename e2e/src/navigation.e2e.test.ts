import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDrawn, DESKTOP, type Journey, PHONE, screenshot, startJourney } from './harness';

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

const scrollTop = (page: Page) => page.evaluate<number>('window.scrollY');

/** Scrolls down to the footer, again while the page is still growing (a busy machine's late list). */
async function toFooter(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      await page.locator('footer').scrollIntoViewIfNeeded();
      return scrollTop(page);
    })
    .toBeGreaterThan(300);
}

describe('navigation', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('opens every footer link at the top of its page (%s)', async (name, viewport) => {
    const context = await journey.browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/`);
    await appDrawn(page);
    for (const [link, heading] of [
      ['Help Center', 'Help Center'],
      ['Privacy Policy', 'Privacy Policy'],
      ['Contact Us', 'Contact Us'],
      ['Collection Hubs', 'Collection Hubs'],
    ] as const) {
      await toFooter(page);
      await page.locator('footer').getByRole('link', { name: link, exact: true }).click();
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: heading }).isVisible())
        .toBe(true);
      await expect.poll(() => scrollTop(page)).toBe(0);
    }
    await screenshot(page, `40-footer-link-top-${name}`);

    // Back returns to where the person was on the page before.
    await page.goto(`${journey.baseUrl}/help-center`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Help Center' }).isVisible())
      .toBe(true);
    // Everything the page loads is in first, so nothing above shifts the position later.
    await page.waitForLoadState('networkidle');
    await page.evaluate('window.scrollTo(0, 600)');
    await expect.poll(() => scrollTop(page)).toBe(600);
    const left = await scrollTop(page);
    // A click that does not scroll first, so the page is left where it was.
    await page
      .locator('footer')
      .getByRole('link', { name: 'Privacy Policy' })
      .dispatchEvent('click');
    await expect.poll(() => scrollTop(page)).toBe(0);
    await page.goBack();
    await expect.poll(() => scrollTop(page)).toBe(left);
    await page.goForward();
    await expect.poll(() => scrollTop(page)).toBe(0);
    await context.close();
  });

  it('opens Sign Up with Restaurant chosen from Join as Restaurant', async () => {
    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const context = await journey.browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${journey.baseUrl}/`);
      await page.getByRole('link', { name: 'Join as Restaurant' }).click();
      await page.waitForURL('**/auth?tab=signup&role=restaurant');
      await expect
        .poll(() => page.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected'))
        .toBe('true');
      await expect.poll(() => page.locator('#signup-role').textContent()).toBe('Restaurant');
      await expect.poll(() => scrollTop(page)).toBe(0);
      await screenshot(page, `41-join-as-restaurant-${name}`);
      await context.close();
    }
  });

  it('opens Sign Up from Get Started, and Login from a plain /auth', async () => {
    const context = await journey.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/`);
    await page.getByRole('link', { name: 'Get Started' }).first().click();
    await page.waitForURL('**/auth?tab=signup');
    await expect.poll(() => page.getByRole('heading', { name: /^Join / }).isVisible()).toBe(true);
    await page.goto(`${journey.baseUrl}/auth`);
    await expect.poll(() => page.getByText('Welcome back').isVisible()).toBe(true);
    await context.close();
  });

  it('asks a visitor who never signed in to sign in, without saying they were logged out', async () => {
    const context = await journey.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/profile`);
    await expect.poll(() => page.getByText('Please sign in').isVisible()).toBe(true);
    expect(await page.getByText('You are logged out').count()).toBe(0);
    await screenshot(page, '42-profile-never-signed-in');
    await page.waitForURL('**/auth');
    await context.close();
  });
});
