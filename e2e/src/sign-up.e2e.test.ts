import { Buffer } from 'node:buffer';
import { AUTH_MESSAGES } from '@foodshare/contracts/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Journey, screenshot, startJourney } from './harness';

// A real 8x8 PNG, so the server's byte check accepts it as a picture.
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAGElEQVR42mNk+M9AFmAcNTBqIAEDAHwbAQ+1kPCSAAAAAElFTkSuQmCC',
  'base64',
);

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

describe('a visitor', () => {
  it('sees the counters, signs up as a restaurant with a picture, is signed in, logs out and sees the landing page', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const community = (await journey.app.browser().get('/api/stats')).json().totalUsers as number;

    // The counters show '--' until the stats arrive.
    let releaseStats: () => void = () => {};
    const statsHeld = new Promise<void>((resolve) => {
      releaseStats = resolve;
    });
    await page.route('**/api/stats', async (route) => {
      await statsHeld;
      await route.continue();
    });
    await page.goto(`${journey.baseUrl}/`);
    const members = page.locator('dl div').filter({ hasText: 'Community Members' }).locator('dd');
    await expect.poll(() => members.first().textContent()).toBe('--');
    await screenshot(page, '01-landing-loading');
    releaseStats();
    await expect.poll(() => members.first().textContent()).toBe(String(community));
    await screenshot(page, '02-landing');

    await page.getByRole('link', { name: 'Get Started' }).first().click();
    // Get Started opens the Sign Up tab itself.
    await page.waitForURL('**/auth?tab=signup');
    const username = `rania${Date.now().toString(36)}`;
    await page.getByLabel('First Name').fill('Rania');
    await page.getByLabel('Last Name').fill('Khoury');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Restaurant' }).click();

    await page.getByRole('button', { name: 'Upload Picture' }).click();
    await expect
      .poll(() => page.getByText('Only image files (JPG, PNG, GIF, WebP) are allowed').isVisible())
      .toBe(true);
    await page
      .locator('.uppy-Dashboard-input')
      .first()
      .setInputFiles({ name: 'shopfront.png', mimeType: 'image/png', buffer: PICTURE });
    // The modal fades in: wait for it to settle before the picture of it.
    // (Polled with evaluate: waitForFunction evaluates a string in the page, which its CSP forbids.)
    await expect
      .poll(() =>
        page.evaluate(
          "[...document.querySelectorAll('.uppy-Dashboard-inner')].every((element) => element.getAnimations({ subtree: true }).length === 0)",
        ),
      )
      .toBe(true);
    await screenshot(page, '03-upload-modal');
    await page.locator('.uppy-StatusBar-actionBtn--upload').click();
    await expect
      .poll(() => page.getByText('Profile picture uploaded successfully!').isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await expect
      .poll(() => page.getByRole('button', { name: 'Change Picture' }).isVisible())
      .toBe(true);
    await screenshot(page, '04-sign-up-filled');

    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${journey.baseUrl}/`);
    const menu = page.getByRole('button', { name: /Account menu for Rania Khoury/ });
    await expect.poll(() => menu.isVisible(), { timeout: 10_000 }).toBe(true);
    await expect
      .poll(() => page.getByText('Restaurant', { exact: true }).first().isVisible())
      .toBe(true);
    // The new member is counted at once (read-your-writes through the projection).
    await expect.poll(() => members.first().textContent()).toBe(String(community + 1));
    const avatar = await page.locator('header img').first().getAttribute('src');
    expect(avatar).toMatch(/\/uploads\/profile-pictures\/[0-9a-f-]{36}$/);
    await screenshot(page, '05-signed-in-home');

    // The server agrees: the session is real and the picture is stored.
    const me = await context.request.get(`${journey.baseUrl}/api/user`);
    expect(await me.json()).toMatchObject({
      username,
      role: 'restaurant',
      firstName: 'Rania',
      profileImageUrl: avatar,
    });
    expect(
      (await context.request.get(`${journey.baseUrl}${avatar}`)).headers()['content-type'],
    ).toBe('image/png');

    await menu.click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect
      .poll(() => page.getByRole('link', { name: 'Get Started' }).first().isVisible())
      .toBe(true);
    await expect.poll(() => members.first().textContent()).toBe(String(community + 1));
    expect((await context.request.get(`${journey.baseUrl}/api/user`)).status()).toBe(401);
    await screenshot(page, '06-logged-out-landing');
    await context.close();
  });

  it('is told what is wrong on both tabs of /auth, on a phone', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/auth`);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByText(AUTH_MESSAGES.usernameRequired).isVisible()).toBe(true);
    await page.getByLabel('Username').fill('nobody-by-this-name');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByText('Login failed').first().isVisible()).toBe(true);
    await screenshot(page, '07-login-failed-phone');

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Username').fill('ab');
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      AUTH_MESSAGES.firstNameRequired,
      AUTH_MESSAGES.lastNameRequired,
      AUTH_MESSAGES.usernameTooShort,
    ]) {
      await expect.poll(() => page.getByText(message).isVisible()).toBe(true);
    }
    await screenshot(page, '08-sign-up-errors-phone');
    await context.close();
  });

  it('gets the 404 page for an unknown route', async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.baseUrl}/no-such-page`);
    await expect
      .poll(() => page.getByRole('heading', { name: '404 Page Not Found' }).isVisible())
      .toBe(true);
    await page.close();
  });
});
