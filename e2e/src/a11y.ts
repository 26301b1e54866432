import { escapeRegExp, templatePattern } from '@foodshare/contracts/format';
import axe from 'axe-core';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import arAdmin from '../../client/src/i18n/locales/ar/admin';
import arCommon from '../../client/src/i18n/locales/ar/common';
import arContact from '../../client/src/i18n/locales/ar/contact';
import arDonate from '../../client/src/i18n/locales/ar/donate';
import arErrors from '../../client/src/i18n/locales/ar/errors';
import arFood from '../../client/src/i18n/locales/ar/food';
import arHubs from '../../client/src/i18n/locales/ar/hubs';
import arImpact from '../../client/src/i18n/locales/ar/impact';
import arNotifications from '../../client/src/i18n/locales/ar/notifications';
import arProfile from '../../client/src/i18n/locales/ar/profile';
import arRules from '../../client/src/i18n/locales/ar/rules';
import arSafety from '../../client/src/i18n/locales/ar/safety';
import enAdmin from '../../client/src/i18n/locales/en/admin';
import enCommon from '../../client/src/i18n/locales/en/common';
import enContact from '../../client/src/i18n/locales/en/contact';
import enDonate from '../../client/src/i18n/locales/en/donate';
import enErrors from '../../client/src/i18n/locales/en/errors';
import enFood from '../../client/src/i18n/locales/en/food';
import enHubs from '../../client/src/i18n/locales/en/hubs';
import enImpact from '../../client/src/i18n/locales/en/impact';
import enNotifications from '../../client/src/i18n/locales/en/notifications';
import enProfile from '../../client/src/i18n/locales/en/profile';
import enRules from '../../client/src/i18n/locales/en/rules';
import enSafety from '../../client/src/i18n/locales/en/safety';
import { DESKTOP, type Journey, LIVE, unique } from './harness';

/**
 * The languages every accessibility check runs in. Add a language here and the whole suite runs
 * once more in it: routes, states and journeys alike.
 */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The browser locale each language is read in. */
const LOCALES: Record<Language, string> = { en: 'en-AE', ar: 'ar-AE' };

/** The client's catalogues the checks take their names from, per language. */
const CATALOGUES = {
  en: {
    admin: enAdmin,
    common: enCommon,
    contact: enContact,
    donate: enDonate,
    errors: enErrors,
    food: enFood,
    hubs: enHubs,
    impact: enImpact,
    notifications: enNotifications,
    profile: enProfile,
    rules: enRules,
    safety: enSafety,
  },
  ar: {
    admin: arAdmin,
    common: arCommon,
    contact: arContact,
    donate: arDonate,
    errors: arErrors,
    food: arFood,
    hubs: arHubs,
    impact: arImpact,
    notifications: arNotifications,
    profile: arProfile,
    rules: arRules,
    safety: arSafety,
  },
} satisfies Record<Language, unknown>;

/**
 * The pattern of a catalogue template's filled-in text: its words as they are, each
 * placeholder (`{{name}}`) any text at all.
 */
const filled = (template: string) => templatePattern(template).source;

/**
 * The accessible names and texts the checks find things by, in `language`, each from the
 * client's own catalogue, so a check reads the page as a person reading that language does.
 */
export function words(language: Language) {
  const {
    admin,
    common,
    contact,
    donate,
    errors,
    food,
    hubs,
    impact,
    notifications,
    profile,
    rules,
    safety,
  } = CATALOGUES[language];
  return {
    search: food.filters.search,
    hubWizardNext: hubs.wizard.next,
    contactSend: contact.form.send,
    postDonation: donate.form.post,
    accountMenu: new RegExp(filled(common.userMenu.accountMenuFor)),
    donationApproved: common.toast.donationApproved,
    staff: common.userMenu.staff,
    notifications: new RegExp(
      `^(?:${filled(notifications.bell.label)}|${escapeRegExp(notifications.bell.labelNone)})$`,
    ),
    reportItem: food.report.open,
    reportTitle: new RegExp(filled(food.report.title)),
    requestItem: food.detail.requestItem,
    requestSent: errors.request.requestSentTitle,
    buyNow: (title: string) =>
      new RegExp(`${escapeRegExp(food.card.buyNow)}\\s*${escapeRegExp(title)}`),
    buyQuantity: food.buy.quantity,
    decline: new RegExp(`^${escapeRegExp(profile.incoming.decline)}`),
    donate: {
      title: donate.details.title,
      category: `${donate.details.category} *`,
      quantity: donate.details.quantity,
      pickupLocation: donate.details.pickupLocation,
      uploadPhoto: donate.photo.upload,
      photoReady: donate.photo.ready,
      foodType: donate.question.foodType,
      foodSource: donate.question.foodSource,
      preparationTime: donate.question.preparationTime,
      storageMethod: donate.question.storageMethod,
      handlingStatus: donate.question.handlingStatus,
      yes: donate.form.yes,
      passed: safety.verdict.pass,
      posted: donate.toast.successIndividual,
    },
    labels: food.labels,
    staffPages: admin.nav.label,
    reviewQueue: admin.nav.queue.label,
    impactPage: admin.nav.impact.label,
    approve: admin.moderation.approve,
    claim: admin.casework.claim,
    release: admin.casework.release,
    muteReporter: new RegExp(`^${escapeRegExp(admin.reporters.mute)}`),
    appeal: new RegExp(`^${escapeRegExp(profile.case.appealButton)}`),
    appealLabel: profile.case.appealLabel,
    approveConfirm: admin.moderation.approveConfirm,
    groupBy: admin.impact.groupBy,
    impactReport: admin.impact.caption,
    total: impact.table.total,
    rulesExample: rules.form.exampleFridge,
    rulesRun: rules.form.run,
    rulesChanged: rules.outcome.changedTitle,
  };
}

