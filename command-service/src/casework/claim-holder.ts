import { CASEWORK_MESSAGES } from '@foodshare/contracts/casework';
import { DomainError } from '@foodshare/contracts/errors';
import type { CommandServiceDeps } from '../deps';
import { actorName } from '../moderation/staff-names';
import { HOLDER_PARAM } from './claim-rules';

/** A refusal because another moderator holds the case names them, for a 409 a person can act on. */
export async function namingClaimHolder(
  deps: Pick<CommandServiceDeps, 'streams' | 'db'>,
  error: unknown,
): Promise<unknown> {
  const holderId = error instanceof DomainError ? error.params?.[HOLDER_PARAM] : undefined;
  if (!holderId) return error;
  const name = await actorName(deps, holderId);
  return new DomainError('conflict', CASEWORK_MESSAGES.claimedBy(name), undefined, {
    [HOLDER_PARAM]: holderId,
  });
}
