/**
 * The app: started by main.ts once the page has painted.
 */
// First: zod reads its settings when it loads.
import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter, pageNamespaces } from './app/router';
import { startI18n } from './i18n/i18n';
import { registerServiceWorker } from './lib/app-updates';
import { createQueryClient } from './lib/query-client';
import { mightBeSignedIn } from './lib/session-memory';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The shared catalogues arrive before the first render: no flash of keys or of the other language.
// The first page's own catalogues (a visitor's landing page's too) are fetched with them, not after.
const { pathname } = window.location;
const visitorOnLanding = pathname === '/' && !mightBeSignedIn();
const i18nStarted = startI18n(undefined, [
  ...pageNamespaces(pathname),
  ...(visitorOnLanding ? (['landing'] as const) : []),
]);
// A prerendered page on screen (docs/decisions/0031) stays there until the app can draw the
// same page (its code and catalogues loaded, not a spinner in its place), scrolled as it is.
const prerendered =
  container.querySelector('[data-prerendered]') !== null &&
  !document.documentElement.classList.contains('prerender-stale');
// The router starts at once: the first page's code (and a list's first items) load beside the
// catalogues, not after them.
const queryClient = createQueryClient();
const router = createRouter(queryClient, { overPrerender: prerendered });
const firstPageReady = prerendered ? routerInitialized(router) : Promise.resolve();
// Rendered as a transition, so React yields to the browser every few milliseconds rather than
// holding the main thread for the whole first render (a phone's taps wait less).
void Promise.all([i18nStarted, firstPageReady]).then(() =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    ),
  ),
);

function routerInitialized(router: ReturnType<typeof createRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// After the page has loaded: the worker and its library are no part of the first load.
registerServiceWorker();
