import { MESSAGE_TEMPLATES } from '@foodshare/contracts/messages';
import { describe, expect, it } from 'vitest';
import { ARABIC_EXTRA_PLURALS } from './catalogue';
import en from './locales/en/errors';
import { NAMESPACES } from './namespaces';

/** Strings that are rightly the same in both languages: names of things, words the server checks. */
const SAME_IN_BOTH = new Set([
  'common:language.en',
  'common:language.ar',
  // The word typed to confirm a deletion: the server compares it as it is.
  'errors:profile.deleteConfirmation',
]);

type Catalogue = { readonly [key: string]: string | Catalogue };

/** Every key path of a catalogue with its string. */
function leaves(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

const load = async (language: string, namespace: string): Promise<Catalogue> =>
  (await import(`./locales/${language}/${namespace}.ts`)).default;

/**
 * The keys an Arabic catalogue must have for English's: the same, and for each counted key
 * (`<key>_other`) Arabic's other plural forms too, `_zero`, `_two`, `_few`, `_many`.
 */
const arabicKeysFor = (englishKeys: Iterable<string>) =>
  [...englishKeys]
    .flatMap((key) =>
      key.endsWith('_other')
        ? [key, ...ARABIC_EXTRA_PLURALS.map((form) => key.replace(/_other$/, `_${form}`))]
        : [key],
    )
    .sort();

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each(NAMESPACES)('the %s catalogues', (namespace) => {
  it('have the same keys in Arabic as in English, none left in English, the same {{values}}', async () => {
    const english = leaves(await load('en', namespace));
    const arabic = leaves(await load('ar', namespace));
    expect([...arabic.keys()].sort()).toEqual(arabicKeysFor(english.keys()));
    for (const [key, text] of english) {
      const translated = arabic.get(key) ?? '';
      const name = `${namespace}:${key}`;
      if (!SAME_IN_BOTH.has(name)) expect(translated, name).not.toBe(text);
      expect(translated.trim(), name).not.toBe('');
      // A plural form may say its number in words ("طلب واحد"): {{count}} is optional there.
      const shown = (found: (string | undefined)[]) =>
        /_(one|other)$/.test(key) ? found.filter((value) => value !== 'count') : found;
      expect(shown(placeholders(translated)), name).toEqual(shown(placeholders(text)));
    }
  });
});

describe('the keys Arabic must have', () => {
  const english = ['list.title', 'list.showing_one', 'list.showing_other'];
  const forms = ['zero', 'one', 'two', 'few', 'many', 'other'].map(
    (form) => `list.showing_${form}`,
  );

  it("are English's, with Arabic's six forms of a counted key", () => {
    expect(arabicKeysFor(english)).toEqual(['list.title', ...forms].sort());
  });

  it('still tell a missing key or a missing plural form', () => {
    expect(arabicKeysFor(english)).not.toEqual(forms.sort());
    expect(arabicKeysFor(english)).not.toEqual(
      ['list.title', ...forms.filter((key) => !key.endsWith('_few'))].sort(),
    );
  });
});

describe('the errors catalogue', () => {
  it("holds the contracts' messages word for word, by their codes", () => {
    const { status: _status, value: _value, ...fromContracts } = en;
    expect(fromContracts).toEqual(MESSAGE_TEMPLATES);
  });
});
