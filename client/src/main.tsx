// First: zod reads its settings when it loads.
import './lib/zod-jitless';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter } from './app/router';
import { startI18n } from './i18n/i18n';
import { registerServiceWorker } from './lib/app-updates';
import { createQueryClient } from './lib/query-client';
import { mightBeSignedIn } from './lib/session-memory';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The shared catalogues arrive before the first render: no flash of keys or of the other language.
// A visitor's landing page needs its own catalogue too: fetched with them, not after.
const visitorOnLanding = window.location.pathname === '/' && !mightBeSignedIn();
const i18nStarted = startI18n(undefined, visitorOnLanding ? ['landing'] : []);
// The router starts at once: the first page's code (and a list's first items) load beside the
// catalogues, not after them.
const queryClient = createQueryClient();
const router = createRouter(queryClient);
void i18nStarted.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  ),
);

// After the page has loaded: the worker and its library are no part of the first load.
registerServiceWorker();
