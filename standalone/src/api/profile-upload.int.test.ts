import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, uniqueUsername } from '../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

// The smallest valid PNG: a 1x1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function uploadUrl(): Promise<string> {
  const response = await app.browser().post('/api/profile/upload');
  expect(response.statusCode).toBe(200);
  return response.json().uploadURL;
}

function put(url: string, body: Buffer, contentType = 'image/png') {
  return app
    .browser()
    .request({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });
}

describe('profile picture upload', () => {
  it('answers a short-lived signed URL, even before sign-up', async () => {
    const url = await uploadUrl();
    expect(url).toMatch(
      /^\/uploads\/profile-pictures\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/,
    );
  });

  it('stores a picture PUT to that URL and serves it back at the URL without its query', async () => {
    const url = await uploadUrl();
    const stored = await put(url, PNG);
    expect(stored.statusCode).toBe(200);
    const path = url.split('?')[0];
    expect(stored.json()).toEqual({ url: path });
    const served = await app.browser().get(path ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('judges the file by its bytes, not by its name or declared type', async () => {
    const response = await put(
      await uploadUrl(),
      Buffer.from('<svg onload="alert(1)"/>'),
      'image/png',
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Only image files (JPG, PNG, GIF, WebP) are allowed.');
  });

  it('refuses a picture over 5 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5_242_880)]);
    const response = await put(await uploadUrl(), big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toContain('5 MB');
  });

  it('refuses a forged or reused URL', async () => {
    const url = await uploadUrl();
    const forged = url.replace(/signature=[\w-]+/, 'signature=forged');
    expect((await put(forged, PNG)).statusCode).toBe(403);
    expect((await put(url, PNG)).statusCode).toBe(200);
    expect((await put(url, PNG)).statusCode).toBe(409);
  });

  it('gives the new account its picture', async () => {
    const url = await uploadUrl();
    await put(url, PNG);
    const path = url.split('?')[0];
    const browser = app.browser();
    const response = await browser.post('/api/register', {
      username: uniqueUsername('pic'),
      firstName: 'Rania',
      lastName: 'Khoury',
      role: 'restaurant',
      profileVisibility: true,
      profileImageUrl: path,
    });
    expect(response.statusCode).toBe(201);
    expect((await browser.get('/api/user')).json().profileImageUrl).toBe(path);
  });
});
