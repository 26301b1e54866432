/** The plural categories Arabic has beyond English's `one` and `other` (Intl.PluralRules('ar')). */
export const ARABIC_EXTRA_PLURALS = ['zero', 'two', 'few', 'many'] as const;

/** For each English `<key>_other`, the Arabic forms English lacks: `<key>_zero`, `_two`, `_few`, `_many`. */
type ArabicPluralKeys<Key> = Key extends `${infer Base}_other`
  ? `${Base}_${(typeof ARABIC_EXTRA_PLURALS)[number]}`
  : never;

/**
 * The shape another language's catalogue must have: every key of the English one, no other, and
 * strings as values. Typed as `const ar: Translation<typeof en> = { ... }`, a missing key is a
 * compile error, and so is an extra one (an object literal may not add properties). A counted
 * string (`<key>_one` / `<key>_other` in English) also needs Arabic's other plural forms.
 */
export type Translation<English> = {
  readonly [Key in keyof English]: English[Key] extends string ? string : Translation<English[Key]>;
} & { readonly [Key in ArabicPluralKeys<keyof English>]: string };
