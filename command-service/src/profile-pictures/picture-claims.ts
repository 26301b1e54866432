import { DomainError } from '@foodshare/contracts/errors';
import { PICTURE_MESSAGES } from '@foodshare/contracts/profile';
import { PROFILE_PICTURE_PATH } from '@foodshare/contracts/users';
import type { CommandContext } from '../command-handler';
import type { CommandServiceDeps } from '../deps';

const blobOf = (pictureId: string) => `profile-pictures/${pictureId}`;

function pictureIdOf(url: string): string {
  const id = PROFILE_PICTURE_PATH.exec(url)?.[1];
  if (!id) throw new DomainError('validation', PICTURE_MESSAGES.notUploaded, 'profileImageUrl');
  return id;
}

/** Makes the picture this account's own; refuses one never uploaded or another account's. */
export async function claimPicture(
  deps: Pick<CommandServiceDeps, 'streams' | 'blobs' | 'now'>,
  url: string,
  userId: string,
  context: CommandContext,
): Promise<void> {
  const pictureId = pictureIdOf(url);
  if (!(await deps.blobs.get(blobOf(pictureId))))
    throw new DomainError('validation', PICTURE_MESSAGES.notUploaded, 'profileImageUrl');
  const now = deps.now();
  await deps.streams.picture.handle(pictureId, { pictureId, userId, now }, context);
}

/** Deletes a stored picture, but only one that belongs to this account. */
export async function deleteOwnPicture(
  deps: Pick<CommandServiceDeps, 'streams' | 'blobs'>,
  url: string | null,
  userId: string,
): Promise<void> {
  const pictureId = url ? PROFILE_PICTURE_PATH.exec(url)?.[1] : undefined;
  if (!pictureId) return;
  const { state } = await deps.streams.picture.load(pictureId);
  if (state.owner === userId) await deps.blobs.delete(blobOf(pictureId));
}
