import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import auth from '../../client/src/i18n/locales/ar/auth';
import common from '../../client/src/i18n/locales/ar/common';
import donate from '../../client/src/i18n/locales/ar/donate';
import food from '../../client/src/i18n/locales/ar/food';
import safety from '../../client/src/i18n/locales/ar/safety';
import { DESKTOP, type Journey, LIVE, PHONE, screenshot, startJourney } from './harness';

/**
 * The Arabic journey of the bilingual issue, as a person whose browser reads Arabic takes it:
 * sign up, donate with Arabic text, find the donation by another spelling of it, and switch the
 * language back. Every name on the way comes from the Arabic catalogues the client shows.
 */

const PHOTO = fileURLToPath(
  new URL('../../standalone/src/seed/photos/tomatoes.jpg', import.meta.url),
);

/** The words of a catalogue string before its first placeholder (`{{name}}`…). */
const lead = (template: string) => template.split('{{')[0]?.trim() ?? template;

/** A required field's label, with the asterisk its form shows. */
const required = (label: string) => `${label} *`;

const htmlAttributes = (page: Page) =>
  page.evaluate<{ lang: string; dir: string }>(
    '({ lang: document.documentElement.lang, dir: document.documentElement.dir })',
  );

/** The direction the browser lays `target` out in (its computed `direction`). */
const direction = (target: Locator) =>
  target.evaluate(
    (element) => element.ownerDocument.defaultView?.getComputedStyle(element).direction,
  );

