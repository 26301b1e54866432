import { DONATION_MESSAGES } from '@foodshare/contracts/donations';
import { DomainError } from '@foodshare/contracts/errors';
import type { BlobStorage } from '@foodshare/platform/blobs/blob-storage';
import { sniffImageType } from '@foodshare/platform/blobs/image-type';

/** An 800×600 JPEG at quality 0.7 is well under this; anything larger was not resized. */
export const MAX_PHOTO_BYTES = 3 * 1024 * 1024;

/** Where an item's photo is kept, as a blob key: the one place that says so. */
export const foodPhotoKey = (itemId: string) => `food-photos/${itemId}.jpg`;

/**
 * A donation photo arrives as a JPEG data URL: decoded, checked by its bytes and size, stored as
 * a blob. Events carry the blob's URL, never the bytes.
 */
export async function storeDonationPhoto(
  blobs: BlobStorage,
  dataUrl: string,
  itemId: string,
  /** Where to keep it: the item's photo, or a recurring template's. */
  key = foodPhotoKey(itemId),
): Promise<string> {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0)
    throw new DomainError('validation', DONATION_MESSAGES.photoRequired, 'imageUrl');
  if (bytes.length > MAX_PHOTO_BYTES)
    throw new DomainError('validation', DONATION_MESSAGES.photoTooLarge, 'imageUrl');
  if (sniffImageType(bytes) !== 'image/jpeg')
    throw new DomainError('validation', DONATION_MESSAGES.photoNotJpeg, 'imageUrl');
  await blobs.put(key, bytes, 'image/jpeg');
  return `/blobs/${key}`;
}
