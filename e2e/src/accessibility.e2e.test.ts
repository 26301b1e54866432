import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextFor, expectAccessible, LANGUAGES, type Language, preparePage, words } from './a11y';
import {
  postListed as harnessPostListed,
  type Journey,
  LIVE,
  STAFF_ROUTES,
  startDemoJourney,
  unique,
} from './harness';

/**
 * axe's WCAG 2.2 AA rules on every route and on the states a person reaches (dialogs, menus, the
 * notification dropdown, forms showing their errors), signed out and signed in as a member, a
 * business and staff, in every language of LANGUAGES. One app and one browser for all of it; one
 * context per person and language, reused from route to route.
 */

let journey: Journey;

/** Titles of the listings the states below open. */
const OFFER = `Mezze boxes ${unique('')}`;
const DONATION = `Tray of rice ${unique('')}`;
const THEIRS = `Loaves of bread ${unique('')}`;
/** Stays available: its dialog offers Request This Item. */
const OPEN = `Bag of oranges ${unique('')}`;

interface Accounts {
  member: string;
  business: string;
  /** Requests the member's donation, so the member has a request to decline. */
  taker: string;
}
const accounts: Accounts = {
  member: unique('layla'),
  business: unique('zaatar'),
  taker: unique('yousef'),
};
let donationId = '';

