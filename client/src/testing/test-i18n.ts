import { afterAll, beforeAll } from 'vitest';
import { i18n } from '../i18n/i18n';
import { LANGUAGES, type Language, NAMESPACES } from '../i18n/namespaces';

/** Every catalogue in both languages, so a test reads the words a person would read. */
async function allCatalogues() {
  const resources: Record<string, Record<string, object>> = {};
  for (const language of LANGUAGES) {
    resources[language] = {};
    for (const namespace of NAMESPACES) {
      resources[language][namespace] = (
        await import(`../i18n/locales/${language}/${namespace}.ts`)
      ).default;
    }
  }
  return resources;
}

/**
 * Starts the app's i18n with every catalogue loaded, once per worker: the unit files of a worker
 * share their modules, this instance with them.
 */
export async function startTestI18n(): Promise<void> {
  if (i18n.isInitialized) return;
  await i18n.init({
    lng: 'en',
    fallbackLng: false,
    defaultNS: 'common',
    resources: await allCatalogues(),
    interpolation: { escapeValue: false },
  });
}

/**
 * Runs this file's tests on the app's i18n in `language`, and gives the next file of the worker
 * back the language this one found: a file that leaves it in Arabic would turn another's English
 * words Arabic.
 */
export function testsInLanguage(language: Language): void {
  let found: string | undefined;
  beforeAll(async () => {
    await startTestI18n();
    found = i18n.language;
    await i18n.changeLanguage(language);
  });
  afterAll(async () => {
    await i18n.changeLanguage(found);
  });
}
