import { DomainError, UNAUTHORIZED_MESSAGE } from '@foodshare/contracts/errors';
import type { StaffRole } from '@foodshare/contracts/staff';
import { streamIds } from '@foodshare/contracts/user-events';
import type { EventStore } from '@foodshare/platform/event-store/event-store';
import type { AccessResolver } from '@foodshare/platform/http/access';
import { LRUCache } from 'lru-cache';
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

type Member = { readonly staffRoles: readonly StaffRole[] } | null;

/**
 * Who is a member, as their stream last told this process, for `ms` (a write and the reads
 * after it ask again and again). An append of this process to a person's stream forgets them
 * at once (`appendedTo`), so a role granted or revoked here holds on the next request; one
 * appended by another process (the staff CLI) holds within `ms`, as a session ended elsewhere
 * does with the session store's own cache.
 */
export function memberCache(ms: number) {
  const members = new LRUCache<string, { readonly member: Member }>({ max: 10_000, ttl: ms });
  return {
    get: (userId: string) => members.get(userId),
    set: (userId: string, member: Member) => members.set(userId, { member }),
    /** After an append of this process to `streamId`: a person's account changed. */
    appendedTo(streamId: string) {
      if (streamId.startsWith(USER_STREAM_PREFIX))
        members.delete(streamId.slice(USER_STREAM_PREFIX.length));
    },
  };
}

export type MemberCache = ReturnType<typeof memberCache>;

const USER_STREAM_PREFIX = streamIds.user('');

/** `store` telling `members` of each of its appends once made. */
export function forgettingMembers(store: EventStore, members: MemberCache): EventStore {
  return {
    ...store,
    async append(streamId, events, options) {
      try {
        return await store.append(streamId, events, options);
      } finally {
        members.appendedTo(streamId);
      }
    },
    async appendMany(appends) {
      try {
        return await store.appendMany(appends);
      } finally {
        for (const append of appends) members.appendedTo(append.streamId);
      }
    },
  };
}

/**
 * The command side's answer to the access layer, from the person's own stream: an account
 * deleted since (on another device) is no member, and staff roles are as last granted (as
 * `members` remembers them, when given).
 */
export function streamAccess(
  deps: Pick<CommandServiceDeps, 'streams'>,
  members?: MemberCache,
): AccessResolver {
  return {
    async member(userId) {
      const known = members?.get(userId);
      if (known) return known.member;
      const { state } = await deps.streams.user.load(userId);
      const member = state.status === 'active' ? { staffRoles: state.staffRoles } : null;
      members?.set(userId, member);
      return member;
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
