import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { rememberLanguageForPush } from '../service-worker/push-settings';
import { applyToDocument, initialLanguage, isLanguage, rememberLanguage } from './language';
import { LANGUAGES, type Language, type Namespace, STARTUP_NAMESPACES } from './namespaces';
import './resources';

// One chunk per language and namespace: a page fetches only its own area, in one language.
const catalogues = import.meta.glob<{ default: object }>('./locales/*/*.ts');

/** Fetches `locales/<language>/<namespace>.ts` when i18next first needs it. */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = catalogues[`./locales/${language}/${namespace}.ts`];
    if (!load) {
      callback(new Error(`No catalogue ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

/** Set once `startI18n` is called: pages' catalogues are asked for once it has started. */
let starting: Promise<void> | null = null;

/**
 * Starts i18next in the remembered or browser language, with the shared namespaces loaded and
 * any the first page is known to need (`also`), fetched together.
 */
export function startI18n(
  language: Language = initialLanguage(),
  also: readonly Namespace[] = [],
): Promise<void> {
  starting = start(language, also);
  return starting;
}

async function start(language: Language, also: readonly Namespace[]): Promise<void> {
  i18n.on('languageChanged', (changed) => {
    if (!isLanguage(changed)) return;
    applyToDocument(changed);
    // The service worker words push notifications in it too (docs/product.md §14).
    void rememberLanguageForPush(changed);
  });
  await i18n
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...LANGUAGES],
      // No fallback language: the completeness test keeps Arabic whole, and a fallback would
      // fetch the English catalogues on every Arabic load.
      fallbackLng: false,
      ns: [...STARTUP_NAMESPACES, ...also],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
}

/** The switch: changes the language now and remembers it for the next visit. */
export async function chooseLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await i18n.changeLanguage(language);
}

/**
 * Route loaders call this so a page's namespaces arrive with its code, not after it renders. A
 * page's code may start loading before i18next has started (the router starts with it): its
 * catalogues are asked for once it has.
 */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  if (starting) await starting;
  await i18n.loadNamespaces([...namespaces]);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}
