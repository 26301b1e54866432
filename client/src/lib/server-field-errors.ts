import { translateMessage } from '../i18n/error-message';
import { i18n } from '../i18n/i18n';
import { ApiError } from './api-client';

export interface FieldError<Field extends string> {
  field: Field;
  message: string;
}

/**
 * The field errors a server answer carries (400 `issues`, or a 409's `field`), limited to the
 * fields the form shows, first message per field. `aliases` names the form field for a server
 * field the form calls something else. Messages come in the person's language (by their code).
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  aliases: Readonly<Partial<Record<string, Field>>> = {},
): FieldError<Field>[] {
  if (!(error instanceof ApiError) || !error.body) return [];
  const isShown = (field: string): field is Field => (fields as readonly string[]).includes(field);
  const formField = (field: string): Field | undefined =>
    aliases[field] ?? (isShown(field) ? field : undefined);
  const found = new Map<Field, string>();
  const add = (field: string | undefined, message: string) => {
    const shown = field === undefined ? undefined : formField(field);
    if (shown !== undefined && !found.has(shown)) found.set(shown, message);
  };
  for (const issue of error.body.issues ?? []) add(issue.field, translateMessage(i18n.t, issue));
  add(error.body.field, translateMessage(i18n.t, error.body));
  return [...found].map(([shownField, shownMessage]) => ({
    field: shownField,
    message: shownMessage,
  }));
}
