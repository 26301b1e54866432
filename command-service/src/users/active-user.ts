import { streamIds } from '@foodshare/contracts/user-events';
import { DomainError, UNAUTHORIZED_MESSAGE } from '@foodshare/platform/http/errors';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import type { FastifyRequest } from 'fastify';
import { loadState } from '../command-handler';
import type { CommandServiceDeps } from '../deps';
import { type UserState, userDecider } from './user-decider';

/** A person's account as its stream tells it, or a 401 once it no longer exists. */
export async function loadActiveUser(
  deps: Pick<CommandServiceDeps, 'store'>,
  userId: string,
): Promise<Extract<UserState, { status: 'active' }>> {
  const { state } = await loadState(deps.store, streamIds.user(userId), userDecider);
  if (state.status !== 'active') throw new DomainError('unauthenticated', UNAUTHORIZED_MESSAGE);
  return state;
}

/**
 * A pre-validation hook for writes: signed out, or an account deleted since (on another
 * device), is a 401 before the body is judged; a session that outlived its account is ended.
 */
export function signedInActiveUser(deps: Pick<CommandServiceDeps, 'store'>) {
  return async (request: FastifyRequest): Promise<void> => {
    const userId = requireUserId(request);
    try {
      await loadActiveUser(deps, userId);
    } catch (error) {
      await request.session.destroy();
      throw error;
    }
  };
}
