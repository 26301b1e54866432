import { streamIds } from '@foodshare/contracts/user-events';
import { DomainError, UNAUTHORIZED_MESSAGE } from '@foodshare/platform/http/errors';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import type { FastifyRequest } from 'fastify';
import { loadState } from '../command-handler';
import type { CommandServiceDeps } from '../deps';
import { userDecider } from './user-decider';

/**
 * The signed-in person, if their account still exists. A session that outlived its account
 * (deleted on another device) is ended, and the write refused with a 401.
 */
export async function requireActiveUser(
  deps: Pick<CommandServiceDeps, 'store'>,
  request: FastifyRequest,
): Promise<string> {
  const userId = requireUserId(request);
  const { state } = await loadState(deps.store, streamIds.user(userId), userDecider);
  if (state.status === 'active') return userId;
  await request.session.destroy();
  throw new DomainError('unauthenticated', UNAUTHORIZED_MESSAGE);
}
