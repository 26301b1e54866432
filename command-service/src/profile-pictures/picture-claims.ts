import { DomainError } from '@foodshare/contracts/errors';
import { PICTURE_MESSAGES } from '@foodshare/contracts/profile';
import { PROFILE_PICTURE_PATH } from '@foodshare/contracts/users';
import type { CommandServiceDeps } from '../deps';

const blobOf = (pictureId: string) => `profile-pictures/${pictureId}`;

function pictureIdOf(url: string): string {
  const id = PROFILE_PICTURE_PATH.exec(url)?.[1];
  if (!id) throw new DomainError('validation', PICTURE_MESSAGES.notUploaded, 'profileImageUrl');
  return id;
}

/** The id of a picture uploaded here; a 400 for a URL of anything else. */
export async function uploadedPictureId(
  deps: Pick<CommandServiceDeps, 'blobs'>,
  url: string,
): Promise<string> {
  const pictureId = pictureIdOf(url);
  if (!(await deps.blobs.get(blobOf(pictureId))))
    throw new DomainError('validation', PICTURE_MESSAGES.notUploaded, 'profileImageUrl');
  return pictureId;
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
