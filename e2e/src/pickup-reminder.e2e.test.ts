import { OPENS_SOON_MS } from '@foodshare/contracts/pickups';
import type { PushPayload } from '@foodshare/contracts/push';
import {
  startTestPushService,
  type TestPushService,
  type TestSubscription,
} from '@foodshare/platform/testing/push-service';
import { afterAll, beforeAll, describe, it } from 'vitest';
import arNotifications from '../../client/src/i18n/locales/ar/notifications';
import enNotifications from '../../client/src/i18n/locales/en/notifications';
import { memberIn, pageIn } from './a11y';
import { type Journey, LIVE, PHONE, postListed, screenshot, startJourney, unique } from './harness';
import {
  clickNotification,
  controlledByServiceWorker,
  deliverPushUntilShown,
  shownNotifications,
  subscribeAtLoopback,
} from './push-in-browser';

/**
 * docs/product.md §10 and §14, journey 1 of the pickup windows: a taker who turned push on
 * reserves food for a window that opens later tonight; 30 minutes before it opens the reminder
 * reaches their phone, in their language, and opening it shows the pickup code.
 *
 * The push goes the whole way through the app: the reminder's delayed job, the notification it
 * records, the fan-out and the send, VAPID-signed and encrypted, to a push service on loopback,
 * which decrypts it with the device's key; the test hands what it decrypted to the taker's
 * service worker as the browser's push service would.
 */

let journey: Journey;
let pushService: TestPushService;
let vapidPublicKey: string;
beforeAll(async () => {
  journey = await startJourney({ pushServiceHosts: ['127.0.0.1'] });
  const answer = await fetch(`${journey.baseUrl}/api/push/public-key`);
  vapidPublicKey = ((await answer.json()) as { publicKey: string }).publicKey;
  pushService = await startTestPushService({ vapidKey: vapidPublicKey });
});
afterAll(async () => {
  await journey?.close();
  await pushService?.close();
});

const NOTIFICATIONS = { en: enNotifications, ar: arNotifications } as const;

/**
 * Time enough to list the food, request it and accept the request before the reminder falls
 * due: a reservation made after it would have nothing ahead to be reminded of.
 */
const SETTING_UP_MS = 60_000;

/** What reached the device at the push service, in order, as the browser would read it. */
const pushesTo = (device: TestSubscription) =>
  pushService.received.filter((push) => push.endpoint === device.endpoint);

const textOf = (push: { payload: string }) => (JSON.parse(push.payload) as PushPayload).params.text;

describe.concurrent('a taker reserves for tonight’s window and is reminded by push', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`in ${language === 'en' ? 'English' : 'Arabic'}`, async ({ expect }) => {
      const words = NOTIFICATIONS[language];

      // The taker turns push on for their phone from their profile.
      const taker = await memberIn(journey, 'Huda', language, PHONE);
      await taker.grantPermissions(['notifications'], { origin: journey.baseUrl });
      const device = pushService.subscribe();
      await subscribeAtLoopback(taker, device, vapidPublicKey);
      const page = await pageIn(taker, language);
      await page.goto(`${journey.baseUrl}/profile`);
      await controlledByServiceWorker(page);
      await page.getByRole('button', { name: words.settings.push.turnOn }).click();
      const pushOn = page.getByText(words.settings.push.state.on);
      await expect.poll(() => pushOn.isVisible(), LIVE).toBe(true);
      await pushOn.scrollIntoViewIfNeeded();
      await screenshot(page, `pickup-reminder-push-on-${language}`);

      // A donor lists food whose window opens a little over 30 minutes from now, for two hours.
      const donor = await memberIn(journey, 'Salem', language);
      const title = `${language === 'en' ? 'Chicken biryani' : 'برياني دجاج'} ${unique('')}`;
      const opensAt = Date.now() + OPENS_SOON_MS + SETTING_UP_MS;
      const itemId = await postListed(journey, donor, {
        title,
        pickupFrom: new Date(opensAt).toISOString(),
        pickupUntil: new Date(opensAt + 2 * 3_600_000).toISOString(),
      });

      // The taker asks for it and the donor accepts: it is reserved for them.
      const requested = await taker.request.post(`${journey.baseUrl}/api/food-requests`, {
        data: { foodItemId: itemId },
      });
      expect(requested.status(), await requested.text()).toBe(201);
      const { id: requestId } = (await requested.json()) as { id: string };
      const accepted = await donor.request.post(
        `${journey.baseUrl}/api/food-items/${itemId}/requests/${requestId}/accept`,
      );
      expect(accepted.status(), await accepted.text()).toBe(200);

      // My Requests holds the reservation and its code; then the taker goes on elsewhere.
      await page.goto(`${journey.baseUrl}/profile?tab=requests`);
      const code = page.getByTestId('pickup-code');
      await expect.poll(() => code.isVisible(), LIVE).toBe(true);
      const pickupCode = (await code.textContent())?.trim() ?? '';
      expect(pickupCode).toMatch(/^\d{6}$/);
      await screenshot(page, `pickup-reminder-reserved-${language}`);
      await page.goto(`${journey.baseUrl}/`);
      await controlledByServiceWorker(page);

      // Half an hour before the window opens the reminder is pushed, and the push service
      // decrypts it with the device's key. It hands the device all it holds for it, in order.
      await expect
        .poll(() => pushesTo(device).map(textOf), {
          timeout: Math.max(0, opensAt - OPENS_SOON_MS - Date.now()) + LIVE.timeout,
          interval: 250,
          message: 'the reminder was pushed to the taker’s device (reserved before it fell due)',
        })
        .toContain('pickupOpensSoon');
      const pushes = pushesTo(device);
      for (const push of pushes) {
        const { notificationId } = JSON.parse(push.payload) as PushPayload;
        await deliverPushUntilShown(taker, page, journey.baseUrl, push.payload, notificationId);
      }
      const reminder = pushes.find((push) => textOf(push) === 'pickupOpensSoon');
      const tag = reminder && (JSON.parse(reminder.payload) as PushPayload).notificationId;

      // The phone shows it in the taker's language, and opening it shows the pickup code.
      const item = language === 'ar' ? `\u2068${title}\u2069` : title;
      await expect
        .poll(() => shownNotifications(page), LIVE)
        .toContainEqual({
          title: words.text.pickupOpensSoon.title,
          body: words.text.pickupOpensSoon.message.replace('{{item}}', item),
          tag,
          lang: language,
          dir: language === 'ar' ? 'rtl' : 'ltr',
          data: { url: '/profile?tab=requests' },
        });
      await clickNotification(taker, tag);
      await expect
        .poll(() => new URL(page.url()).pathname + new URL(page.url()).search, LIVE)
        .toBe('/profile?tab=requests');
      await expect.poll(() => code.textContent(), LIVE).toBe(pickupCode);
      await expect.poll(() => page.getByText(title).first().isVisible(), LIVE).toBe(true);
      // The header's signed-in half loads after the page: the bell says the app is all there.
      const bell = page.getByRole('button', { name: new RegExp(`^${words.bell.heading}`) });
      await expect.poll(() => bell.isVisible(), LIVE).toBe(true);
      await code.scrollIntoViewIfNeeded();
      await screenshot(page, `pickup-reminder-opened-${language}`);
      expect((await shownNotifications(page)).map((shown) => shown.tag)).not.toContain(tag);
      expect(pushService.rejected).toEqual([]);
      for (const context of [taker, donor]) await context.close();
    }, 150_000);
  }
});
