import type { TFunction } from 'i18next';

/** A message the server (or a shared schema) wrote, with its code where known. */
export interface CodedText {
  readonly message: string;
  readonly code?: string | undefined;
  readonly params?: Readonly<Record<string, string>> | undefined;
}

/**
 * The message in the person's language: by its code from the `errors` catalogue, with the
 * English words as they came when no translation exists (a code this build does not know yet).
 */
export function translateMessage(t: TFunction, text: CodedText): string {
  if (!text.code) return text.message;
  // Codes are `<group>.<key>`, the catalogue's nesting: the key is built at run time. Before the
  // catalogues are ready (or in a test without them) t answers '': the English words stand.
  return (
    t(`errors:${text.code}` as never, { ...text.params, defaultValue: text.message }) ||
    text.message
  );
}
