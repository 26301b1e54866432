// Inlined in a prerendered page's <head> by prerender.ts (docs/decisions/0031). The page is in
// the language the server guessed from the request, for a visitor. Before it paints: where this
// browser chose another language (the app's switch, remembered here), prefers another, or may
// hold a session, the prerender is hidden and the app draws the right page in its place. The
// same choice as src/i18n/language.ts.
(() => {
  const page = document.documentElement;
  try {
    const chosen = localStorage.getItem('foodshare.language');
    const preferred = (navigator.languages || [navigator.language])
      .map((tag) => String(tag).toLowerCase().split('-')[0])
      .find((base) => base === 'en' || base === 'ar');
    const language = chosen === 'en' || chosen === 'ar' ? chosen : preferred || 'en';
    const mayBeSignedIn =
      localStorage.getItem('foodshare.had-session') === '1' ||
      document.cookie.split(';').some((pair) => pair.trim() === 'fs_signed_in=1');
    if (language !== page.lang || mayBeSignedIn) page.classList.add('prerender-stale');
  } catch {
    page.classList.add('prerender-stale');
  }
})();
