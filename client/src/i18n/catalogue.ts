/**
 * The shape another language's catalogue must have: every key of the English one, no other, and
 * strings as values. Typed as `const ar: Translation<typeof en> = { ... }`, a missing key is a
 * compile error, and so is an extra one (an object literal may not add properties).
 */
export type Translation<English> = {
  readonly [Key in keyof English]: English[Key] extends string ? string : Translation<English[Key]>;
};
