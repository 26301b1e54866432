/**
 * The service worker (docs/product.md §19): the app shell from the precache, so the app opens
 * offline; the pages a person last saw (their API reads and pictures) from a cache when the
 * network is away; a new version waits until the person chooses "Reload" (the client sends
 * `SKIP_WAITING`). Writes are never queued here: offline, the client refuses them with a message.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  API_CACHE,
  ASSET_CACHE,
  isCachedRead,
  PICTURE_CACHE,
  SKIP_WAITING,
} from './offline-policy';
import './push-handlers';

declare const self: ServiceWorkerGlobalScope;

// The build's files (scripts, styles, catalogues, icons, index.html), listed by the build.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page is the one index.html (client routing): offline, the shell opens from the precache.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/uploads\//, /^\/blobs\//, /^\/robots\.txt$/, /^\/sitemap/],
  }),
);

// Reads: the network first, so nothing is stale while online; the last answer only when the
// network fails (no timeout: a slow answer, such as one waiting for the reader's own write, is
// never replaced by an older one).
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    request.mode !== 'navigate' &&
    isCachedRead(url, self.location.origin),
  new NetworkFirst({
    cacheName: API_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 })],
  }),
);

// The build's files left out of the precache (the map, the uploader, the charts): their names
// change with their content, so a copy kept is right for as long as it is asked for.
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: ASSET_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

// Pictures never change at their address.
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    (url.pathname.startsWith('/uploads/') || url.pathname.startsWith('/blobs/')),
  new CacheFirst({
    cacheName: PICTURE_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

// A first install takes the open tabs at once; an update waits for the person's "Reload".
clientsClaim();
