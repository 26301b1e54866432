import { describe, expect, it } from 'vitest';
import { checkSignedPath, signPath } from './signed-url';

const secret = 'a-secret-of-at-least-thirty-two-characters';
const now = new Date('2026-11-21T10:00:00Z');

function queryOf(url: string) {
  return Object.fromEntries(new URL(url, 'http://x').searchParams) as {
    expires?: string;
    signature?: string;
  };
}

describe('signed upload paths', () => {
  it('accept their own signature until they expire', () => {
    const url = signPath('/uploads/a/b', new Date(now.getTime() + 60_000), secret);
    expect(checkSignedPath('/uploads/a/b', queryOf(url), now, secret)).toBe('valid');
    expect(
      checkSignedPath('/uploads/a/b', queryOf(url), new Date(now.getTime() + 120_000), secret),
    ).toBe('expired');
  });

  it('refuse another path, another secret or a forged expiry', () => {
    const url = signPath('/uploads/a/b', new Date(now.getTime() + 60_000), secret);
    const query = queryOf(url);
    expect(checkSignedPath('/uploads/a/c', query, now, secret)).toBe('invalid');
    expect(checkSignedPath('/uploads/a/b', query, now, `${secret}x`)).toBe('invalid');
    expect(
      checkSignedPath(
        '/uploads/a/b',
        { ...query, expires: String(Number(query.expires) + 3600) },
        now,
        secret,
      ),
    ).toBe('invalid');
    expect(checkSignedPath('/uploads/a/b', {}, now, secret)).toBe('invalid');
  });
});