/** Picks an option of one of the donation form's selects, by the field's label and the option's. */
async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByLabel(field, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

describe('in Arabic', () => {
  it('a visitor signs up, donates with Arabic text, finds it by another spelling, and switches to English for good', async () => {
    const context = await journey.browser.newContext({ viewport: DESKTOP, locale: 'ar-AE' });
    const page = await context.newPage();

    // 1. The sign-up form, in Arabic and right to left, saying why usernames stay ASCII.
    await page.goto(`${journey.baseUrl}/auth?tab=signup`);
    const signUpTab = page.getByRole('tab', { name: auth.tabs.signup, exact: true });
    await expect.poll(() => signUpTab.getAttribute('aria-selected')).toBe('true');
    expect(await htmlAttributes(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await expect.poll(() => page.getByText(auth.signup.usernameHint).isVisible()).toBe(true);
    await screenshot(page, '92-arabic-sign-up');
    await page.setViewportSize(PHONE);
    await screenshot(page, '92-arabic-sign-up-phone');
    await page.setViewportSize(DESKTOP);

    const username = `rania${Date.now().toString(36)}`;
    await page.getByLabel(auth.signup.firstName, { exact: true }).fill('رانية');
    await page.getByLabel(auth.signup.lastName, { exact: true }).fill('خوري');
    await page.getByLabel(auth.username, { exact: true }).fill(username);
    await page.getByRole('button', { name: auth.signup.submit, exact: true }).click();
    await page.waitForURL(`${journey.baseUrl}/`);
    const menu = page.getByRole('button', { name: lead(common.userMenu.accountMenuFor) });
    await expect.poll(() => menu.textContent(), LIVE).toContain('رانية خوري');
    // The header names the member's role in Arabic too.
    expect(await menu.getByText(common.roles.individual, { exact: true }).isVisible()).toBe(true);
    const me = await context.request.get(`${journey.baseUrl}/api/user`);
    expect(await me.json()).toMatchObject({ username, firstName: 'رانية', lastName: 'خوري' });

    // Donating bread, titled and described in Arabic with diacritics, with answers the
    // automated safety check passes at once (baked goods from today, untouched).
    const title = 'مَطْعَم الخُبز الطازَج';
    const description = 'خُبزٌ عربيّ وكَعكة بالسِّمسِم من فُرنِنا، إِنتاج اليوم';
    await page.getByRole('link', { name: common.nav.donate, exact: true }).first().click();
    await page.waitForURL('**/donate');
    await page.getByLabel(required(donate.details.title), { exact: true }).fill(title);
    await page.getByLabel(donate.details.description, { exact: true }).fill(description);
    await choose(page, required(donate.details.category), food.labels.category.bakery_items);
    await page.getByLabel(required(donate.details.quantity), { exact: true }).fill('3 أكياس');
    await page
      .getByLabel(required(donate.details.pickupLocation), { exact: true })
      .fill('القوز 3، دبي');
    await page.getByTestId('donation-photo-upload').setInputFiles(PHOTO);
    await expect
      .poll(() => page.getByText(donate.photo.ready).isVisible(), { timeout: 10_000 })
      .toBe(true);
    await choose(page, donate.question.foodType, food.labels.foodType.baked_goods);
    await choose(page, donate.question.foodSource, food.labels.source.store_bought);
    await choose(page, donate.question.preparationTime, food.labels.preparationTime.today);
    await choose(page, donate.question.storageMethod, food.labels.storageMethod.room_temperature);
    await page.getByRole('radio', { name: donate.form.yes, exact: true }).check();
    await page.getByRole('checkbox', { name: food.labels.allergen.gluten, exact: true }).check();
    await choose(page, donate.question.handlingStatus, food.labels.handlingStatus.untouched);
    await page
      .getByRole('checkbox', { name: food.labels.spoilage.no_spoilage, exact: true })
      .check();
    await page.getByRole('switch', { name: donate.questionnaire.hygienic }).click();
    await page.getByRole('switch', { name: donate.questionnaire.agreement }).click();
    await expect.poll(() => page.getByText(safety.verdict.pass).first().isVisible()).toBe(true);
    await screenshot(page, '93-arabic-donate-filled');

    await page.getByRole('button', { name: donate.form.post, exact: true }).click();
    await expect
      .poll(() => page.getByText(donate.toast.successIndividual).isVisible(), LIVE)
      .toBe(true);
    await expect.poll(() => new URL(page.url()).pathname, LIVE).toBe('/marketplace');

    // 2. The donations list finds it by spellings without diacritics, with a bare alef for
    // its hamza and a haa for its taa marbuta, and lays the search and the results out right
    // to left.
    await page.goto(`${journey.baseUrl}/find-food`);
    const search = page.getByRole('searchbox', { name: food.filters.search, exact: true });
    const card = page.getByRole('button', { name: title, exact: true });
    for (const spelling of ['مطعم الخبز', 'كعكه بالسمسم', 'انتاج اليوم']) {
      await search.fill(spelling);
      await expect.poll(() => card.isVisible(), LIVE).toBe(true);
    }
    // The search does filter: words the donation lacks find nothing.
    await search.fill('سمك مشوي');
    await expect.poll(() => page.getByText(food.filters.noMatch).isVisible(), LIVE).toBe(true);
    expect(await card.count()).toBe(0);
    await search.fill('مطعم الخبز');
    await expect.poll(() => card.isVisible(), LIVE).toBe(true);
    expect(await direction(search)).toBe('rtl');
    expect(await direction(card)).toBe('rtl');
    expect(await card.textContent()).toContain(title);
    await screenshot(page, '94-arabic-search-found');
    await page.setViewportSize(PHONE);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, '94-arabic-search-found-phone');
    await page.setViewportSize(DESKTOP);

    // 3. The header switch turns the app to English, and a reload keeps it.
    await page
      .getByRole('button', { name: `${common.language.label}: ${common.language.en}` })
      .click();
    await expect.poll(() => htmlAttributes(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await page.reload();
    const englishNav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect.poll(() => englishNav.isVisible()).toBe(true);
    expect(await htmlAttributes(page)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(await page.getByRole('searchbox', { name: 'Search', exact: true }).isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('button', { name: 'Language: العربية' }).isVisible()).toBe(true);
    await screenshot(page, '95-english-after-reload');
    await context.close();
  });
});
