import './index.css';

/**
 * The app starts once the browser has painted what the HTML brought: a prerendered page
 * (docs/decisions/0031) shows at once, before the app's code is evaluated, on a phone's busy
 * main thread too. The app's modules download meanwhile (the HTML names them).
 */
const startApp = () => void import('./start-app');
if (document.visibilityState === 'hidden') startApp();
else requestAnimationFrame(() => setTimeout(startApp));
