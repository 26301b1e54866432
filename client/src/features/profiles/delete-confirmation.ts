import { PROFILE_MESSAGES } from '@foodshare/contracts/profile';

/** The word to type, in every language: the server compares it as it is. */
export const DELETE_WORD = PROFILE_MESSAGES.deleteConfirmation;

/** docs/product.md §4: the confirm button waits for exactly DELETE, capitals and all, nothing around it. */
export function isDeleteConfirmed(typed: string): boolean {
  return typed === DELETE_WORD;
}
