import { ApiError } from '../../lib/api-client';

export interface FieldError<Field extends string> {
  field: Field;
  message: string;
}

/**
 * The field errors a server answer carries (400 `issues`, or a 409's `field`), limited to the
 * fields the form shows, first message per field.
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): FieldError<Field>[] {
  if (!(error instanceof ApiError) || !error.body) return [];
  const isShown = (field: string): field is Field => (fields as readonly string[]).includes(field);
  const found = new Map<Field, string>();
  for (const issue of error.body.issues ?? []) {
    if (isShown(issue.field) && !found.has(issue.field)) found.set(issue.field, issue.message);
  }
  const { field, message } = error.body;
  if (field && isShown(field) && !found.has(field)) found.set(field, message);
  return [...found].map(([shownField, shownMessage]) => ({
    field: shownField,
    message: shownMessage,
  }));
}
