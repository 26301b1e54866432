import { randomUUID } from 'node:crypto';
import { EMPTY_PERSONAL_DATA, type PersonalData } from '@foodshare/contracts/personal-data';
import type { RegisterCommandInput, User } from '@foodshare/contracts/users';
import type { Position } from '@foodshare/platform/event-store/event-store';
import { personalDataVault } from '@foodshare/platform/vault/personal-data-vault';
import type { CommandContext } from '../command-handling/decider';
import type { CommandServiceDeps } from '../deps';
import { uploadedPictureId } from '../profile-pictures/picture-claims';
import { userFromState } from './user-answer';

export interface Registration {
  readonly user: User;
  readonly positions: readonly (Position | undefined)[];
}

/**
 * Claims the username (unique in the event store: `username-<name>` appended only by its owner)
 * and the picture, and registers the user with their personal fields sealed under a key of
 * their own: decided together and appended together (`streams.across`), so a refusal of any (a
 * name taken, another account's picture) records nothing.
 */
export async function registerAccount(
  deps: Pick<CommandServiceDeps, 'streams' | 'db' | 'blobs' | 'now'>,
  input: RegisterCommandInput,
  context: (userId: string) => CommandContext,
  /** What the sign-up form does not ask but an account may start with (the demo's bios). */
  profile: { readonly bio?: string } = {},
): Promise<Registration> {
  const userId = randomUUID();
  const now = deps.now();
  const pictureId = input.profileImageUrl
    ? await uploadedPictureId(deps, input.profileImageUrl)
    : null;
  const personal: PersonalData = {
    ...EMPTY_PERSONAL_DATA,
    firstName: input.firstName,
    lastName: input.lastName,
    profileImageUrl: input.profileImageUrl ?? null,
    businessName: input.businessName ?? null,
    businessAddress: input.businessAddress ?? null,
    bio: profile.bio ?? null,
  };
  const { value: state, positions } = await deps.streams.across(context(userId), async (on) => {
    if (pictureId) await on(deps.streams.picture, pictureId, { pictureId, userId, now });
    await on(deps.streams.username, input.username, {
      type: 'ClaimUsername',
      username: input.username,
      userId,
    });
    // Sealed only once nothing above refused: a refused sign-up leaves no key behind.
    const sealed = await personalDataVault.seal(deps.db, userId, personal);
    const registered = await on(deps.streams.user, userId, {
      type: 'RegisterUser',
      userId,
      username: input.username,
      role: input.role,
      isPublicProfile: input.profileVisibility,
      personal: sealed,
      now,
    });
    return registered.after;
  });
  if (state.status !== 'active') throw new Error('Registration did not take effect');
  return { user: userFromState(state, personal), positions };
}
