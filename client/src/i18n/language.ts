import { LANGUAGES, type Language } from './namespaces';

/** Where the language a person chose with the switch is remembered. */
export const LANGUAGE_STORAGE_KEY = 'foodshare.language';
/** The same choice, for the server (platform's prerendered pages read it). */
export const LANGUAGE_COOKIE = 'foodshare_language';

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** The browser's own preference: the first of its languages we speak (`ar*` → Arabic), else English. */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null; // storage blocked: follow the browser
  }
}

/** The language to start in: the one chosen before, or else the browser's. */
export function initialLanguage(): Language {
  const stored = storedLanguage();
  if (stored) tellServer(stored);
  return stored ?? browserLanguage(navigator.languages ?? [navigator.language]);
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  tellServer(language);
}

/**
 * The chosen language goes with every page request too, so the server sends the page
 * prerendered in it (docs/decisions/0031); a browser's own preference it reads from the request.
 */
function tellServer(language: Language): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: written at once, so the next page request carries it (the Cookie Store API is asynchronous, and not in every browser)
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // cookies blocked: the server goes by the browser's languages
  }
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** The web app manifest of each language: its name, `lang` and `dir` (docs/product.md §19). */
export const MANIFEST_PATH: Record<Language, string> = {
  en: '/manifest.webmanifest',
  ar: '/manifest-ar.webmanifest',
};

/**
 * `<html lang dir>` follows the language, so the browser, screen readers and CSS `rtl:` agree;
 * so does the web app manifest, so the app installs under its name in that language.
 */
export function applyToDocument(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest && manifest.getAttribute('href') !== MANIFEST_PATH[language])
    manifest.setAttribute('href', MANIFEST_PATH[language]);
}

/** Intl locales: UAE conventions in either language. */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-AE', ar: 'ar-AE' };
