import { API_CACHE } from '../service-worker/offline-policy';

type Listener = () => void;

/**
 * The service worker's side of the app (docs/product.md §19): registered once the page has
 * loaded, so neither it nor workbox-window is part of the first load; a new version that waits
 * is announced, and the person's "Reload" activates it and reloads the page.
 */
let updateWaiting = false;
let activateWaiting: (() => void) | null = null;
const listeners = new Set<Listener>();

function publish(): void {
  for (const listener of listeners) listener();
}

export function subscribeToUpdates(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isUpdateWaiting(): boolean {
  return updateWaiting;
}

/** The person chose "Reload": the waiting version takes over, then the page reloads in it. */
export function reloadForUpdate(): void {
  if (activateWaiting) activateWaiting();
  else window.location.reload();
}

/** Registers `/sw.js` after the load event (production builds only). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox('/sw.js');
    workbox.addEventListener('waiting', () => {
      activateWaiting = () => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      };
      updateWaiting = true;
      publish();
    });
    await workbox.register();
  };
  const start = () => void register().catch(() => undefined);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** Forgets the reads kept for offline use: a signed-out device keeps nothing of the person's. */
export async function forgetOfflineReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE);
}
