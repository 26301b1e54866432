import './index.css';

/**
 * The app starts once the browser has painted what the HTML brought: a prerendered page
 * (docs/decisions/0031) is on screen before the app's code downloads and takes the main thread,
 * on a phone's slow network and CPU too. Then everything the page needs is fetched at once: the
 * app's modules, the page's and its catalogues, the list's first page (unless the HTML holds it),
 * which the prerendered HTML names in a template.
 */
/**
 * The element that holds it (lib/first-list.ts). Named again here: the entry imports nothing of
 * the app, whose chunk is fetched after the first paint.
 */
const FIRST_LIST_ELEMENT_ID = 'first-list';

const startApp = () => {
  const afterPaint = document.getElementById('after-first-paint');
  if (afterPaint instanceof HTMLTemplateElement) {
    // Where the server put the list's first page in the HTML (docs/decisions/0032), the app
    // starts from it: no need to ask for it.
    if (document.getElementById(FIRST_LIST_ELEMENT_ID))
      afterPaint.content.querySelector('link[as="fetch"]')?.remove();
    document.head.append(afterPaint.content);
  }
  void import('./start-app');
};

const prerenderShowing =
  document.querySelector('[data-prerendered]') !== null &&
  !document.documentElement.classList.contains('prerender-stale');

if (!prerenderShowing || document.visibilityState === 'hidden') startApp();
else afterFirstContentfulPaint(startApp);

/** Once the browser reports the first contentful paint; after the next frame where it cannot. */
function afterFirstContentfulPaint(then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(then));
    return;
  }
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    then();
  };
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    once();
  }).observe({ type: 'paint', buffered: true });
  // Should the paint go unreported (a page the browser does not draw yet), the app starts anyway.
  setTimeout(once, 1000);
}
