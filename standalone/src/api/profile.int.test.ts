import { PROFILE_MESSAGES } from '@foodshare/contracts/profile';
import { personalDataVault } from '@foodshare/platform/vault/personal-data-vault';
import { ALL_PROJECTIONS } from '@foodshare/projection-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donate, reviewStatusOf, signUp } from '../testing/donations';
import { createTestApp, type TestApp } from '../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const community = async () =>
  (await app.browser().get('/api/community/profiles')).json() as {
    id: string;
    firstName: string;
    bio: string | null;
  }[];

describe('PATCH /api/profile', () => {
  it('answers 401 when signed out', async () => {
    expect(
      (await app.browser().request({ method: 'PATCH', url: '/api/profile', payload: { bio: 'x' } }))
        .statusCode,
    ).toBe(401);
  });

  it('edits the profile, which the person reads back at once and the community sees', async () => {
    const browser = app.browser();
    const { id } = await signUp(browser, { profileVisibility: false });
    expect((await community()).map((profile) => profile.id)).not.toContain(id);
    const response = await browser.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: {
        firstName: 'Noura',
        bio: 'I bake on Fridays and share the rest.',
        phoneNumber: '+971 50 123 4567',
        isPublicProfile: true,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Noura',
      bio: 'I bake on Fridays and share the rest.',
      isPublicProfile: true,
    });
    expect((await browser.get('/api/user')).json()).toMatchObject({
      firstName: 'Noura',
      phoneNumber: '+971 50 123 4567',
      isPublicProfile: true,
    });
    await expect
      .poll(async () => (await community()).find((profile) => profile.id === id)?.firstName, {
        timeout: 5000,
      })
      .toBe('Noura');
    // Contact details are for members: a signed-in member sees them, a visitor does not.
    const seenBy = async (viewer: ReturnType<TestApp['browser']>) =>
      (
        (await viewer.get('/api/community/profiles')).json() as {
          id: string;
          phoneNumber: string | null;
        }[]
      ).find((profile) => profile.id === id);
    expect((await seenBy(browser))?.phoneNumber).toBe('+971 50 123 4567');
    expect((await seenBy(app.browser()))?.phoneNumber).toBeNull();
    const cleared = await browser.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { bio: '' },
    });
    expect(cleared.json().bio).toBeNull();
  });

  it('keeps business name and address for the business roles only, and says why', async () => {
    const browser = app.browser();
    await signUp(browser, {
      role: 'restaurant',
      businessName: 'Bait Al Khair',
      businessAddress: 'Deira, Dubai',
    });
    const refused = await browser.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { role: 'individual', businessName: 'Bait Al Khair' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: PROFILE_MESSAGES.businessFieldsOnly,
      field: 'businessName',
    });
    const switched = await browser.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { role: 'individual' },
    });
    expect(switched.json()).toMatchObject({
      role: 'individual',
      businessName: null,
      businessAddress: null,
    });
  });

  it.each([
    [{ phoneNumber: 'call me' }, 'phoneNumber', PROFILE_MESSAGES.phoneInvalid],
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ role: 'admin' }, 'role', undefined],
    [{ email: 'nope' }, 'email', PROFILE_MESSAGES.emailInvalid],
  ])('refuses %j naming %s', async (payload, field, message) => {
    const browser = app.browser();
    await signUp(browser);
    const before = await app.eventCount();
    const response = await browser.request({ method: 'PATCH', url: '/api/profile', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    if (message) expect(response.json().message).toBe(message);
    expect(await app.eventCount()).toBe(before);
  });
});

