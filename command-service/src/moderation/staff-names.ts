import { displayName } from '@foodshare/contracts/users';
import { openPersonalData } from '@foodshare/platform/vault/personal-data-vault';
import type { CommandServiceDeps } from '../deps';
import { SAFETY_CHECK_LABEL } from './moderation-decisions';

/**
 * Who an actor is, in words a moderator reads: the check, or a person's display name from their
 * own stream (opened with their key, as every command route opens it). An account deleted since
 * has no name to give.
 */
export async function actorName(
  deps: Pick<CommandServiceDeps, 'streams' | 'db'>,
  actor: string,
): Promise<string> {
  if (actor.startsWith('system:')) return SAFETY_CHECK_LABEL;
  const { state } = await deps.streams.user.load(actor);
  if (state.status !== 'active') return 'Another moderator';
  return displayName(await openPersonalData(deps.db, state.personal));
}
