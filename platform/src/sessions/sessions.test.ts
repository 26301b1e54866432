import { Signer } from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { rememberingSigner } from './sessions';

const SECRET = 'a-session-secret-long-enough-to-sign-with';

describe('the session cookie signer that remembers what it verified', () => {
  it('signs and verifies as the plain signer does, remembered or not', () => {
    const plain = new Signer(SECRET);
    const remembering = rememberingSigner(SECRET, 2);
    const cookie = plain.sign('session-one');
    for (let round = 0; round < 3; round++) {
      expect(remembering.unsign(cookie)).toEqual(plain.unsign(cookie));
      expect(remembering.sign('session-one')).toBe(cookie);
    }
    // Past its bound it forgets the oldest, and still answers the same.
    for (const id of ['session-two', 'session-three']) remembering.unsign(plain.sign(id));
    expect(remembering.unsign(cookie)).toEqual({ valid: true, renew: false, value: 'session-one' });
  });

  it('refuses a forged or foreign cookie every time', () => {
    const remembering = rememberingSigner(SECRET);
    const [value] = new Signer(SECRET).sign('session-one').split('.');
    for (const forged of [
      `${value}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      new Signer(`${SECRET}-but-not-ours`).sign('session-one'),
      'no signature at all',
    ])
      for (let round = 0; round < 2; round++)
        expect(remembering.unsign(forged)).toEqual({ valid: false, renew: false, value: null });
  });

  it('refuses a secret too short to sign with', () => {
    expect(() => rememberingSigner('short')).toThrow('32 characters');
  });
});
