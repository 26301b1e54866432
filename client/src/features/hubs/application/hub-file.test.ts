import {
  HUB_APPLICATION_MESSAGES,
  HUB_DOCUMENT_MAX_BYTES,
  hubApplicationSteps,
} from '@foodshare/contracts/hub-applications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addFacilityPhotos,
  checkHubFile,
  formatFileSize,
  type HubFile,
  HubFileError,
  MAX_FACILITY_PHOTOS,
  readHubFile,
  withMediaType,
} from './hub-file';

const facts = (name: string, type: string, size = 1000) => ({ name, type, size });
const photo = (name: string): HubFile => ({ name, dataUrl: 'data:image/png;base64,AA', size: 1 });

describe('checkHubFile', () => {
  it('accepts PDF, JPG, JPEG and PNG documents', () => {
    expect(checkHubFile(facts('licence.pdf', 'application/pdf'), 'document')).toEqual({
      mediaType: 'application/pdf',
    });
    expect(checkHubFile(facts('scan.JPEG', 'image/jpeg'), 'document')).toEqual({
      mediaType: 'image/jpeg',
    });
    expect(checkHubFile(facts('scan.png', 'image/png'), 'document')).toEqual({
      mediaType: 'image/png',
    });
  });

  it('goes by the extension when the system gives no type or a generic one', () => {
    expect(checkHubFile(facts('policy.pdf', ''), 'document')).toEqual({
      mediaType: 'application/pdf',
    });
    expect(checkHubFile(facts('front.jpg', 'application/octet-stream'), 'photo')).toEqual({
      mediaType: 'image/jpeg',
    });
  });

  it("reads the non-standard 'image/jpg' as JPEG", () => {
    expect(checkHubFile(facts('front.jpg', 'image/jpg'), 'photo')).toEqual({
      mediaType: 'image/jpeg',
    });
  });

  it("refuses other documents with the contract's message", () => {
    expect(checkHubFile(facts('licence.docx', 'application/msword'), 'document')).toEqual({
      error: HUB_APPLICATION_MESSAGES.documentType,
    });
  });

  it("refuses a PDF or a GIF as a facility photo with the contract's message", () => {
    expect(checkHubFile(facts('plan.pdf', 'application/pdf'), 'photo')).toEqual({
      error: HUB_APPLICATION_MESSAGES.photoType,
    });
    expect(checkHubFile(facts('hall.gif', 'image/gif'), 'photo')).toEqual({
      error: HUB_APPLICATION_MESSAGES.photoType,
    });
  });

  it('trusts a declared type over a misleading extension', () => {
    expect(checkHubFile(facts('hall.png', 'image/gif'), 'photo')).toEqual({
      error: HUB_APPLICATION_MESSAGES.photoType,
    });
  });

  it('accepts a file of exactly the limit and refuses one byte more', () => {
    const limit = facts('licence.pdf', 'application/pdf', HUB_DOCUMENT_MAX_BYTES);
    expect(checkHubFile(limit, 'document')).toEqual({ mediaType: 'application/pdf' });
    expect(checkHubFile({ ...limit, size: HUB_DOCUMENT_MAX_BYTES + 1 }, 'document')).toEqual({
      error: HUB_APPLICATION_MESSAGES.documentTooLarge,
    });
  });

  it('refuses an empty file', () => {
    expect(checkHubFile(facts('licence.pdf', 'application/pdf', 0), 'document')).toHaveProperty(
      'error',
    );
  });
});

describe('withMediaType', () => {
  it('declares the checked type in place of the one the browser read', () => {
    expect(withMediaType('data:application/octet-stream;base64,JVBERi0=', 'application/pdf')).toBe(
      'data:application/pdf;base64,JVBERi0=',
    );
  });

  it('refuses anything that is not a data URL', () => {
    expect(() => withMediaType('https://example.com/a.pdf', 'application/pdf')).toThrow(
      HubFileError,
    );
  });
});

describe('readHubFile', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Node has no FileReader: a stand-in that reads a Blob the way a browser does. */
  class NodeFileReader {
    result: string | null = null;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    readAsDataURL(blob: Blob) {
      void blob.arrayBuffer().then((bytes) => {
        const type = blob.type || 'application/octet-stream';
        this.result = `data:${type};base64,${btoa(String.fromCharCode(...new Uint8Array(bytes)))}`;
        this.onload?.();
      });
    }
  }

  it('reads a PDF without a declared type as a PDF data URL the contract accepts', async () => {
    vi.stubGlobal('FileReader', NodeFileReader);
    const file = new File(['%PDF-1.7'], 'trade-licence.pdf', { type: '' });
    const read = await readHubFile(file, 'document');
    expect(read).toEqual({
      name: 'trade-licence.pdf',
      dataUrl: `data:application/pdf;base64,${btoa('%PDF-1.7')}`,
      size: 8,
    });
    const documents = hubApplicationSteps[2].safeParse({ businessLicense: read, insurance: read });
    expect(documents.success).toBe(true);
  });

  it('refuses a file of the wrong type before reading it', async () => {
    const file = new File(['GIF89a'], 'hall.gif', { type: 'image/gif' });
    await expect(readHubFile(file, 'photo')).rejects.toThrow(HUB_APPLICATION_MESSAGES.photoType);
  });
});

describe('addFacilityPhotos', () => {
  it('adds new photos after the chosen ones', () => {
    expect(addFacilityPhotos([photo('a.jpg')], [photo('b.jpg')])).toEqual({
      photos: [photo('a.jpg'), photo('b.jpg')],
      leftOut: 0,
    });
  });

  it('leaves out a photo chosen twice', () => {
    expect(addFacilityPhotos([photo('a.jpg')], [photo('a.jpg')]).photos).toHaveLength(1);
  });

  it('keeps to the limit and says how many were left out', () => {
    const many = Array.from({ length: MAX_FACILITY_PHOTOS + 2 }, (_, index) =>
      photo(`${index}.jpg`),
    );
    expect(addFacilityPhotos([], many)).toEqual({
      photos: many.slice(0, MAX_FACILITY_PHOTOS),
      leftOut: 2,
    });
  });

  it("uses the contract's own limit", () => {
    const documents = (count: number) =>
      hubApplicationSteps[2].safeParse({
        businessLicense: photo('l.png'),
        insurance: photo('i.png'),
        facilityPhotos: Array.from({ length: count }, (_, index) => photo(`${index}.png`)),
      }).success;
    expect(documents(MAX_FACILITY_PHOTOS)).toBe(true);
    expect(documents(MAX_FACILITY_PHOTOS + 1)).toBe(false);
  });
});

describe('formatFileSize', () => {
  it('shows kilobytes below a megabyte and megabytes above', () => {
    expect(formatFileSize(200)).toBe('1 KB');
    expect(formatFileSize(820 * 1024)).toBe('820 KB');
    expect(formatFileSize(2.44 * 1024 * 1024)).toBe('2.4 MB');
  });
});
