export type ImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

/** The image type told by the file's own bytes (its magic number), never by its name. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1')))
    return 'image/gif';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

export type DocumentType = 'application/pdf' | 'image/jpeg' | 'image/png';

/** A PDF, JPEG or PNG told by its bytes: what hub documents may be. */
export function sniffDocumentType(bytes: Buffer): DocumentType | null {
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-')
    return 'application/pdf';
  const image = sniffImageType(bytes);
  return image === 'image/jpeg' || image === 'image/png' ? image : null;
}