/** WCAG 2.2 AA, levels A and AA of every version up to it. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's best practices checked besides: headings that skip no level, so a screen reader's list of
 * headings reads as the page's outline (WCAG 1.3.1 in spirit, tagged best-practice by axe).
 */
const ALSO_CHECKED = ['heading-order'];

/**
 * A browser context that reads the app in `language`: the browser's locale says it, as a first
 * visitor's would. Motion is reduced so no check lands mid-animation (a fading toast has no fixed
 * contrast); the reduced-motion styles are exercised on the way.
 */
export async function contextFor(
  browser: Browser,
  language: Language,
  viewport = DESKTOP,
): Promise<BrowserContext> {
  const locale = LOCALES[language];
  return browser.newContext({ viewport, locale, reducedMotion: 'reduce' });
}

/** A new member of `journey` signed in, whose browser reads the app in `language`. */
export async function memberIn(
  journey: Journey,
  firstName: string,
  language: Language,
  viewport = DESKTOP,
): Promise<BrowserContext> {
  const context = await contextFor(journey.browser, language, viewport);
  const response = await context.request.post(`${journey.baseUrl}/api/register`, {
    data: { username: unique(firstName.toLowerCase()), firstName, lastName: 'Test' },
  });
  if (response.status() !== 201) throw new Error(`Sign-up failed: ${await response.text()}`);
  return context;
}

/** A page of `context` prepared for `language` (`preparePage`). */
export async function pageIn(context: BrowserContext, language: Language): Promise<Page> {
  const page = await context.newPage();
  await preparePage(page, language);
  return page;
}

/** Where the client remembers the language a person chose (client/src/i18n/language.ts). */
const LANGUAGE_STORAGE_KEY = 'foodshare.language';

/**
 * Prepares a page of such a context for `language` before its first navigation: the browser asks
 * for it, and the language is the one the person chose in the header.
 */
export async function preparePage(page: Page, language: Language): Promise<void> {
  const locale = LOCALES[language];
  await page.setExtraHTTPHeaders({ 'Accept-Language': `${locale},${language};q=0.9` });
  await page.addInitScript(
    `localStorage.setItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}, ${JSON.stringify(language)})`,
  );
}

/**
 * Waits until the page shows content rather than a loading state: a level-one heading (or an open
 * dialog), no skeleton, no spinner and no list marked busy (a list keeps showing, dimmed, what it
 * had while the answer to a new search is on its way: nobody reads it as the page's content).
 */
export async function settled(page: Page): Promise<void> {
  const content = page.locator('h1:visible, [role="dialog"]:visible');
  const loading = page.locator(
    '.animate-pulse:visible, .animate-spin:visible, [aria-busy="true"]:visible',
  );
  await expect
    .poll(async () => (await content.count()) > 0 && (await loading.count()) === 0, LIVE)
    .toBe(true);
}

/** One violation as a person fixing it wants to read it. */
function describeViolation(violation: axe.Result): string {
  const nodes = violation.nodes
    .map(
      (node) =>
        `    at ${JSON.stringify(node.target)}${node.failureSummary ? `\n      ${node.failureSummary.replaceAll('\n', '\n      ')}` : ''}`,
    )
    .join('\n');
  return `  ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n    ${violation.helpUrl}\n${nodes}`;
}

