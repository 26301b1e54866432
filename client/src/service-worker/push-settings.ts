/**
 * What the page and the service worker share about push: where the page keeps the reader's
 * language for the worker (Cache Storage, which both can reach). Tiny on purpose: the page's
 * first load carries it.
 */
export const PUSH_SETTINGS_CACHE = 'foodshare-settings';
export const PUSH_LANGUAGE_KEY = '/__push-language';

/** Keeps the reader's language where the worker words pushes from it. */
export async function rememberLanguageForPush(language: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(PUSH_SETTINGS_CACHE);
    await cache.put(PUSH_LANGUAGE_KEY, new Response(language));
  } catch {
    // No storage (a private window): pushes follow the browser's language.
  }
}
