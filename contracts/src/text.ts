import { z } from 'zod';

/**
 * Text a person sends, in a body or a query string, always goes through `text()`: whatever is
 * accepted can be stored (PostgreSQL text holds no NUL), searched and shown, and reads the same
 * however it was typed. Browser-safe: the forms validate with the same schemas.
 */
export const TEXT_MESSAGES = {
  controlCharacter:
    'This text contains an invisible control character that cannot be saved. Delete it, or type the text again.',
  brokenCharacter:
    'This text contains a broken character (half of an emoji or symbol). Delete it, or type the text again.',
  lineBreak: 'Write this on one line: line breaks and tabs are not allowed here.',
} as const;

export type TextProblem = keyof typeof TEXT_MESSAGES;

/** Most text, and every data URL, is printable ASCII: fine as it is, and already NFC. */
const PRINTABLE_ASCII = /^[ -~]*$/;

export interface TextOptions {
  /** Line breaks and tabs allowed: descriptions, bios, messages, instructions, notes. */
  readonly multiline?: boolean;
  /** The message when the value is missing or not a string. */
  readonly error?: string;
}

/**
 * What makes `value` unfit to keep: a control character (Unicode Cc: NUL, escape, DEL, C1…;
 * tab, line feed and carriage return count as line breaks), a line break where one line is
 * asked for, or half of a UTF-16 surrogate pair. Null when it is fine.
 */
export function textProblem(value: string, multiline: boolean): TextProblem | null {
  if (PRINTABLE_ASCII.test(value)) return null;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code >= 0x20 && code < 0x7f) continue;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return 'brokenCharacter';
      index++;
    } else if (code >= 0xdc00 && code <= 0xdfff) return 'brokenCharacter';
    else if (code === 0x09 || code === 0x0a || code === 0x0d) {
      if (!multiline) return 'lineBreak';
    } else if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return 'controlCharacter';
  }
  return null;
}

/**
 * A string a person typed: trimmed, refused with a message naming what to fix if it holds a
 * control character, a line break where one line is asked for, or a lone surrogate, and
 * normalised to NFC. Chain `.min()`, `.max()`, `.regex()`… as on any `z.string()`.
 */
export function text(options: TextOptions = {}): z.ZodString {
  const multiline = options.multiline ?? false;
  return z
    .string(options.error ? { error: options.error } : undefined)
    .trim()
    .check((context) => {
      const problem = textProblem(context.value, multiline);
      if (problem)
        context.issues.push({
          code: 'custom',
          message: TEXT_MESSAGES[problem],
          input: context.value,
        });
    })
    .overwrite((value) => (PRINTABLE_ASCII.test(value) ? value : value.normalize('NFC')));
}

/** An optional field where '' means absent. */
export function optionalText(max: number, options: TextOptions = {}) {
  return text(options)
    .max(max, `Use at most ${max} characters`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

/** Arabic letters written more than one way, each folded to one form for search. */
const SEARCH_FOLDS: Readonly<Record<string, string>> = {
  '\u0623': '\u0627', // أ alef with hamza above → ا
  '\u0625': '\u0627', // إ alef with hamza below → ا
  '\u0622': '\u0627', // آ alef with madda → ا
  '\u0671': '\u0627', // ٱ alef wasla → ا
  '\u0629': '\u0647', // ة taa marbuta → ه
  '\u0649': '\u064a', // ى alef maqsura → ي
};
const SEARCH_FOLDED = /[\u0623\u0625\u0622\u0671\u0629\u0649]/g;
/** Tashkeel (harakat, tanween, shadda, sukun…, U+064B–U+065F), the dagger alef and tatweel. */
const SEARCH_DROPPED = /[\u064b-\u065f\u0670\u0640]/g;

/**
 * Text as search compares it: Arabic alef forms, taa marbuta and alef maqsura folded, and
 * diacritics and tatweel left out, so "مَطْعَم" and "مطعم", "أسماء" and "اسماء" match. Everything
 * else is unchanged (case is ILIKE's). The database applies the same folding to the text it
 * indexes (`public.search_normalise`, a platform migration); a test holds the two together.
 */
export function normaliseForSearch(value: string): string {
  return value
    .replace(SEARCH_DROPPED, '')
    .replace(SEARCH_FOLDED, (letter) => SEARCH_FOLDS[letter] ?? letter);
}
