import { DONATION_PHOTO } from '@foodshare/contracts/constants';

export interface Size {
  width: number;
  height: number;
}

/** The largest size with the same proportions that fits within the box; never enlarges. */
export function fitWithin(source: Size, box: Size): Size {
  if (!(source.width > 0 && source.height > 0)) {
    throw new RangeError(`An image needs a positive size, got ${source.width}×${source.height}`);
  }
  const scale = Math.min(1, box.width / source.width, box.height / source.height);
  return {
    width: Math.max(1, Math.round(source.width * scale)),
    height: Math.max(1, Math.round(source.height * scale)),
  };
}

async function decode(file: Blob): Promise<ImageBitmap> {
  // 'from-image' turns a phone photo upright by its EXIF orientation before we measure it.
  return createImageBitmap(file, { imageOrientation: 'from-image' });
}

/**
 * A donation photo as the API takes it (docs/product.md §5, §9): fitted within 800×600 and re-encoded as a
 * JPEG data URL at quality 0.7. Rejects when the browser cannot read the file as an image.
 */
export async function toDonationPhoto(file: Blob): Promise<string> {
  if (!file.type.startsWith('image/')) throw new TypeError(`Not an image: ${file.type}`);
  const bitmap = await decode(file);
  try {
    const size = fitWithin(bitmap, {
      width: DONATION_PHOTO.maxWidth,
      height: DONATION_PHOTO.maxHeight,
    });
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('The browser cannot draw images');
    // JPEG has no transparency: a transparent PNG would otherwise turn black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const dataUrl = canvas.toDataURL('image/jpeg', DONATION_PHOTO.jpegQuality);
    if (!dataUrl.startsWith('data:image/jpeg')) throw new Error('The browser cannot write JPEG');
    return dataUrl;
  } finally {
    bitmap.close();
  }
}
