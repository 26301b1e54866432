import { PICTURE_MESSAGES } from '@foodshare/contracts/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../testing/donations';
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

async function uploadedPicture(): Promise<string> {
  const url = (await app.browser().post('/api/profile/upload')).json().uploadURL as string;
  expect(
    (
      await app
        .browser()
        .request({ method: 'PUT', url, payload: PNG, headers: { 'content-type': 'image/png' } })
    ).statusCode,
  ).toBe(200);
  return url.split('?')[0] ?? '';
}

const patch = (browser: ReturnType<TestApp['browser']>, payload: object) =>
  browser.request({ method: 'PATCH', url: '/api/profile', payload });
const served = async (path: string) => (await app.browser().get(path)).statusCode;

describe('profile pictures', () => {
  it('are only our own uploads: no other URL can be shown as a picture', async () => {
    for (const profileImageUrl of [
      '/api/logout',
      '//evil.example/x.png',
      'https://evil.example/x.png',
      '/uploads/profile-pictures/../../api/logout',
    ]) {
      const response = await app.browser().post('/api/register', {
        username: `pic${Date.now().toString(36)}`,
        firstName: 'A',
        lastName: 'B',
        profileImageUrl,
      });
      expect(response.statusCode, profileImageUrl).toBe(400);
      expect(response.json().field).toBe('profileImageUrl');
    }
    const never = await app.browser().post('/api/register', {
      username: `pic${Date.now().toString(36)}x`,
      firstName: 'A',
      lastName: 'B',
      profileImageUrl: '/uploads/profile-pictures/00000000-0000-4000-8000-000000000000',
    });
    expect(never.json()).toMatchObject({
      field: 'profileImageUrl',
      message: PICTURE_MESSAGES.notUploaded,
    });
  });

  it('belong to one account: another cannot take, and so cannot delete, someone’s picture', async () => {
    const picture = await uploadedPicture();
    const owner = app.browser();
    await signUp(owner, { profileImageUrl: picture });
    const attacker = app.browser();
    await signUp(attacker);
    const taken = await patch(attacker, { profileImageUrl: picture });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      field: 'profileImageUrl',
      message: PICTURE_MESSAGES.notYours,
    });
    expect(
      (
        await attacker.request({
          method: 'DELETE',
          url: '/api/profile',
          payload: { confirmation: 'DELETE' },
        })
      ).statusCode,
    ).toBe(200);
    expect(await served(picture)).toBe(200);
  });

  it('replaced by a new one, the old picture is deleted', async () => {
    const first = await uploadedPicture();
    const second = await uploadedPicture();
    const browser = app.browser();
    await signUp(browser, { profileImageUrl: first });
    const changed = await patch(browser, { profileImageUrl: second });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().profileImageUrl).toBe(second);
    expect(await served(first)).toBe(404);
    expect(await served(second)).toBe(200);
    await patch(browser, { profileImageUrl: '' });
    expect(await served(second)).toBe(404);
  });

  it('stay free when a sign-up with them is refused: the person’s next try with another name keeps them', async () => {
    const taken = await signUp(app.browser());
    const picture = await uploadedPicture();
    const before = await app.eventCount();
    const refused = await app.browser().post('/api/register', {
      username: taken.username,
      firstName: 'Mariam',
      lastName: 'Saeed',
      profileImageUrl: picture,
    });
    expect(refused.statusCode).toBe(409);
    expect(await app.eventCount()).toBe(before);
    const browser = app.browser();
    await signUp(browser, { profileImageUrl: picture });
    expect((await browser.get('/api/user')).json().profileImageUrl).toBe(picture);
  });

  it('are not claimed by a profile edit refused for another field', async () => {
    const picture = await uploadedPicture();
    const browser = app.browser();
    await signUp(browser, { role: 'individual' });
    const before = await app.eventCount();
    const refused = await patch(browser, { profileImageUrl: picture, businessName: 'Grill' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe('businessName');
    expect(await app.eventCount()).toBe(before);
    const other = app.browser();
    await signUp(other);
    expect((await patch(other, { profileImageUrl: picture })).statusCode).toBe(200);
  });
});
