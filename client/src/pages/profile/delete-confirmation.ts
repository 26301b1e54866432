import { PROFILE_MESSAGES } from '@foodshare/contracts/profile';

/** SPEC §4: the confirm button waits for exactly DELETE, capitals and all, nothing around it. */
export function isDeleteConfirmed(typed: string): boolean {
  return typed === PROFILE_MESSAGES.deleteConfirmation;
}
