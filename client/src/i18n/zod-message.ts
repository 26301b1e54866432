import { codeOfMessage } from '@foodshare/contracts/messages';
import type { TFunction } from 'i18next';
import { translateMessage } from './error-message';

/**
 * A form's own validation message (a zod schema from contracts, run by the resolver) in the
 * person's language: its English text is looked up in the contracts catalogue for its code.
 * Import this only where forms are: it brings the catalogue and its schemas along.
 */
export function translateSchemaMessage(
  t: TFunction,
  message: string | undefined,
): string | undefined {
  if (message === undefined) return undefined;
  const coded = codeOfMessage(message);
  return translateMessage(t, { message, code: coded?.code, params: coded?.params });
}
