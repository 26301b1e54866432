// First: zod reads its settings when it loads.
import './lib/zod-jitless';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startI18n } from './i18n/i18n';
import { registerServiceWorker } from './lib/app-updates';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The shared catalogues arrive before the first render: no flash of keys or of the other language.
void startI18n().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

// After the page has loaded: the worker and its library are no part of the first load.
registerServiceWorker();