describe('DELETE /api/profile', () => {
  it('accepts the spec’s empty body', async () => {
    const browser = app.browser();
    await signUp(browser);
    expect((await browser.request({ method: 'DELETE', url: '/api/profile' })).statusCode).toBe(200);
    expect((await browser.get('/api/user')).statusCode).toBe(401);
  });

  it('refuses a wrong confirmation and a signed-out caller', async () => {
    const browser = app.browser();
    await signUp(browser);
    expect(
      (
        await browser.request({
          method: 'DELETE',
          url: '/api/profile',
          payload: { confirmation: 'delete' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await app
          .browser()
          .request({ method: 'DELETE', url: '/api/profile', payload: { confirmation: 'DELETE' } })
      ).statusCode,
    ).toBe(401);
  });

  it('withdraws the items, ends every session, frees the name, and leaves no personal field readable anywhere', async () => {
    const secret = {
      firstName: `Zahra${Date.now()}`,
      lastName: 'Qasimi-Unique',
      bio: 'Secret bio text 7731',
      phone: '+971 55 777 3311',
      email: 'zahra.unique@example.ae',
      address: 'Villa 77 Secret Street',
    };
    const upload = (await app.browser().post('/api/profile/upload')).json().uploadURL as string;
    await app.browser().request({
      method: 'PUT',
      url: upload,
      payload: PNG,
      headers: { 'content-type': 'image/png' },
    });
    const picture = upload.split('?')[0] ?? '';
    const browser = app.browser();
    const secondDevice = app.browser();
    const { id, username } = await signUp(browser, {
      role: 'charity',
      firstName: secret.firstName,
      lastName: secret.lastName,
      businessName: 'Qasimi Kitchen Charity',
      businessAddress: secret.address,
      profileImageUrl: picture,
    });
    await browser.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { bio: secret.bio, phoneNumber: secret.phone, email: secret.email },
    });
    await secondDevice.post('/api/login', { username });
    const itemId = await donate(browser, { title: 'Rice for sharing' });
    await expect.poll(() => reviewStatusOf(browser, itemId), { timeout: 10_000 }).toBe('approved');

    const { rows: sessionRows } = await app.infra.pool.query(
      "select sid, sess, expire from session where sess->>'userId' = $1",
      [id],
    );
    expect(sessionRows.length).toBe(2);

    const deleted = await browser.request({
      method: 'DELETE',
      url: '/api/profile',
      payload: { confirmation: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(200);

    // A request in flight during the deletion could write its session back: even then, the
    // deleted account can no longer act.
    for (const row of sessionRows) {
      await app.infra.pool.query('insert into session (sid, sess, expire) values ($1, $2, $3)', [
        row.sid,
        JSON.stringify(row.sess),
        row.expire,
      ]);
    }
    expect((await secondDevice.post('/api/food-items', {})).statusCode).toBe(401);
    await app.infra.pool.query("delete from session where sess->>'userId' = $1", [id]);

    // Sessions ended, on every device.
    expect((await browser.get('/api/user')).statusCode).toBe(401);
    expect((await secondDevice.get('/api/user')).statusCode).toBe(401);
    // The profile left the community; the item leaves the public lists, and its photo goes,
    // as the account-closure process manager withdraws what the account left behind.
    // (A signed-out answer no longer waits for the projections: the community list is polled.)
    await expect
      .poll(async () => (await community()).map((profile) => profile.id), { timeout: 10_000 })
      .not.toContain(id);
    const listed = async () =>
      ((await browser.get('/api/food-items?status=all&limit=100')).json() as { id: string }[]).map(
        (item) => item.id,
      );
    await expect.poll(listed, { timeout: 10_000 }).not.toContain(itemId);
    await expect
      .poll(async () => (await app.browser().get(`/blobs/food-photos/${itemId}.jpg`)).statusCode, {
        timeout: 10_000,
      })
      .toBe(404);
    // The picture is gone.
    expect((await app.browser().get(picture)).statusCode).toBe(404);
    // The name may be taken again.
    expect(
      (
        await app.browser().post('/api/register', {
          username,
          firstName: 'New',
          lastName: 'Owner',
          role: 'individual',
          profileVisibility: true,
        })
      ).statusCode,
    ).toBe(201);

    // Nothing personal can be read from any read model or event, and the log still replays.
    const personalValues = [
      secret.firstName,
      secret.lastName,
      secret.bio,
      secret.phone,
      secret.email,
      secret.address,
      'Qasimi Kitchen Charity',
    ];
    const everywhere = async () => {
      // Every table and read-model view there is, so a new read model is searched too.
      const { rows: listed } = await app.infra.pool.query<{ name: string }>(
        "select table_name as name from information_schema.tables where table_schema = 'public'",
      );
      const tables = listed.map((table) => table.name);
      expect(tables).toEqual(expect.arrayContaining(['users', 'events', 'notifications']));
      const found: string[] = [];
      for (const table of tables) {
        const { rows } = await app.infra.pool.query(`select t::text as row from ${table} t`);
        for (const { row } of rows as { row: string }[])
          for (const value of personalValues)
            if (row.includes(value)) found.push(`${table}: ${value}`);
      }
      return found;
    };
    expect(await everywhere()).toEqual([]);
    const { rows: sealedEvents } = await app.infra.pool.query<{
      data: { personal?: { keyId: string; iv: string; tag: string; ciphertext: string } };
    }>("select data from events where stream_id = $1 and data->'personal' is not null", [
      `user-${id}`,
    ]);
    expect(sealedEvents.length).toBeGreaterThanOrEqual(2);
    for (const event of sealedEvents) {
      if (event.data.personal)
        expect(await personalDataVault.open(app.infra.db, event.data.personal)).toBeNull();
    }
    for (const projection of ALL_PROJECTIONS) await app.standalone.projections.rebuild(projection);
    expect(await everywhere()).toEqual([]);
    const { rows: userRows } = await app.infra.pool.query(
      'select count(*)::int as n from users where id = $1',
      [id],
    );
    expect(userRows[0].n).toBe(0);
  });
});
