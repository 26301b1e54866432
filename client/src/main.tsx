import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startI18n } from './i18n/i18n';

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
