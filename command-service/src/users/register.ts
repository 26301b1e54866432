import { randomUUID } from 'node:crypto';
import { EMPTY_PERSONAL_DATA, type PersonalData } from '@foodshare/contracts/personal-data';
import type { RegisterCommandInput, User } from '@foodshare/contracts/users';
import type { Position } from '@foodshare/platform/event-store/event-store';
import { personalDataVault } from '@foodshare/platform/vault/personal-data-vault';
import type { CommandContext } from '../command-handler';
import type { CommandServiceDeps } from '../deps';
import { claimPicture } from '../profile-pictures/picture-claims';
import { userFromState } from './user-answer';
import { userDecider } from './user-decider';

export interface Registration {
  readonly user: User;
  readonly positions: readonly (Position | undefined)[];
}

/**
 * Claims the username (unique in the event store: `username-<name>` appended only by its owner),
 * then registers the user with their personal fields sealed under a key of their own.
 */
export async function registerAccount(
  deps: Pick<CommandServiceDeps, 'streams' | 'db' | 'blobs' | 'now'>,
  input: RegisterCommandInput,
  context: (userId: string) => CommandContext,
  /** What the sign-up form does not ask but an account may start with (the demo's bios). */
  profile: { readonly bio?: string } = {},
): Promise<Registration> {
  const userId = randomUUID();
  const ctx = context(userId);
  // The picture first: a refused picture must not leave the name taken.
  if (input.profileImageUrl) await claimPicture(deps, input.profileImageUrl, userId, ctx);
  const claim = await deps.streams.username.handle(
    input.username,
    { type: 'ClaimUsername', username: input.username, userId },
    ctx,
  );
  const personal: PersonalData = {
    ...EMPTY_PERSONAL_DATA,
    firstName: input.firstName,
    lastName: input.lastName,
    profileImageUrl: input.profileImageUrl ?? null,
    businessName: input.businessName ?? null,
    businessAddress: input.businessAddress ?? null,
    bio: profile.bio ?? null,
  };
  try {
    const sealed = await personalDataVault.seal(deps.db, userId, personal);
    const registered = await deps.streams.user.handle(
      userId,
      {
        type: 'RegisterUser',
        userId,
        username: input.username,
        role: input.role,
        isPublicProfile: input.profileVisibility,
        personal: sealed,
        now: deps.now(),
      },
      ctx,
    );
    const state = registered.events.reduce(userDecider.evolve, userDecider.initialState);
    if (state.status !== 'active') throw new Error('Registration did not take effect');
    return {
      user: userFromState(state, personal),
      positions: [claim.appended?.position, registered.appended?.position],
    };
  } catch (error) {
    // The name must not stay held by an account that does not exist.
    await deps.streams.username.handle(
      input.username,
      { type: 'ReleaseUsername', username: input.username, userId },
      ctx,
    );
    throw error;
  }
}
