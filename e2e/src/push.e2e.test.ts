import { NOTIFICATION_TEXT } from '@foodshare/contracts/notifications';
import type { NotificationPreferences, PushPayload } from '@foodshare/contracts/push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arNotifications from '../../client/src/i18n/locales/ar/notifications';
import enNotifications from '../../client/src/i18n/locales/en/notifications';
import { expectAccessible, preparePage } from './a11y';
import {
  DESKTOP,
  type Journey,
  LIVE,
  PHONE,
  postListed,
  screenshot,
  signedInContext,
  startJourney,
} from './harness';
import {
  clickNotification,
  controlledByServiceWorker,
  deliverPush,
  shownNotifications,
} from './push-in-browser';

/*
 * Push in the browser (docs/product.md §14): a push message delivered to the registered service
 * worker through the DevTools protocol, as a push service would deliver it, becomes a notification
 * in the reader's language; clicking it opens the page the bell would open. And the profile's
 * notification settings, in both languages.
 */

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

describe('push in the browser', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`shows a delivered push in ${language === 'en' ? 'English' : 'Arabic'}, and its click opens My Donations`, async () => {
      const donor = await signedInContext(journey, { firstName: 'Huda' }, PHONE);
      await donor.grantPermissions(['notifications'], { origin: journey.baseUrl });
      const itemId = await postListed(journey, donor, { title: 'Tray of kunafa' });
      const page = await donor.newPage();
      await preparePage(page, language);
      await page.goto(`${journey.baseUrl}/`);
      await controlledByServiceWorker(page);
      // The page keeps the reader's language where the worker reads it.
      await expect
        .poll(() =>
          page.evaluate(
            `caches.match('/__push-language').then((kept) => (kept ? kept.text() : null))`,
          ),
        )
        .toBe(language);
      const payload: PushPayload = {
        notificationId: '2f1c9a4e-6b7d-4e8f-9a0b-1c2d3e4f5a6b',
        type: 'request_received',
        ...NOTIFICATION_TEXT.requestReceived('Tray of kunafa'),
        relatedItemId: itemId,
      };
      await deliverPush(donor, page, journey.baseUrl, JSON.stringify(payload));
      const words = (language === 'en' ? enNotifications : arNotifications).text.requestReceived;
      await expect
        .poll(() => shownNotifications(page), LIVE)
        .toEqual([
          {
            title: words.title,
            body: expect.stringContaining('Tray of kunafa'),
            tag: payload.notificationId,
            lang: language,
            dir: language === 'ar' ? 'rtl' : 'ltr',
            data: { url: '/profile?tab=donations' },
          },
        ]);
      // A click on it, as the browser would tell the worker: the open tab goes to My Donations.
      await clickNotification(donor);
      await expect
        .poll(() => new URL(page.url()).pathname + new URL(page.url()).search, LIVE)
        .toBe('/profile?tab=donations');
      await expect.poll(() => shownNotifications(page), LIVE).toEqual([]);
      await donor.close();
    });
  }

  it('saves the member’s choices from the profile, in both languages at both widths', async () => {
    for (const language of ['en', 'ar'] as const) {
      const catalogue = language === 'en' ? enNotifications : arNotifications;
      for (const [viewport, width] of [
        [DESKTOP, 1440],
        [PHONE, 390],
      ] as const) {
        const member = await signedInContext(journey, { firstName: 'Omar' }, viewport);
        const page = await member.newPage();
        await preparePage(page, language);
        await page.goto(`${journey.baseUrl}/profile`);
        const heading = page.getByRole('heading', { name: catalogue.settings.title, exact: true });
        await expect.poll(() => heading.isVisible(), LIVE).toBe(true);
        const status = page.getByText(catalogue.settings.push.state.off);
        await expect.poll(() => status.isVisible(), LIVE).toBe(true);
        // Moderation outcomes off by push; quiet hours on, urgent news let through.
        const kinds = catalogue.settings.kinds;
        await page
          .getByRole('switch', {
            name: kinds.switchLabel
              .replace('{{kind}}', kinds.moderation)
              .replace('{{channel}}', catalogue.settings.channels.push),
          })
          .click();
        await page.getByRole('switch', { name: catalogue.settings.quiet.on }).click();
        await page.getByLabel(catalogue.settings.quiet.start, { exact: true }).fill('23:00');
        await page.getByRole('switch', { name: catalogue.settings.quiet.urgent }).click();
        await page.getByRole('button', { name: catalogue.settings.save }).scrollIntoViewIfNeeded();
        // The open quiet hours too pass the WCAG 2.2 AA rules the accessibility suite runs.
        if (width === 390) await expectAccessible(page, `notification settings (${language})`);
        await screenshot(page, `notification-settings-${language}-${width}`);
        await page.getByRole('button', { name: catalogue.settings.save }).click();
        await expect
          .poll(() => page.getByText(catalogue.settings.saved).first().isVisible(), LIVE)
          .toBe(true);
        const saved = (await (
          await member.request.get(`${journey.baseUrl}/api/notification-preferences`)
        ).json()) as NotificationPreferences;
        expect(saved.channels.moderation).toEqual({ inApp: true, push: false });
        expect(saved.quietHours).toEqual({
          start: '23:00',
          end: '07:00',
          timeZone: 'Asia/Dubai',
          urgentAllowed: true,
        });
        await member.close();
      }
    }
  });
});