/** Runs axe with the WCAG 2.2 AA rules on the page as it is now; fails listing every violation. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  let report = await violationsReport(page);
  // A page that changed under axe (a list that began loading, dimmed, while it measured) is
  // measured again once settled: a real violation is there both times.
  if (report) report = await violationsReport(page);
  if (report) console.error(`axe: ${where} (${page.url()})\n${report}`);
  expect(report, `accessibility violations on ${where}`).toBe('');
}

/** The WCAG 2.2 AA violations on the page once it has settled, described; '' for none. */
async function violationsReport(page: Page): Promise<string> {
  await settled(page);
  // Behind an open (modal) dialog the page is inert and veiled: nobody reads it there, and axe
  // would measure its text through the veil. Its contrast is checked with the dialog closed.
  const dialogOpen = (await page.locator('[role="dialog"]:visible').count()) > 0;
  const rules = Object.fromEntries(ALSO_CHECKED.map((rule) => [rule, { enabled: true }]));
  const violations = await axeViolations(page, null, {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: dialogOpen ? { ...rules, 'color-contrast': { enabled: false } } : rules,
  });
  if (dialogOpen) {
    violations.push(
      ...(await axeViolations(page, '[role="dialog"]', {
        runOnly: { type: 'rule', values: ['color-contrast'] },
      })),
    );
  }
  return violations.map(describeViolation).join('\n');
}

/**
 * axe's violations on the page (or within the elements `include` selects). axe is loaded into a
 * document once, so the states checked on one page load share it; only violations are gathered,
 * as describing every passing node costs as much again and nothing reads it.
 */
async function axeViolations(
  page: Page,
  include: string | null,
  options: axe.RunOptions,
): Promise<axe.Result[]> {
  const loaded = await page.evaluate(() => 'axe' in globalThis);
  if (!loaded) await page.evaluate(axe.source);
  const context: axe.ElementContext = include ? { include: [include] } : { exclude: [] };
  return page.evaluate(
    async (run) => {
      const inPage = (globalThis as unknown as { axe: typeof axe }).axe;
      return (await inPage.run(run.context, run.options)).violations;
    },
    { context, options: { ...options, resultTypes: ['violations'] } satisfies axe.RunOptions },
  );
}

/** Whether `target` is the focused element. */
export function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === element.ownerDocument.activeElement);
}

/**
 * Fails unless the focused element shows that it has focus: its look, or its parent's,
 * grandparent's or card's (a card's ring marks the button that covers it) changes with focus.
 */
export async function expectFocusShown(page: Page): Promise<void> {
  // One round trip per stop: a keyboard journey makes hundreds of them.
  const judged = await page.locator('*:focus').evaluateAll((elements) => {
    const [element] = elements;
    if (!element) return null;
    const name = element.outerHTML.slice(0, 160);
    // Focus moved on (the page changed under it) between finding and reading: nothing to judge.
    if (element !== element.ownerDocument.activeElement) return { shown: true, name };
    const view = element.ownerDocument.defaultView;
    const chain = [
      element,
      element.parentElement,
      element.parentElement?.parentElement,
      element.closest('article'),
    ].filter(Boolean);
    const look = (node: typeof element) => {
      const style = view.getComputedStyle(node);
      return [
        style.outlineStyle,
        style.outlineWidth,
        style.outlineColor,
        style.boxShadow,
        style.backgroundColor,
        style.borderColor,
        style.textDecorationLine,
        // A skip link shows itself on focus: it leaves the screen-reader-only clip.
        style.position,
        style.clip,
      ].join('|');
    };
    // A date field focused from script starts again at its first part, so Tab would never leave
    // it: its ring is read as it stands.
    if (/^(date|time|datetime-local|month|week)$/.test(element.getAttribute('type') ?? '')) {
      const style = view.getComputedStyle(element);
      return { shown: style.outlineStyle !== 'none' || style.boxShadow !== 'none', name };
    }
    const withFocus = chain.map(look);
    element.blur();
    const without = chain.map(look);
    // Focus came by keyboard, so focusing again from script keeps :focus-visible.
    element.focus();
    return { shown: withFocus.some((value, index) => value !== without[index]), name };
  });
  if (judged) expect(judged.shown, `no visible focus on ${judged.name}`).toBe(true);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would, checking at every
 * stop on the way that focus is visible.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, limit = 150 } = {},
): Promise<void> {
  await target.waitFor({ state: 'visible', timeout: LIVE.timeout });
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectFocusShown(page);
    if (await hasFocus(target)) return;
  }
  throw new Error(`Tab did not reach ${target} in ${limit} presses`);
}

/**
 * Moves focus with the arrow keys until `target` has it (a menu, a list box, a radio group): down
 * first, then up, as a list that does not wrap may have opened below the target.
 */
export async function arrowTo(page: Page, target: Locator, limit = 40): Promise<void> {
  await target.waitFor({ state: 'visible', timeout: LIVE.timeout });
  for (const key of ['ArrowDown', 'ArrowUp']) {
    for (let press = 0; press < limit; press++) {
      if (await hasFocus(target)) return;
      await page.keyboard.press(key);
    }
  }
  if (await hasFocus(target)) return;
  throw new Error(`the arrows did not reach ${target} in ${2 * limit} presses`);
}