async function register(
  username: string,
  extra: Record<string, unknown> = {},
): Promise<BrowserContext> {
  const context = await journey.browser.newContext();
  const response = await context.request.post(`${journey.baseUrl}/api/register`, {
    data: {
      username,
      firstName: 'Layla',
      lastName: 'Nasser',
      role: 'individual',
      profileVisibility: true,
      ...extra,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return context;
}

const postListed = (context: BrowserContext, overrides: Record<string, unknown>) =>
  harnessPostListed(journey, context, overrides);

async function request(context: BrowserContext, foodItemId: string): Promise<string> {
  const response = await context.request.post(`${journey.baseUrl}/api/food-requests`, {
    data: { foodItemId, message: 'Could I pick this up tonight?' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

beforeAll(async () => {
  journey = await startDemoJourney();

  const [member, business, taker] = await Promise.all([
    register(accounts.member),
    register(accounts.business, { role: 'restaurant', organizationName: 'Zaatar Kitchen' }),
    register(accounts.taker, { firstName: 'Yousef', lastName: 'Amin' }),
  ]);
  // A business offer (bought in units), the member's donation and a donation the member asks for.
  await postListed(business, {
    title: OFFER,
    donationMode: 'marketplace',
    category: 'prepared_meals',
    foodType: 'cooked_meal',
    foodSource: 'restaurant',
    originalPrice: '30',
    price: '12.50',
    units: 5,
    unitLabel: 'meal box',
  });
  donationId = await postListed(member, { title: DONATION });
  const theirs = await postListed(taker, { title: THEIRS });
  await postListed(taker, { title: OPEN });
  // A pending request on the member's donation (to decline) and the member's accepted request
  // (its pickup code shows in My Requests).
  await request(taker, donationId);
  const accepted = await request(member, theirs);
  const answer = await taker.request.post(
    `${journey.baseUrl}/api/food-items/${theirs}/requests/${accepted}/accept`,
  );
  expect(answer.status(), await answer.text()).toBe(200);
  // The business asks for the member's donation too: its My Requests is not empty either.
  await request(business, donationId);
  await Promise.all([member.close(), business.close(), taker.close()]);
}, 180_000);
afterAll(() => journey?.close());

/** Every route of the app; the staff area's own are in ADMIN_ROUTES. */
const ROUTES = [
  '/',
  '/marketplace',
  '/find-food',
  '/offers',
  '/collection-hubs',
  '/community',
  '/donate',
  '/help-center',
  '/privacy-policy',
  '/contact-us',
  '/become-collection-hub',
  '/no-such-page',
];
const SIGNED_IN_ROUTES = ['/profile', '/profile?tab=donations', '/profile?tab=requests', '/admin'];
const SIGNED_OUT_ROUTES = ['/auth', '/auth?tab=signup'];

type Persona = 'visitor' | 'member' | 'business' | 'moderator' | 'analyst';
const USERNAMES: Record<Exclude<Persona, 'visitor'>, () => string> = {
  member: () => accounts.member,
  business: () => accounts.business,
  moderator: () => 'noor.moderator',
  analyst: () => 'rashid.analyst',
};

/** A page of a context that reads the app in `language` as `persona`. */
async function pageAs(persona: Persona, language: Language): Promise<Page> {
  const context = await contextFor(journey.browser, language);
  if (persona !== 'visitor') {
    const response = await context.request.post(`${journey.baseUrl}/api/login`, {
      data: { username: USERNAMES[persona]() },
    });
    expect(response.status()).toBe(200);
  }
  const page = await context.newPage();
  await preparePage(page, language);
  return page;
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${journey.baseUrl}${path}`);
}

const dialog = (page: Page) => page.getByRole('dialog');
/** The first field a form marked as wrong. */
const invalid = (page: Page) => page.locator('[aria-invalid="true"]').first();

async function shown(locator: ReturnType<Page['locator']>): Promise<void> {
  await expect.poll(() => locator.isVisible(), LIVE).toBe(true);
}

/** Searches a food list (its search field named `search`) and opens the listing's detail dialog. */
async function openListing(page: Page, path: string, search: string, title: string): Promise<void> {
  await visit(page, path);
  await page.getByLabel(search).fill(title);
  // The search applied (it waits for typing to pause): only its results listed, none loading.
  // Opened from the list before it, the listing's dialog would close over a list about to change.
  const listed = page.locator('ul[aria-busy="false"] > li');
  await expect
    .poll(async () => {
      const all = await listed.count();
      return all > 0 && all === (await listed.filter({ hasText: title }).count());
    }, LIVE)
    .toBe(true);
  const open = page.getByRole('button', { name: title, exact: true });
  await shown(open);
  await open.click();
  await shown(dialog(page));
}

describe.each(LANGUAGES)('accessibility in %s', (language) => {
  const named = words(language);

  describe('signed out', () => {
    let page: Page;
    beforeAll(async () => {
      page = await pageAs('visitor', language);
    });
    afterAll(() => page?.context().close());

    it.each([...ROUTES, ...SIGNED_OUT_ROUTES])('%s', async (path) => {
      await visit(page, path);
      await expectAccessible(page, `${path} signed out`);
    });

    it('motion stops when the system asks for less (the contexts ask so)', async () => {
      await visit(page, '/marketplace');
      const photo = page.locator('main article img').first();
      await shown(photo);
      // The card photo zooms over 300 ms on hover; with less motion asked for, it does not.
      const duration = await photo.evaluate(
        (element) => element.ownerDocument.defaultView.getComputedStyle(element).transitionDuration,
      );
      expect(Number.parseFloat(duration)).toBeLessThan(0.001);
    });

    it('the food detail dialog', async () => {
      await openListing(page, '/marketplace', named.search, OPEN);
      await expectAccessible(page, 'food detail dialog, signed out');
    });

    it('the hub wizard’s validation errors', async () => {
      await visit(page, '/become-collection-hub');
      await page.getByRole('button', { name: named.hubWizardNext, exact: true }).click();
      await shown(invalid(page));
      await expectAccessible(page, 'hub wizard with errors');
    });

    it('the contact form’s validation errors', async () => {
      await visit(page, '/contact-us');
      await page.getByRole('button', { name: named.contactSend, exact: true }).click();
      await shown(invalid(page));
      await expectAccessible(page, 'contact form with errors');
    });

    it('a community profile dialog', async () => {
      await visit(page, '/community');
      await page.locator('main article button[aria-haspopup="dialog"]').first().click();
      await shown(dialog(page));
      await expectAccessible(page, 'community profile dialog');
    });
  });

  describe('signed in as a member', () => {
    let page: Page;
    beforeAll(async () => {
      page = await pageAs('member', language);
    });
    afterAll(() => page?.context().close());

    it.each([...ROUTES, ...SIGNED_IN_ROUTES])('%s', async (path) => {
      await visit(page, path);
      await expectAccessible(page, `${path} as a member`);
    });

    it('the donate form’s validation errors', async () => {
      await visit(page, '/donate');
      await page.getByRole('button', { name: named.postDonation, exact: true }).click();
      await shown(invalid(page));
      await expectAccessible(page, 'donate form with errors');
    });

    it('the user menu', async () => {
      await visit(page, '/');
      await page.getByRole('button', { name: named.accountMenu }).click();
      await shown(page.getByRole('menu'));
      await expectAccessible(page, 'user menu open');
    });

    it('the notification dropdown', async () => {
      await visit(page, '/');
      await page.getByRole('button', { name: named.notifications }).click();
      await shown(page.getByRole('menu'));
      await expectAccessible(page, 'notification dropdown open');
    });

    it('the food detail dialog, with the report dialog over it', async () => {
      await openListing(page, '/marketplace', named.search, OPEN);
      await expectAccessible(page, 'food detail dialog, signed in');
      await dialog(page).getByRole('button', { name: named.reportItem, exact: true }).click();
      await shown(page.getByRole('dialog', { name: named.reportTitle }));
      await expectAccessible(page, 'report item dialog');
    });

    it('a request sent from the food dialog: its toast, the dialog closed', async () => {
      const title = `Dates ${unique('')}`;
      const donor = await register(unique('mariam'));
      await postListed(donor, { title });
      await donor.close();
      await openListing(page, '/marketplace', named.search, title);
      await dialog(page).getByRole('button', { name: named.requestItem, exact: true }).click();
      await expect.poll(() => dialog(page).count(), LIVE).toBe(0);
      await shown(page.locator('[role="status"][data-variant]').first());
      await expectAccessible(page, 'request sent');
    });

    it('the buy-quantity dialog', async () => {
      await visit(page, '/offers');
      await page.getByLabel(named.search).fill(OFFER);
      const buy = page.getByRole('button', { name: named.buyNow(OFFER) });
      await shown(buy);
      await buy.click();
      await shown(dialog(page).getByLabel(named.buyQuantity, { exact: true }));
      await expectAccessible(page, 'buy quantity dialog');
    });

    it('the decline-request dialog', async () => {
      await visit(page, '/profile?tab=donations');
      const decline = page.getByRole('button', { name: named.decline }).first();
      await shown(decline);
      await decline.click();
      await shown(dialog(page));
      await expectAccessible(page, 'decline request dialog');
    });
  });

  describe('signed in as a business', () => {
    let page: Page;
    beforeAll(async () => {
      page = await pageAs('business', language);
    });
    afterAll(() => page?.context().close());

    it.each([...ROUTES, ...SIGNED_IN_ROUTES, '/profile?tab=impact'])('%s', async (path) => {
      await visit(page, path);
      await expectAccessible(page, `${path} as a business`);
    });
  });

  const ADMIN_ROUTES = [...STAFF_ROUTES, '/admin/no-such-page'];

  describe('signed in as a moderator', () => {
    let page: Page;
    beforeAll(async () => {
      page = await pageAs('moderator', language);
    });
    afterAll(() => page?.context().close());

    it.each([...ROUTES, ...SIGNED_IN_ROUTES, ...ADMIN_ROUTES])('%s', async (path) => {
      await visit(page, path);
      await expectAccessible(page, `${path} as a moderator`);
    });

    it('a donation’s history', async () => {
      await visit(page, `/admin/donations/${donationId}`);
      await expectAccessible(page, 'donation history');
    });

    it('the reason dialog in the review queue', async () => {
      await visit(page, '/admin/queue');
      const approve = page.getByRole('button', { name: named.approve, exact: true }).first();
      await shown(approve);
      await approve.click();
      await shown(dialog(page));
      await expectAccessible(page, 'reason dialog');
    });
  });

  describe('signed in as an analyst', () => {
    let page: Page;
    beforeAll(async () => {
      page = await pageAs('analyst', language);
    });
    afterAll(() => page?.context().close());

    it.each([...ADMIN_ROUTES, '/admin/impact?compare=v1&groupBy=category'])('%s', async (path) => {
      await visit(page, path);
      await expectAccessible(page, `${path} as an analyst`);
    });
  });
});
