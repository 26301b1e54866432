import {
  PICTURE_MESSAGES,
  type ProfilePictureEvent,
  profilePictureClaimedSchema,
} from '@foodshare/contracts/profile';
import { PROFILE_PICTURE_PATH } from '@foodshare/contracts/users';
import { DomainError } from '@foodshare/platform/http/errors';
import { type CommandContext, type Decider, handleCommand, loadState } from '../command-handler';
import type { CommandServiceDeps } from '../deps';

type Claim = { readonly owner: string | null };
type ClaimPicture = { readonly pictureId: string; readonly userId: string; readonly now: Date };

/** A picture belongs to the first account that uses it; claiming it again is harmless. */
export const pictureDecider: Decider<ClaimPicture, ProfilePictureEvent, Claim> = {
  initialState: { owner: null },
  evolve: (_state, event) => ({ owner: event.data.userId }),
  decide(command, state) {
    if (state.owner === command.userId) return [];
    if (state.owner)
      throw new DomainError('validation', PICTURE_MESSAGES.notYours, 'profileImageUrl');
    return [
      {
        type: 'ProfilePictureClaimed',
        data: {
          pictureId: command.pictureId,
          userId: command.userId,
          claimedAt: command.now.toISOString(),
        },
      },
    ];
  },
  parse: (recorded) =>
    profilePictureClaimedSchema.parse({ type: recorded.type, data: recorded.data }),
};

const streamOf = (pictureId: string) => `profile-picture-${pictureId}`;
const blobOf = (pictureId: string) => `profile-pictures/${pictureId}`;

function pictureIdOf(url: string): string {
  const id = PROFILE_PICTURE_PATH.exec(url)?.[1];
  if (!id) throw new DomainError('validation', PICTURE_MESSAGES.notUploaded, 'profileImageUrl');
  return id;
}

/** Makes the picture this account's own; refuses one never uploaded or another account's. */
export async function claimPicture(
  deps: Pick<CommandServiceDeps, 'store' | 'blobs' | 'now'>,
  url: string,
  userId: string,
  context: CommandContext,
): Promise<void> {
  const pictureId = pictureIdOf(url);
  if (!(await deps.blobs.get(blobOf(pictureId))))
    throw new DomainError('validation', PICTURE_MESSAGES.notUploaded, 'profileImageUrl');
  const now = (deps.now ?? (() => new Date()))();
  await handleCommand(
    deps.store,
    streamOf(pictureId),
    pictureDecider,
    { pictureId, userId, now },
    context,
  );
}

/** Deletes a stored picture, but only one that belongs to this account. */
export async function deleteOwnPicture(
  deps: Pick<CommandServiceDeps, 'store' | 'blobs'>,
  url: string | null,
  userId: string,
): Promise<void> {
  const pictureId = url ? PROFILE_PICTURE_PATH.exec(url)?.[1] : undefined;
  if (!pictureId) return;
  const { state } = await loadState(deps.store, streamOf(pictureId), pictureDecider);
  if (state.owner === userId) await deps.blobs.delete(blobOf(pictureId));
}
