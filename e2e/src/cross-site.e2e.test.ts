import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Journey, screenshot, startJourney } from './harness';

/**
 * Another site (127.0.0.1 is another site than localhost) tries to sign a visitor out: with a
 * link, a script that navigates, and a form that posts. The session cookie is SameSite=Lax, so
 * the browser sends it with the top-level GET: the server must see where it came from.
 */
let journey: Journey;
let attacker: Server;
let attackerUrl: string;

beforeAll(async () => {
  journey = await startJourney();
  const logout = `${journey.baseUrl}/api/logout`;
  const pages: Record<string, string> = {
    '/link': `<a id="prize" href="${logout}">Claim your prize</a>`,
    '/script': `<script>location.href = ${JSON.stringify(logout)};</script>`,
    '/form': `<form id="f" method="post" action="${logout}"></form><script>document.getElementById('f').submit();</script>`,
  };
  attacker = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(`<!doctype html><title>Prizes</title>${pages[request.url ?? ''] ?? ''}`);
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => attacker?.close(resolve));
  await journey?.close();
});

describe('another site', () => {
  it('cannot sign a visitor out with a link, a script or a form; the app itself can', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const register = await context.request.post(`${journey.baseUrl}/api/register`, {
      data: { username: `layla${Date.now().toString(36)}`, firstName: 'Layla', lastName: 'Saeed' },
    });
    expect(register.status()).toBe(201);
    const signedIn = async () =>
      (await context.request.get(`${journey.baseUrl}/api/user`)).status() === 200;
    const page = await context.newPage();

    await page.goto(`${attackerUrl}/link`);
    const refused = page.waitForResponse('**/api/logout');
    await page.click('#prize');
    expect((await refused).status()).toBe(403);
    await expect.poll(() => page.textContent('body')).toContain('You are still signed in');
    await screenshot(page, 'cross-site-logout-refused');
    expect(await signedIn()).toBe(true);

    for (const attack of ['/script', '/form']) {
      const answer = page.waitForResponse('**/api/logout');
      await page.goto(`${attackerUrl}${attack}`);
      expect((await answer).status(), attack).toBe(403);
      expect(await signedIn(), attack).toBe(true);
    }

    // The app's own menu signs out (a POST from its own origin).
    await page.goto(`${journey.baseUrl}/`);
    await page.getByRole('button', { name: /Account menu for Layla Saeed/ }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect.poll(signedIn).toBe(false);
    await context.close();
  });
});
