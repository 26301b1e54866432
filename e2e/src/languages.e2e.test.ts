import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDrawn, DESKTOP, type Journey, screenshot, startJourney } from './harness';

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

const htmlAttributes = (page: Page) =>
  page.evaluate<{ lang: string; dir: string }>(
    '({ lang: document.documentElement.lang, dir: document.documentElement.dir })',
  );

describe('languages', () => {
  it('opens in Arabic, right to left, for an Arabic browser; the switch changes to English and a reload keeps it', async () => {
    const context = await journey.browser.newContext({ viewport: DESKTOP, locale: 'ar-AE' });
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/`);
    // The landing page is prerendered: its language switch works once the app has drawn over it.
    await appDrawn(page);

    const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية', exact: true });
    await expect.poll(() => nav.isVisible()).toBe(true);
    expect(await htmlAttributes(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await nav.getByRole('link', { name: 'تبرّع بالطعام' }).isVisible()).toBe(true);
    // The title follows once the landing page's own words have arrived.
    await expect.poll(() => page.title()).toContain('فودشير الإمارات');
    await screenshot(page, '90-language-arabic');

    // The switch offers English, named "Language" in the language on screen.
    await page.getByRole('button', { name: 'اللغة: English' }).click();
    await expect.poll(() => htmlAttributes(page)).toEqual({ lang: 'en', dir: 'ltr' });
    const mainNav = page.getByRole('navigation', { name: 'Main', exact: true });
    expect(await mainNav.getByRole('link', { name: 'Donate Food' }).isVisible()).toBe(true);

    await page.reload();
    await expect.poll(() => mainNav.isVisible()).toBe(true);
    expect(await htmlAttributes(page)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(await page.getByRole('button', { name: 'Language: العربية' }).isVisible()).toBe(true);
    await screenshot(page, '91-language-english-after-reload');
    await context.close();
  });

  it('opens in English for a browser in another language', async () => {
    const context = await journey.browser.newContext({ viewport: DESKTOP, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/no-such-page`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).isVisible())
      .toBe(true);
    expect(await htmlAttributes(page)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(await page.title()).toBe('Page Not Found · FoodShare UAE');
    await context.close();
  });
});
