import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contextFor, expectAccessible, LANGUAGES, type Language, preparePage, words } from './a11y';
import {
  appDrawn,
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
 * context per person and language, signed in once and reused from route to route; a route's
 * states are checked on the load its own check made.
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
  // A business offer (bought in units), the member's donation and a donation the member asks
  // for, listed together: each waits for its own safety check.
  const [, donation, theirs] = await Promise.all([
    postListed(business, {
      title: OFFER,
      donationMode: 'marketplace',
      category: 'prepared_meals',
      foodType: 'cooked_meal',
      foodSource: 'restaurant',
      originalPrice: '30',
      price: '12.50',
      units: 5,
      unitLabel: 'meal box',
    }),
    postListed(member, { title: DONATION }),
    postListed(taker, { title: THEIRS }),
    postListed(taker, { title: OPEN }),
  ]);
  donationId = donation;
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
const SIGNED_IN_ROUTES = [
  '/profile',
  '/profile?tab=donations',
  '/profile?tab=requests',
  '/admin',
  '/surplus',
];
const SIGNED_OUT_ROUTES = ['/auth', '/auth?tab=signup'];

type Persona = 'visitor' | 'member' | 'business' | 'moderator' | 'analyst';
const USERNAMES: Record<Exclude<Persona, 'visitor'>, () => string> = {
  member: () => accounts.member,
  business: () => accounts.business,
  moderator: () => 'noor.moderator',
  analyst: () => 'rashid.analyst',
};

/**
 * A person's page in one language, kept from check to check. A state reached on a route (a
 * dialog, a menu, a form's errors) is checked on the load its route's check made: the page is
 * loaded again only when a check left it changed.
 */
interface Tab {
  readonly page: Page;
  /** The path the page shows as loaded and left untouched; null once a check changed it. */
  untouched: string | null;
}

/** A tab of a context that reads the app in `language` as `persona`. */
async function tabAs(persona: Persona, language: Language): Promise<Tab> {
  const context = await contextFor(journey.browser, language);
  if (persona !== 'visitor') {
    const response = await context.request.post(`${journey.baseUrl}/api/login`, {
      data: { username: USERNAMES[persona]() },
    });
    expect(response.status()).toBe(200);
  }
  const page = await context.newPage();
  await preparePage(page, language);
  return { page, untouched: null };
}

/** Loads `path` on the tab. */
async function visit(tab: Tab, path: string): Promise<void> {
  await tab.page.goto(`${journey.baseUrl}${path}`);
  // A prerendered page, its list's cards too, is drawn again by the app: the checks hold on to
  // the app's elements, not to ones about to be replaced.
  await appDrawn(tab.page);
  tab.untouched = path;
}

/** A state a person reaches from a route, checked after that route's own check. */
interface State {
  readonly name: string;
  readonly from: string;
  /** Reaches the state on a tab showing `from` and checks it. */
  check(tab: Tab): Promise<void>;
  /** Leaves the page as loaded (a menu closed again, nothing typed), for the next state. */
  readonly leavesUntouched?: boolean;
}

/**
 * One test per route and per state, as `who` (signed out, as a member, …) on one tab: each
 * route's states follow its check, on the same load.
 */
function checkRoutes(tab: () => Tab, who: string, routes: string[], states: State[] = []): void {
  const unreached = states.filter((state) => !routes.includes(state.from));
  if (unreached.length > 0) throw new Error(`no route for ${unreached.map((s) => s.name)}`);
  const reached = new Set<string>();
  for (const path of routes) {
    it(path, async () => {
      await visit(tab(), path);
      await expectAccessible(tab().page, `${path} ${who}`);
    });
    if (reached.has(path)) continue;
    reached.add(path);
    for (const state of states.filter((candidate) => candidate.from === path)) {
      it(state.name, async () => {
        if (tab().untouched !== state.from) await visit(tab(), state.from);
        tab().untouched = null;
        await state.check(tab());
        if (state.leavesUntouched) tab().untouched = state.from;
      });
    }
  }
}

/** Opens a tab for the tests of the enclosing describe, closed after them. */
function useTab(persona: Persona, language: Language): () => Tab {
  let tab: Tab | undefined;
  beforeAll(async () => {
    tab = await tabAs(persona, language);
  });
  afterAll(() => tab?.page.context().close());
  return () => {
    if (!tab) throw new Error('the tab is not open yet');
    return tab;
  };
}

const dialog = (page: Page) => page.getByRole('dialog');
/** The first field a form marked as wrong. */
const invalid = (page: Page) => page.locator('[aria-invalid="true"]').first();

async function shown(locator: ReturnType<Page['locator']>): Promise<void> {
  await expect.poll(() => locator.isVisible(), LIVE).toBe(true);
}

/**
 * Searches the food list the tab shows (its search field named `search`) and opens the listing's
 * detail dialog.
 */
async function openListing(page: Page, search: string, title: string): Promise<void> {
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

/** Opens a menu with the button named `name`, checks it, and closes it again with Escape. */
async function checkMenu(page: Page, name: RegExp, where: string): Promise<void> {
  await page.getByRole('button', { name }).click();
  await shown(page.getByRole('menu'));
  await expectAccessible(page, where);
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('menu').count(), LIVE).toBe(0);
}

describe.each(LANGUAGES)('accessibility in %s', (language) => {
  const named = words(language);

  describe('signed out', () => {
    const tab = useTab('visitor', language);
    checkRoutes(
      tab,
      'signed out',
      [...ROUTES, ...SIGNED_OUT_ROUTES],
      [
        {
          name: 'motion stops when the system asks for less (the contexts ask so)',
          from: '/marketplace',
          leavesUntouched: true,
          async check({ page }) {
            const photo = page.locator('main article img').first();
            await shown(photo);
            // The card photo zooms over 300 ms on hover; with less motion asked for, it does not.
            const duration = await photo.evaluate(
              (element) =>
                element.ownerDocument.defaultView.getComputedStyle(element).transitionDuration,
            );
            expect(Number.parseFloat(duration)).toBeLessThan(0.001);
          },
        },
        {
          name: 'the food detail dialog',
          from: '/marketplace',
          async check({ page }) {
            await openListing(page, named.search, OPEN);
            await expectAccessible(page, 'food detail dialog, signed out');
          },
        },
        {
          name: 'the hub wizard’s validation errors',
          from: '/become-collection-hub',
          async check({ page }) {
            await page.getByRole('button', { name: named.hubWizardNext, exact: true }).click();
            await shown(invalid(page));
            await expectAccessible(page, 'hub wizard with errors');
          },
        },
        {
          name: 'the contact form’s validation errors',
          from: '/contact-us',
          async check({ page }) {
            await page.getByRole('button', { name: named.contactSend, exact: true }).click();
            await shown(invalid(page));
            await expectAccessible(page, 'contact form with errors');
          },
        },
        {
          name: 'a community profile dialog',
          from: '/community',
          async check({ page }) {
            await page.locator('main article button[aria-haspopup="dialog"]').first().click();
            await shown(dialog(page));
            await expectAccessible(page, 'community profile dialog');
          },
        },
      ],
    );
  });

  describe('signed in as a member', () => {
    const tab = useTab('member', language);
    checkRoutes(
      tab,
      'as a member',
      [...ROUTES, ...SIGNED_IN_ROUTES],
      [
        {
          name: 'the donate form’s validation errors',
          from: '/donate',
          async check({ page }) {
            await page.getByRole('button', { name: named.postDonation, exact: true }).click();
            await shown(invalid(page));
            await expectAccessible(page, 'donate form with errors');
          },
        },
        {
          name: 'the user menu',
          from: '/',
          leavesUntouched: true,
          check: ({ page }) => checkMenu(page, named.accountMenu, 'user menu open'),
        },
        {
          name: 'the notification dropdown',
          from: '/',
          leavesUntouched: true,
          check: ({ page }) => checkMenu(page, named.notifications, 'notification dropdown open'),
        },
        {
          name: 'the food detail dialog, with the report dialog over it',
          from: '/marketplace',
          async check({ page }) {
            await openListing(page, named.search, OPEN);
            await expectAccessible(page, 'food detail dialog, signed in');
            await dialog(page).getByRole('button', { name: named.reportItem, exact: true }).click();
            await shown(page.getByRole('dialog', { name: named.reportTitle }));
            await expectAccessible(page, 'report item dialog');
          },
        },
        {
          name: 'a request sent from the food dialog: its toast, the dialog closed',
          from: '/marketplace',
          async check({ page }) {
            const title = `Dates ${unique('')}`;
            const donor = await register(unique('mariam'));
            await postListed(donor, { title });
            await donor.close();
            await openListing(page, named.search, title);
            await dialog(page)
              .getByRole('button', { name: named.requestItem, exact: true })
              .click();
            await expect.poll(() => dialog(page).count(), LIVE).toBe(0);
            await shown(page.locator('[role="status"][data-variant]').first());
            await expectAccessible(page, 'request sent');
          },
        },
        {
          name: 'the buy-quantity dialog',
          from: '/offers',
          async check({ page }) {
            await page.getByLabel(named.search).fill(OFFER);
            const buy = page.getByRole('button', { name: named.buyNow(OFFER) });
            await shown(buy);
            await buy.click();
            await shown(dialog(page).getByLabel(named.buyQuantity, { exact: true }));
            await expectAccessible(page, 'buy quantity dialog');
          },
        },
        {
          name: 'a taken-down donation with its reason and the appeal form open',
          from: '/profile?tab=donations',
          async check({ page }) {
            const title = `Labneh ${unique('')}`;
            const itemId = await postListed(page.context(), { title });
            const moderator = await journey.browser.newContext();
            await moderator.request.post(`${journey.baseUrl}/api/login`, {
              data: { username: 'noor.moderator' },
            });
            const down = await moderator.request.post(
              `${journey.baseUrl}/api/moderation/food-items/${itemId}/reports/resolution`,
              { data: { action: 'take_down', reason: 'The tub looks opened.' } },
            );
            expect(down.status()).toBe(200);
            await moderator.close();
            const appeal = page.getByRole('button', { name: named.appeal }).first();
            // Reloaded until the take-down is projected; each load given the time the list takes
            // to arrive (a long list on a busy machine takes seconds), not looked at at once.
            await vi.waitFor(
              async () => {
                await page.reload();
                await appeal.waitFor({ state: 'visible', timeout: 8_000 });
              },
              { timeout: 40_000, interval: 500 },
            );
            await appeal.click();
            await shown(page.getByLabel(named.appealLabel));
            await expectAccessible(page, 'taken-down donation, appeal form');
          },
        },
        {
          name: 'the decline-request dialog',
          from: '/profile?tab=donations',
          async check({ page }) {
            const decline = page.getByRole('button', { name: named.decline }).first();
            await shown(decline);
            await decline.click();
            await shown(dialog(page));
            await expectAccessible(page, 'decline request dialog');
          },
        },
      ],
    );
  });

  describe('signed in as a business', () => {
    const tab = useTab('business', language);
    checkRoutes(tab, 'as a business', [...ROUTES, ...SIGNED_IN_ROUTES, '/profile?tab=impact']);
  });

  const ADMIN_ROUTES = [...STAFF_ROUTES, '/admin/no-such-page'];

  describe('signed in as a moderator', () => {
    const tab = useTab('moderator', language);
    checkRoutes(
      tab,
      'as a moderator',
      [...ROUTES, ...SIGNED_IN_ROUTES, ...ADMIN_ROUTES],
      [
        {
          name: 'a case claimed in the review queue',
          from: '/admin/queue',
          async check({ page }) {
            const claim = page.getByRole('button', { name: named.claim, exact: true }).first();
            await shown(claim);
            await claim.click();
            await shown(page.getByRole('button', { name: named.release, exact: true }).first());
            await expectAccessible(page, 'case claimed');
          },
        },
        {
          name: 'the reason dialog in the review queue',
          from: '/admin/queue',
          async check({ page }) {
            const approve = page.getByRole('button', { name: named.approve, exact: true }).first();
            await shown(approve);
            await approve.click();
            await shown(dialog(page));
            await expectAccessible(page, 'reason dialog');
          },
        },
        {
          name: 'a reported item chosen and the mute-reporter dialog in the review queue',
          from: '/admin/queue',
          async check({ page }) {
            const itemId = await postListed(page.context(), { title: `Laban ${unique('')}` });
            const reporter = await register(unique('karim'), { firstName: 'Karim' });
            const reported = await reporter.request.post(
              `${journey.baseUrl}/api/food-items/${itemId}/reports`,
              { data: { reason: 'not_as_described' } },
            );
            expect(reported.status(), await reported.text()).toBe(201);
            await reporter.close();
            const mute = page.getByRole('button', { name: named.muteReporter }).first();
            await expect
              .poll(async () => {
                await page.reload();
                // The queue loads after the page: a moment for it before the next reload.
                return mute.waitFor({ timeout: 3000 }).then(
                  () => true,
                  () => false,
                );
              }, LIVE)
              .toBe(true);
            await page.getByRole('checkbox').first().check();
            await mute.click();
            await shown(dialog(page));
            await expectAccessible(page, 'mute reporter dialog, an item chosen');
          },
        },
        {
          name: 'the what-if outcome on the safety rules page',
          from: '/admin/rules',
          async check({ page }) {
            const example = page.getByRole('button', { name: named.rulesExample });
            await shown(example);
            await example.click();
            await page.getByRole('button', { name: named.rulesRun }).click();
            await shown(page.getByRole('heading', { name: named.rulesChanged }));
            await expectAccessible(page, 'what-if outcome');
          },
        },
        {
          name: 'the command menu and the shortcuts dialog',
          from: '/admin/metrics',
          async check({ page }) {
            await page.keyboard.press('Control+k');
            await shown(dialog(page).getByRole('combobox'));
            await expectAccessible(page, 'command menu');
            await page.keyboard.press('Escape');
            await expect.poll(() => dialog(page).count(), LIVE).toBe(0);
            await page.keyboard.press('?');
            await shown(dialog(page).getByRole('switch'));
            await expectAccessible(page, 'shortcuts dialog');
            await page.keyboard.press('Escape');
            await expect.poll(() => dialog(page).count(), LIVE).toBe(0);
          },
          leavesUntouched: true,
        },
        {
          name: 'the metrics period with its error',
          from: '/admin/metrics',
          async check({ page }) {
            await visit({ page, untouched: null }, '/admin/metrics?from=2026-03-31&to=2026-03-01');
            await shown(invalid(page));
            await expectAccessible(page, 'metrics period error');
          },
        },
      ],
    );

    it('a donation’s history', async () => {
      await visit(tab(), `/admin/donations/${donationId}`);
      await expectAccessible(tab().page, 'donation history');
    });
  });

  describe('signed in as an analyst', () => {
    const tab = useTab('analyst', language);
    checkRoutes(tab, 'as an analyst', [
      ...ADMIN_ROUTES,
      '/admin/impact?compare=v1&groupBy=category',
    ]);
  });
});
