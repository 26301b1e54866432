import { safeDonation } from '@foodshare/standalone/testing/donations';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  type Journey,
  LIVE,
  PHONE,
  screenshot,
  signedInContext,
  startJourney,
} from './harness';

let journey: Journey;
beforeAll(async () => {
  // The demo hubs, and a tile server that cannot be reached: the map must work without tiles.
  journey = await startJourney({
    demo: 'all',
    mapTileUrl: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png',
  });
});
afterAll(() => journey?.close());

/** Dubai Marina: the person's location in these journeys. */
const HERE = { latitude: 25.08, longitude: 55.14 };

const markers = (page: Page) => page.locator('.leaflet-marker-icon .fs-pin');

describe('maps', () => {
  it('shows the six demo hubs on the map, without tiles, and View on Map focuses one', async () => {
    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const context = await journey.browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${journey.baseUrl}/collection-hubs`);
      await expect
        .poll(() => page.getByText('Al Barsha Neighbourhood Fridge').isVisible(), LIVE)
        .toBe(true);
      await page.getByRole('button', { name: 'Map' }).click();
      await expect.poll(() => markers(page).count(), LIVE).toBe(6);
      await expect
        .poll(() => page.getByText(/Map background unavailable/).isVisible(), LIVE)
        .toBe(true);
      await screenshot(page, `60-hubs-map-${name}`);

      // Back to the list, then View on Map of one hub: the map opens on it.
      await page.getByRole('button', { name: 'List' }).click();
      const card = page.locator('article').filter({ hasText: 'Al Barsha Neighbourhood Fridge' });
      await card.getByRole('link', { name: 'View on Map' }).click();
      await expect.poll(() => page.url()).toContain('view=map&hub=');
      await expect
        .poll(
          () =>
            page.locator('.leaflet-popup').getByText('Al Barsha Neighbourhood Fridge').isVisible(),
          LIVE,
        )
        .toBe(true);
      await expect.poll(() => page.locator('.fs-pin--focused').count()).toBe(1);
      await screenshot(page, `61-hub-focused-${name}`);
      await context.close();
    }
  });

  it('sorts hubs and donations by distance once the person shares where they are', async () => {
    const context = await signedInContext(journey, { firstName: 'Noor', lastName: 'Haddad' });
    await context.setGeolocation(HERE);
    await context.grantPermissions(['geolocation']);
    // A donation pinned near the person.
    const title = `Pinned tomatoes ${Date.now().toString(36)}`;
    const posted = await context.request.post(`${journey.baseUrl}/api/food-items`, {
      data: safeDonation({
        title,
        pickupPoint: { latitude: 25.0805, longitude: 55.1403 },
      }),
    });
    expect(posted.status(), await posted.text()).toBe(201);

    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/collection-hubs`);
    await page.getByRole('button', { name: 'Sort by distance' }).click();
    const first = page.locator('article').first();
    // Al Barsha is the demo hub nearest to Dubai Marina.
    await expect
      .poll(() => first.getByText('Al Barsha Neighbourhood Fridge').isVisible(), LIVE)
      .toBe(true);
    await expect.poll(() => first.getByText(/km away/).isVisible()).toBe(true);
    await screenshot(page, '62-hubs-by-distance');

    await page.goto(`${journey.baseUrl}/marketplace`);
    const card = page.locator('article').filter({ hasText: title });
    await expect.poll(() => card.getByText(/m away/).isVisible(), LIVE).toBe(true);
    await screenshot(page, '63-donations-by-distance');
    await page.getByRole('button', { name: 'Map' }).click();
    await expect.poll(() => markers(page).count(), LIVE).toBeGreaterThan(0);
    // The note under the map sends people to the list only for items it could not place.
    const note =
      (await page
        .getByText(/ on the map/)
        .first()
        .textContent()) ?? '';
    const partly = /^(\d+) of (\d+) donations? on the map: the rest have no pin/.exec(note);
    if (partly) expect(Number(partly[1])).toBeLessThan(Number(partly[2]));
    else expect(note).toMatch(/^(All \d+ donations are|The donation is) on the map\.$/);
    await screenshot(page, '64-donations-map');

    // The donate form takes the pin from the device on a press.
    await page.goto(`${journey.baseUrl}/donate`);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect
      .poll(() => page.getByTestId('pickup-point').textContent(), LIVE)
      .toBe('Pinned at 25.0800, 55.1400');
    await page.getByRole('button', { name: 'Pick on the map' }).click();
    await expect.poll(() => page.locator('.fs-pin').count(), LIVE).toBe(1);
    await page.getByTestId('pickup-point').scrollIntoViewIfNeeded();
    await screenshot(page, '65-donate-pin');
    await page.setViewportSize(PHONE);
    await page.getByTestId('pickup-point').scrollIntoViewIfNeeded();
    await screenshot(page, '65-donate-pin-phone');
    await context.close();
  });
});
