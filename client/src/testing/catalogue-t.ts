import i18next, { type TFunction } from 'i18next';
import type { Language, Namespace } from '../i18n/namespaces';

/**
 * An i18next of its own with one namespace's catalogue, in one language, for unit tests: `t` as
 * the app calls it, plural forms and all.
 */
export async function catalogueT<Name extends Namespace>(
  namespace: Name,
  language: Language,
): Promise<TFunction<Name>> {
  const catalogue = (await import(`../i18n/locales/${language}/${namespace}.ts`)).default;
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    ns: [namespace],
    defaultNS: namespace,
    resources: { [language]: { [namespace]: catalogue } },
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT(language, namespace) as TFunction<Name>;
}
