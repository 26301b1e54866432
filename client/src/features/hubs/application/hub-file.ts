import {
  HUB_APPLICATION_MESSAGES,
  HUB_DOCUMENT_MAX_BYTES,
} from '@foodshare/contracts/hub-applications';

/** A chosen file as the application carries it: its name and its bytes as a data URL. */
export interface HubFile {
  name: string;
  dataUrl: string;
  /** Bytes, to show beside the name; not sent. */
  size: number;
}

/** Documents (licence, insurance) may be scans or PDFs; facility photos are pictures. */
export type HubFileKind = 'document' | 'photo';

const MEDIA_TYPES: Record<HubFileKind, Readonly<Record<string, string>>> = {
  document: { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' },
  photo: { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' },
};

/** What the file picker offers, by extension and by type. */
export const HUB_FILE_ACCEPT: Record<HubFileKind, string> = {
  document: '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
  photo: '.jpg,.jpeg,.png,image/jpeg,image/png',
};

export const FILE_EMPTY_MESSAGE = 'This file is empty. Choose another one.';
export const FILE_UNREADABLE_MESSAGE = 'The file could not be read. Try again.';

const TYPE_MESSAGES: Record<HubFileKind, string> = {
  document: HUB_APPLICATION_MESSAGES.documentType,
  photo: HUB_APPLICATION_MESSAGES.photoType,
};

/** The contract allows this many facility photos. */
export const MAX_FACILITY_PHOTOS = 6;
export const PHOTOS_LIMIT_MESSAGE = `You can add up to ${MAX_FACILITY_PHOTOS} facility photos.`;

export class HubFileError extends Error {
  override readonly name = 'HubFileError';
}

interface FileFacts {
  name: string;
  type: string;
  size: number;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The media type the application will declare for a file, or the contract's message saying why
 * it cannot be sent. Some systems give no type (or a generic one) for a PDF: the extension
 * decides then.
 */
export function checkHubFile(
  file: FileFacts,
  kind: HubFileKind,
): { mediaType: string } | { error: string } {
  const accepted = MEDIA_TYPES[kind];
  const declared = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  const byExtension = accepted[extensionOf(file.name)];
  const mediaType =
    declared === '' || declared === 'application/octet-stream'
      ? byExtension
      : Object.values(accepted).includes(declared)
        ? declared
        : undefined;
  if (!mediaType) return { error: TYPE_MESSAGES[kind] };
  if (file.size > HUB_DOCUMENT_MAX_BYTES)
    return { error: HUB_APPLICATION_MESSAGES.documentTooLarge };
  if (file.size === 0) return { error: FILE_EMPTY_MESSAGE };
  return { mediaType };
}

/** A data URL declaring `mediaType`, whatever type the browser read the file as. */
export function withMediaType(dataUrl: string, mediaType: string): string {
  const comma = dataUrl.indexOf(',');
  if (!dataUrl.startsWith('data:') || comma < 0) throw new HubFileError('Not a data URL');
  return `data:${mediaType};base64,${dataUrl.slice(comma + 1)}`;
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new HubFileError(FILE_UNREADABLE_MESSAGE));
    reader.onerror = () => reject(new HubFileError(FILE_UNREADABLE_MESSAGE));
    reader.readAsDataURL(file);
  });
}

/** Checks a chosen file and reads it; rejects with a HubFileError a person can act on. */
export async function readHubFile(file: File, kind: HubFileKind): Promise<HubFile> {
  const checked = checkHubFile(file, kind);
  if ('error' in checked) throw new HubFileError(checked.error);
  const dataUrl = withMediaType(await readAsDataUrl(file), checked.mediaType);
  return { name: file.name, dataUrl, size: file.size };
}

/**
 * Newly chosen photos after the ones already there, up to the contract's limit; a photo whose
 * name is already in the list is taken as chosen twice and left out.
 */
export function addFacilityPhotos(
  current: readonly HubFile[],
  added: readonly HubFile[],
): { photos: HubFile[]; leftOut: number } {
  const names = new Set(current.map((photo) => photo.name));
  const fresh = added.filter((photo) => !names.has(photo.name));
  const room = Math.max(0, MAX_FACILITY_PHOTOS - current.length);
  return {
    photos: [...current, ...fresh.slice(0, room)],
    leftOut: Math.max(0, fresh.length - room),
  };
}

/** '820 KB', '2.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
