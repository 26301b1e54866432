import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPosition, type Position } from './event-store/event-store';
import { signPosition, verifyPositionToken } from './read-your-writes-token';

const secret = 'a-secret-of-at-least-thirty-two-characters';
const written: Position = { commit: 1_234_567n, prepare: 3n };

describe('read-your-writes position tokens', () => {
  it('give back the position they were signed for, beyond 2^53', () => {
    fc.assert(
      fc.property(
        fc.record({
          commit: fc.bigInt({ min: -1n, max: 2n ** 64n - 1n }),
          prepare: fc.bigInt({ min: -1n, max: 2n ** 63n - 1n }),
        }),
        (position) => {
          expect(verifyPositionToken(signPosition(position, secret), secret)).toEqual(position);
        },
      ),
    );
  });

  it('are short, and safe in a header and a cookie', () => {
    expect(signPosition(written, secret)).toMatch(/^1234567-3\.[A-Za-z0-9_-]{22}$/);
  });

  it('refuse a position moved under its signature', () => {
    const [, signature] = signPosition(written, secret).split('.');
    expect(verifyPositionToken(`99999999999999-1.${signature}`, secret)).toBeNull();
    expect(verifyPositionToken(`1234567-4.${signature}`, secret)).toBeNull();
  });

  it('refuse a tampered signature', () => {
    const token = signPosition(written, secret);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(verifyPositionToken(`${token.slice(0, -1)}${last}`, secret)).toBeNull();
    expect(verifyPositionToken(token.slice(0, -1), secret)).toBeNull();
    expect(verifyPositionToken(`${token}A`, secret)).toBeNull();
    expect(verifyPositionToken(`${formatPosition(written)}.`, secret)).toBeNull();
  });

  it('refuse a token signed with another secret', () => {
    expect(verifyPositionToken(signPosition(written, secret), `${secret}x`)).toBeNull();
  });

  it('refuse an unsigned position and garbage', () => {
    for (const text of [
      formatPosition(written),
      '99999999999999-1',
      '',
      '.',
      'not-a-position.AAAAAAAAAAAAAAAAAAAAAA',
      `${formatPosition(written)}.${'é'.repeat(22)}`,
      `${'9'.repeat(40)}-1.AAAAAAAAAAAAAAAAAAAAAA`,
    ]) {
      expect(verifyPositionToken(text, secret), text).toBeNull();
    }
  });

  it('refuse any string that was not signed', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(verifyPositionToken(text, secret)).toBeNull();
      }),
    );
  });
});
