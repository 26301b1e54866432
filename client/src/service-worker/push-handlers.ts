/**
 * The service worker's push side (docs/product.md §14): a push message becomes a notification in
 * the reader's language, and a click on it opens the page it is about, in a tab of the app
 * already open or a new one.
 */
import { PUSH_LANGUAGE_KEY, PUSH_SETTINGS_CACHE } from './push-settings';
import { type PushLanguage, parsePushMessage, showPushAs } from './push-words';

declare const self: ServiceWorkerGlobalScope;

/** The language the reader chose in the app (kept by the page), else the browser's. */
async function readerLanguage(): Promise<PushLanguage> {
  try {
    const cache = await caches.open(PUSH_SETTINGS_CACHE);
    const kept = await (await cache.match(PUSH_LANGUAGE_KEY))?.text();
    if (kept === 'en' || kept === 'ar') return kept;
  } catch {
    // no storage: the browser's language
  }
  return self.navigator.language.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

async function showPush(data: PushMessageData | null): Promise<void> {
  const message = data ? parsePushMessage(data.text()) : null;
  if (!message) return;
  const shown = showPushAs(message, await readerLanguage());
  await self.registration.showNotification(shown.title, {
    body: shown.body,
    tag: shown.tag,
    lang: shown.lang,
    dir: shown.dir,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: { url: shown.url },
  });
}

/**
 * The page in a tab of the app if one is open (taken there, then focused), else in a new one.
 * A tab is moved before it is focused: focusing needs the click's activation, moving does not.
 */
async function openPage(path: string): Promise<void> {
  const url = new URL(path, self.location.origin).href;
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
  const moved = tab ? await tab.navigate(url).catch(() => null) : null;
  if (moved) {
    await moved.focus().catch(() => undefined);
    return;
  }
  await self.clients.openWindow(url);
}

self.addEventListener('push', (event) => {
  event.waitUntil(showPush(event.data));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  event.waitUntil(openPage(typeof url === 'string' && url.startsWith('/') ? url : '/'));
});
