import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@foodshare/platform/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donate, JPEG_DATA_URL, safeDonation, signUp } from '../testing/donations';
import { hubApplication, PNG } from '../testing/hub-applications';
import { createTestApp, type TestApp, uniqueUsername } from '../testing/test-app';

/** The blob files in the app's folder (each blob is its bytes and a `.type` file beside). */
async function blobFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.type'))
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort();
}

/** Sent as a PDF, but its bytes are not one. */
const NOT_A_DOCUMENT = `data:application/pdf;base64,${Buffer.from('plain text, not a document').toString('base64')}`;

/** Makes a blob look written two days ago: past the sweep's grace period. */
async function age(folder: string, key: string): Promise<void> {
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
  await utimes(join(folder, key), twoDaysAgo, twoDaysAgo);
}

let database: TestDatabase;
let blobDir: string;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  blobDir = await mkdtemp(join(tmpdir(), 'foodshare-blob-leftovers-'));
  app = await createTestApp({ database, blobDir });
});

afterAll(async () => {
  await app.close();
  await database.close();
  await rm(blobDir, { recursive: true, force: true });
});

describe('a refused write leaves nothing in blob storage', () => {
  it('takes a refused donation’s stored photo with it', async () => {
    const browser = app.browser();
    await signUp(browser);
    const before = await blobFiles(app.blobDir);
    // Refused by the decision after the photo was checked and stored: its time is past.
    const refused = await browser.post(
      '/api/food-items',
      safeDonation({ pickupUntil: new Date(Date.now() - 3_600_000).toISOString() }),
    );
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().field).toBe('pickupUntil');
    expect(await blobFiles(app.blobDir)).toEqual(before);
    // A donation that is recorded keeps its photo.
    const itemId = await donate(browser);
    expect(await blobFiles(app.blobDir)).toEqual([...before, `food-photos/${itemId}.jpg`].sort());
  });

  it('stores no document of a hub application refused for its second one', async () => {
    const before = await blobFiles(app.blobDir);
    const refused = await app.browser().post(
      '/api/hub-applications',
      hubApplication({
        insurance: { name: 'insurance.pdf', dataUrl: NOT_A_DOCUMENT },
      }),
    );
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().field).toBe('insurance');
    expect(await blobFiles(app.blobDir)).toEqual(before);
  });
});

describe('orphan blobs are swept on start', () => {
  it('removes blobs no recorded event wants once past the grace period, and keeps the rest', async () => {
    const browser = app.browser();
    await signUp(browser);
    const kept = await donate(browser);
    // A picture uploaded for a sign-up that was then refused (the name was taken).
    const taken = uniqueUsername('taken');
    await signUp(app.browser(), { username: taken });
    const upload = (await app.browser().post('/api/profile/upload')).json().uploadURL as string;
    const put = await app.browser().request({
      method: 'PUT',
      url: upload,
      payload: Buffer.from(PNG.slice(PNG.indexOf(',') + 1), 'base64'),
      headers: { 'content-type': 'image/png' },
    });
    expect(put.statusCode, put.body).toBeLessThan(300);
    const picture = upload.split('?')[0] ?? '';
    const refusedSignUp = await app.browser().post('/api/register', {
      username: taken,
      firstName: 'Mariam',
      lastName: 'Saeed',
      role: 'individual',
      profileVisibility: true,
      profileImageUrl: picture,
    });
    expect(refusedSignUp.statusCode).toBe(409);
    const pictureKey = picture.replace('/uploads/', '');
    // Left behind by a process that stopped between storing and recording.
    const strayPhoto = `food-photos/${randomUUID()}.jpg`;
    const strayDocument = `hub-documents/${randomUUID()}/insurance.png`;
    const freshStray = `food-photos/${randomUUID()}.jpg`;
    const jpeg = Buffer.from(JPEG_DATA_URL.slice(JPEG_DATA_URL.indexOf(',') + 1), 'base64');
    await app.infra.blobs.put(strayPhoto, jpeg, 'image/jpeg');
    await app.infra.blobs.put(strayDocument, jpeg, 'image/png');
    await app.infra.blobs.put(freshStray, jpeg, 'image/jpeg');
    for (const key of [`food-photos/${kept}.jpg`, pictureKey, strayPhoto, strayDocument])
      await age(app.blobDir, key);
    const before = await blobFiles(app.blobDir);
    expect(before).toEqual(
      expect.arrayContaining([`food-photos/${kept}.jpg`, pictureKey, strayPhoto, strayDocument]),
    );

    // A restart on the same database and blob folder sweeps.
    await app.close();
    app = await createTestApp({ database, blobDir });
    expect((await app.standalone.reconciled).orphanBlobsRemoved).toBe(3);
    const after = await blobFiles(app.blobDir);
    expect(after).toEqual(
      before.filter((key) => ![pictureKey, strayPhoto, strayDocument].includes(key)),
    );
    expect(after).toEqual(expect.arrayContaining([`food-photos/${kept}.jpg`, freshStray]));
  });
});
