import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { donate, reviewStatusOf, signUp } from '../testing/donations';
import { createTestApp, type TestApp, type TestBrowser } from '../testing/test-app';

/** Every file under `folder`, byte by byte: which of `needles` (as UTF-8) each holds. */
async function foundOnDisk(folder: string, needles: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const bytes = await readFile(path);
    for (const needle of needles)
      if (bytes.includes(Buffer.from(needle, 'utf8')))
        found.push(`${path.slice(folder.length)}: ${needle}`);
  }
  return found;
}

const dataDir = await mkdtemp(join(tmpdir(), 'foodshare-erasure-'));
let app: TestApp | undefined;

afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('erasure reaches the disk (embedded PostgreSQL, as `npm start` keeps it)', () => {
  it('leaves none of a deleted person’s strings in any file of the data folder', async () => {
    const started = await createTestApp({ dataDir });
    app = started;
    // Letters only: names take no digits.
    const marker = Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join(
      '',
    );
    // Distinctive strings in every field a person fills in, each found nowhere else.
    const mine = {
      firstName: `Ghufran${marker}`,
      lastName: `Qarawi${marker}x`,
      email: `ghufran.${marker}@erasure.example`,
      phoneNumber: '+971 50 913 4627',
      bio: `Bio of the erased person ${marker}`,
      businessName: `Qarawi Pantry ${marker}`,
      businessAddress: `Warehouse 9 Erasure Road ${marker}`,
      requestMessage: `Request message to forget ${marker}`,
      declineNote: `Decline note to forget ${marker}`,
      pickupInstructions: `Pickup instructions to forget ${marker}`,
    };
    const contact = {
      subject: `Contact subject to forget ${marker}`,
      message: `Contact message to forget ${marker}`,
    };

    const person = started.browser();
    const { id: personId } = await signUp(person, {
      role: 'restaurant',
      firstName: mine.firstName,
      lastName: mine.lastName,
      businessName: mine.businessName,
      businessAddress: mine.businessAddress,
    });
    const edited = await person.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { email: mine.email, phoneNumber: mine.phoneNumber, bio: mine.bio },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const neighbour = started.browser();
    await signUp(neighbour);

    // The person's donation, with pickup instructions; they decline the neighbour's request.
    const ownItem = await donate(person, {
      donationMode: 'individual',
      pickupInstructions: mine.pickupInstructions,
    });
    const neighbourItem = await donate(neighbour);
    for (const [browser, item] of [
      [person, ownItem],
      [neighbour, neighbourItem],
    ] as [TestBrowser, string][])
      await expect.poll(() => reviewStatusOf(browser, item), { timeout: 20_000 }).toBe('approved');
    const asked = await neighbour.post('/api/food-requests', { foodItemId: ownItem });
    expect(asked.statusCode, asked.body).toBe(201);
    const declined = await person.post(
      `/api/food-items/${ownItem}/requests/${asked.json().id}/decline`,
      { note: mine.declineNote },
    );
    expect(declined.statusCode, declined.body).toBe(200);
    // The person's request, with a message, on the neighbour's item.
    const requested = await person.post('/api/food-requests', {
      foodItemId: neighbourItem,
      message: mine.requestMessage,
    });
    expect(requested.statusCode, requested.body).toBe(201);
    // A contact message sent while signed in.
    const sent = await person.post('/api/contact', {
      name: `${mine.firstName} ${mine.lastName}`,
      email: mine.email,
      subject: contact.subject,
      message: contact.message,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { rows: contactEvents } = await started.infra.pool.query<{ key_id: string }>(
      "select data->'personal'->>'keyId' as key_id from events where type = 'ContactMessageReceived'",
    );
    expect(contactEvents.map((row) => row.key_id)).toEqual([personId]);

    // The read models have the person's words (the decline note last): the search below can
    // find them on disk, which makes its finding nothing after the erasure mean something.
    await expect
      .poll(
        async () =>
          (
            await started.infra.pool.query('select 1 from food_requests where decline_note = $1', [
              mine.declineNote,
            ])
          ).rowCount,
        { timeout: 20_000 },
      )
      .toBe(1);
    await started.infra.pool.query('checkpoint');
    const needles = Object.values(mine);
    expect((await foundOnDisk(dataDir, needles)).length).toBeGreaterThanOrEqual(needles.length);
    // A contact message is sealed in the log and in the staff's inbox: never on disk in clear.
    expect(await foundOnDisk(dataDir, Object.values(contact))).toEqual([]);

    const deleted = await person.request({
      method: 'DELETE',
      url: '/api/profile',
      payload: { confirmation: 'DELETE' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // The account-closure process manager compacts once the read models have forgotten them.
    await expect
      .poll(
        async () =>
          (
            await started.infra.pool.query('select 1 from erasure_compactions where user_id = $1', [
              personId,
            ])
          ).rowCount,
        { timeout: 60_000, interval: 250 },
      )
      .toBe(1);

    await started.close();
    app = undefined;
    expect(await foundOnDisk(dataDir, [...needles, ...Object.values(contact)])).toEqual([]);
  }, 120_000);
});
