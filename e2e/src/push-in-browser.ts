import type { TestSubscription } from '@foodshare/platform/testing/push-service';
import type { BrowserContext, Page, Worker } from 'playwright-core';
import { vi } from 'vitest';
import { LIVE } from './harness';

/*
 * Push on the browser's side of a journey: the app's service worker, handed a message as the
 * browser's push service would hand it, and the notifications it shows.
 */

/** Resolves once the service worker controls the page. */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await until(() => page.evaluate<boolean>('navigator.serviceWorker.controller !== null'), {
    timeout: LIVE.timeout,
    what: 'the service worker controls the page',
  });
}

/**
 * Until `check` answers true. vi.waitFor rather than expect.poll: the journeys in English and
 * Arabic run side by side, and a global expect is refused where more than one test runs.
 */
async function until(
  check: () => Promise<boolean>,
  { timeout, what }: { timeout: number; what: string },
): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`Not yet: ${what}`);
    },
    { timeout, interval: 100 },
  );
}

/** Delivers `data` to the page's service worker as its push service would (DevTools). */
export async function deliverPush(
  context: BrowserContext,
  page: Page,
  origin: string,
  data: string,
): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  // The registration of the worker that controls this page: journeys side by side on one origin
  // each have one, and DevTools may tell of the others too.
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const ours = versions.find(
        (version) =>
          version.status === 'activated' &&
          (version.controlledClients ?? []).includes(targetInfo.targetId),
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registration,
    data,
  });
  await cdp.detach();
}

/**
 * Delivers a push message and waits until the worker shows its notification (`tag`). A message
 * the browser did not take (its worker busy starting, on a loaded machine) is delivered again, as
 * a push service delivers again a message the browser has not acknowledged.
 */
export async function deliverPushUntilShown(
  context: BrowserContext,
  page: Page,
  origin: string,
  data: string,
  tag: string,
): Promise<void> {
  const shown = async () => (await shownNotifications(page)).some((each) => each.tag === tag);
  for (let attempt = 1; attempt <= 3; attempt++) {
    await deliverPush(context, page, origin, data);
    try {
      await until(shown, { timeout: 7_000, what: `the notification ${tag} is shown` });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

export type Shown = {
  title: string;
  body: string;
  tag: string;
  lang: string;
  dir: string;
  data: unknown;
};

/** The notifications the worker shows now. */
export const shownNotifications = (page: Page): Promise<Shown[]> =>
  page.evaluate(`navigator.serviceWorker.ready
    .then((registration) => registration.getNotifications())
    .then((shown) => shown.map(({ title, body, tag, lang, dir, data }) =>
      ({ title, body, tag, lang, dir, data })))`);

function serviceWorkerOf(context: BrowserContext): Worker {
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('no service worker');
  return worker;
}

/** A click on the notification shown with `tag` (the first shown without one), as the browser tells the worker of it. */
export async function clickNotification(context: BrowserContext, tag?: string): Promise<void> {
  await serviceWorkerOf(context).evaluate(`
    self.registration.getNotifications(${tag === undefined ? '' : JSON.stringify({ tag })})
      .then(([shown]) => {
        if (!shown) throw new Error('no notification shown');
        self.dispatchEvent(new NotificationEvent('notificationclick', { notification: shown }));
      })`);
}

/**
 * Makes the pages of `context` subscribe at `device`, a subscription of the push service on
 * loopback, where they would subscribe at the browser's own push service. Headless Chromium has
 * none to offer: its `PushManager.subscribe` is refused ("Registration failed - permission
 * denied") even with notifications allowed. Everything else is the app's own code: the
 * permission prompt, the service worker, the subscription posted to the server. Like a real
 * push service, it refuses a subscription for another VAPID key than `vapidPublicKey`.
 */
export async function subscribeAtLoopback(
  context: BrowserContext,
  device: TestSubscription,
  vapidPublicKey: string,
): Promise<void> {
  await context.addInitScript(`(() => {
    const device = ${JSON.stringify(device)};
    const vapidPublicKey = ${JSON.stringify(vapidPublicKey)};
    const SUBSCRIBED = 'loopback-push-subscribed';
    const bytesOf = (base64url) =>
      Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    const keyOf = (key) =>
      typeof key === 'string'
        ? bytesOf(key)
        : ArrayBuffer.isView(key)
          ? new Uint8Array(key.buffer, key.byteOffset, key.byteLength)
          : new Uint8Array(key ?? []);
    const subscription = () => ({
      endpoint: device.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: bytesOf(vapidPublicKey).buffer },
      getKey: (name) => bytesOf(device.keys[name]).buffer,
      toJSON: () => ({ endpoint: device.endpoint, expirationTime: null, keys: device.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(SUBSCRIBED);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function subscribe(options) {
      const key = keyOf(options?.applicationServerKey);
      const expected = bytesOf(vapidPublicKey);
      if (key.length !== expected.length || key.some((byte, index) => byte !== expected[index]))
        throw new DOMException('Registration failed - not the app’s key', 'InvalidAccessError');
      localStorage.setItem(SUBSCRIBED, 'yes');
      return subscription();
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return localStorage.getItem(SUBSCRIBED) ? subscription() : null;
    };
  })()`);
}
