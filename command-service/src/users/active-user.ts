import { DomainError, UNAUTHORIZED_MESSAGE } from '@foodshare/contracts/errors';
import type { AccessResolver } from '@foodshare/platform/http/access';
import { z } from 'zod';
import type { CommandServiceDeps } from '../deps';
import type { UserState } from './user-decider';

/** A person's account as its stream tells it, or a 401 once it no longer exists. */
export async function loadActiveUser(
  deps: Pick<CommandServiceDeps, 'streams'>,
  userId: string,
): Promise<Extract<UserState, { status: 'active' }>> {
  const { state } = await deps.streams.user.load(userId);
  if (state.status !== 'active') throw new DomainError('unauthenticated', UNAUTHORIZED_MESSAGE);
  return state;
}

/** The ids an owned resource's route carries: the item, and the request on it. */
const ownedParams = z.object({ id: z.string().uuid(), requestId: z.string().uuid().optional() });

/**
 * The command side's answer to the access layer, from the person's own stream: an account
 * deleted since (on another device) is no member, and staff roles are as last granted.
 */
export function streamAccess(deps: Pick<CommandServiceDeps, 'streams'>): AccessResolver {
  return {
    async member(userId) {
      const { state } = await deps.streams.user.load(userId);
      return state.status === 'active' ? { staffRoles: state.staffRoles } : null;
    },
    async ownedByAnother(resource, params, userId) {
      const ids = ownedParams.safeParse(params);
      if (!ids.success) return false;
      const { state } = await deps.streams.food.load(ids.data.id);
      // An item that is gone is the handler's to answer (404), whoever asks.
      if (!state.exists || state.status === 'withdrawn') return false;
      if (resource === 'food-item') return state.donorId !== userId;
      const request = ids.data.requestId ? state.requests.get(ids.data.requestId) : undefined;
      return request !== undefined && request.requesterId !== userId;
    },
  };
}
